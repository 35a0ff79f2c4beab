# The site's production image (docs/deploy.md): a builder stage runs `npm run build`, the runtime
# stage holds only the standalone server, its static assets and public/, run as a non-root user.
#   podman build -t nirmal-earth-site --build-arg SITE_URL=https://www.example.in .
# NODE_IMAGE is the base of both stages: the official Node 24 image unless a mirror or a local
# image is given (the test suite builds on a locally made one: scripts/image/make-base-image.sh).
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

FROM ${NODE_IMAGE} AS builder
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: some registries lack other platforms' builds of Next's compiler.
# --omit=dev: `dependencies` hold what building and running the site needs (231 packages); the
# test, lint and bench tools in `devDependencies` (over 500 more) are not fetched.
# Behind a TLS-inspecting proxy, pass its CA bundle as a build secret (never stored in a layer):
#   podman build --secret id=ca-certificates,src=/etc/ssl/certs/ca-certificates.crt ...
RUN --mount=type=secret,id=ca-certificates \
    if [ -s /run/secrets/ca-certificates ]; then \
      export NODE_EXTRA_CA_CERTS=/run/secrets/ca-certificates npm_config_cafile=/run/secrets/ca-certificates; \
    fi; \
    npm install --omit=dev --no-audit --no-fund
COPY . .
# Headers, canonical URLs and the CSP are fixed at build time, and so is the retention period the
# privacy texts state (the server refuses to start with another): build with the deployment's values.
ARG SITE_URL=http://localhost:3000
ARG WORDPRESS_URL=
ARG LEAD_RETENTION_MONTHS=
# BUILD_TYPES_CHECKED=1 skips the build's own type check when the pipeline building the image
# runs `npm run typecheck` on the same sources and fails if it fails (next.config.ts).
ARG BUILD_TYPES_CHECKED=
# CI=true: this stage is thrown away, so Next writes no compile cache for a later build.
ENV SITE_URL=${SITE_URL} WORDPRESS_URL=${WORDPRESS_URL} \
    LEAD_RETENTION_MONTHS=${LEAD_RETENTION_MONTHS} NEXT_DIST_DIR=.next \
    BUILD_TYPES_CHECKED=${BUILD_TYPES_CHECKED} CI=true
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=1
COPY --from=builder /app/.next/standalone ./
# The server writes only its page cache (.next) and, without DATABASE_URL, the embedded database.
RUN mkdir -p /data && chown -R node:node /app/.next /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# server.mjs finishes in-flight requests on SIGTERM and exits within STOP_TIMEOUT_MS (10 s).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=6s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The node flags and MALLOC_ARENA_MAX are those of `npm start` (docs/security.md, "Memory").
CMD ["node", "--liftoff-only", "--max-old-space-size=128", "--max-semi-space-size=2", "server.mjs"]
