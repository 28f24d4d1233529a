# The game's page and its server in one image, run by plain node as a non-root user:
#   docker build -t explorers . && docker run -p 2567:2567 -v explorers-data:/data explorers
# Alone it keeps its tables in PGlite on the /data volume; compose.yaml runs two of these behind
# nginx with PostgreSQL and Redis. tests/server/deploy-files.test.ts keeps this file in step with
# `npm run serve` and with the topology the tests run from real processes.

# Build: every package, the page (dist/) and the server (dist-server/), then the development
# packages dropped.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Run: only what `npm run serve` needs.
FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=2567 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 2567
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist-server/main.js", "--static", "dist"]
