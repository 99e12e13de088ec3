# Production images: one build stage, then an `api` image and a static image per front end.
# docker compose build --build-arg builds them all (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-games/package.json mfe-games/
COPY mfe-lottery-shop/package.json mfe-lottery-shop/
COPY mfe-minigames/package.json mfe-minigames/
COPY mfe-wallet/package.json mfe-wallet/
COPY mfe-chat/package.json mfe-chat/
RUN npm install --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/src/main.ts"]

# One static server per front end; ARG PKG picks which dist it serves.
FROM nginx:1.27-alpine AS static
ARG PKG=shell
COPY --from=build /app/${PKG}/dist /usr/share/nginx/html
# rendered at start by the image's envsubst step (SHELL_ORIGIN, REMOTE_ORIGINS from docker-compose.yml)
COPY tools/docker/templates/ /etc/nginx/templates/
EXPOSE 80
