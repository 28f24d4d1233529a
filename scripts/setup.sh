#!/usr/bin/env bash
# Everything the tests need on a fresh machine: npm packages, Chromium for the browser tests, and
# PostgreSQL's, Redis's and nginx's binaries for the server tests (each runs throw-away servers of
# its own).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$browser" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    # Only the binaries are wanted: no cluster of the package's own, no service started.
    if [ ! -e /etc/postgresql-common/createcluster.conf ]; then
      mkdir -p /etc/postgresql-common
      echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.conf
    fi
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o Dpkg::Options::=--force-confold postgresql >/dev/null
  else
    echo "PostgreSQL is missing: install Debian's 'postgresql' package (the server tests need initdb and pg_ctl)." >&2
    exit 1
  fi
fi

if ! command -v redis-server >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
    # Only the binary is wanted: the tests start their own servers, so the package's service goes.
    if [ -d /run/systemd/system ]; then systemctl disable --now redis-server >/dev/null 2>&1 || true; fi
  else
    echo "Redis is missing: install Debian's 'redis-server' package (the server tests start throw-away instances)." >&2
    exit 1
  fi
fi

if ! [ -x /usr/sbin/nginx ] && ! command -v nginx >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    # Only the binary is wanted: the topology test runs its own proxy. The package's service would
    # take port 80, so invoke-rc.d is told not to start it (policy-rc.d), and it is disabled.
    policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && policy=added
    fi
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
    if [ -n "$policy" ]; then rm -f /usr/sbin/policy-rc.d; fi
    if [ -d /run/systemd/system ]; then systemctl disable --now nginx >/dev/null 2>&1 || true; fi
  else
    echo "nginx is missing: install Debian's 'nginx' package (the topology test runs a throw-away proxy)." >&2
    exit 1
  fi
fi
