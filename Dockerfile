# The console's container image: the server bundled (no tsx at run time), the console's build,
# the production packages, run by an unprivileged user, data in /data. README "Deploying"; the
# test that builds and runs it: scripts/container/test.sh. BASE is the Node image to build on.
ARG BASE=node:22-bookworm-slim

FROM ${BASE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# A build behind a proxy with its own certificate authority passes it as the secret `ca`.
RUN --mount=type=secret,id=ca,required=false \
    if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM ${BASE}
ENV NODE_ENV=production PORT=8080 DATA_DIR=/data WEB_DIR=/app/dist
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# the bundled server (scripts/build-server.mjs) with the migrations and the PGlite template beside it
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown 1000:1000 /data
USER 1000:1000
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "dist-server/main.mjs"]
