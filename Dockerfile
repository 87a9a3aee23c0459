# Vita in one image: the built SPA and the compiled server, run by plain node as a non-root user,
# with Debian's Chromium and fonts for the PDF export. .ci/container-steps performs these same
# steps on the CI machine (no Docker daemon there): keep the two in step.

# --- build: install everything, compile server and web app once, drop the dev dependencies ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_audit=false npm_config_fund=false
# The manifests first, so that `npm ci` is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# --- runtime: node, Chromium, fonts; the app from the build stage ---
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-liberation ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --create-home --home-dir /home/vita --shell /usr/sbin/nologin vita \
  && mkdir -p /data && chown vita:vita /data
WORKDIR /app
# Owned by root and read-only to the app's user: only DATA_DIR is writable.
COPY --from=build /app /app
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  CHROMIUM_PATH=/usr/bin/chromium
USER vita
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains requests in flight (SHUTDOWN_TIMEOUT_MS, default 10 s): give `docker stop` longer.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
