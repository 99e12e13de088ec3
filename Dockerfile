# Production images, each built alone (issue 10 "Independent deploys"):
# - `static` (ARG PKG=shell | mfe-games | mfe-lottery-shop | mfe-minigames | mfe-wallet | mfe-chat): one front end,
#   built by `front-end-build` from the root package files, shared-contracts, shared-ui, tools/webpack and that
#   package only (no other front end's sources or dependencies), served by nginx with deploy-safe cache rules;
# - `api`: the API server compiled to JavaScript (api/dist/main.js), its runtime dependencies, its migrations and data/.
# A team ships its remote with
#   docker build --target static --build-arg PKG=mfe-games --build-arg APP_VERSION=1.4.0 -t lottery/games:1.4.0 .
# docker-compose.yml builds every one of them (README "Deploying your remote").
ARG PKG=shell

FROM node:20-bookworm-slim AS front-end-build
ARG PKG
# the version written into the build (mf-manifest.json buildInfo.buildVersion, __APP_VERSION__); unset = package's
ARG APP_VERSION=
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/ shared-contracts/
COPY shared-ui/ shared-ui/
COPY tools/webpack/ tools/webpack/
COPY ${PKG}/ ${PKG}/
# the root lists every workspace: keep the two shared packages and this one, so only their dependencies install
RUN node -e "const fs=require('fs');const p=JSON.parse(fs.readFileSync('package.json','utf8'));p.workspaces=['shared-contracts','shared-ui',process.env.PKG];fs.writeFileSync('package.json',JSON.stringify(p,null,2))" \
  && npm install --no-audit --no-fund
RUN NODE_ENV=production APP_VERSION=${APP_VERSION} npm run build -w ${PKG}

FROM node:20-bookworm-slim AS api-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY api/package.json api/
RUN node -e "const fs=require('fs');const p=JSON.parse(fs.readFileSync('package.json','utf8'));p.workspaces=['shared-contracts','api'];fs.writeFileSync('package.json',JSON.stringify(p,null,2))" \
  && npm install --no-audit --no-fund

# the api compiled to one JavaScript file (scripts/build-api.mjs: esbuild; shared-contracts bundled in)
FROM api-deps AS api-build
COPY tsconfig.base.json tsconfig.json ./
COPY scripts/ scripts/
COPY shared-contracts/ shared-contracts/
COPY api/ api/
RUN node scripts/build-api.mjs

# only the api's and shared-contracts' runtime dependencies
FROM api-deps AS api-runtime-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
COPY --from=api-runtime-deps /app /app
COPY --from=api-build /app/api/dist/ api/dist/
COPY api/migrations/ api/migrations/
COPY data/ data/
EXPOSE 3000
CMD ["node", "--enable-source-maps", "api/dist/main.js"]

# One static server per front end; ARG PKG picks which one it builds and serves.
FROM nginx:1.27-alpine AS static
ARG PKG
COPY --from=front-end-build /app/${PKG}/dist /usr/share/nginx/html
# rendered at start by the image's envsubst step (SHELL_ORIGIN, REMOTE_ORIGINS from docker-compose.yml);
# remoteEntry.js, mf-manifest.json and index.html are no-cache, content-hashed files immutable
COPY tools/docker/templates/ /etc/nginx/templates/
EXPOSE 80
