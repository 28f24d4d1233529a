#!/usr/bin/env bash
# Everything the tests need on a fresh machine: npm packages, and Chromium for the browser tests.
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
