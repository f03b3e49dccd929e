# syntax=docker/dockerfile:1
# One image for the api, the worker and the device gateway; docker-compose.yml picks the process.

# --- build: install everything, compile every workspace, then drop the dev dependencies ----------
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV SCARF_ANALYTICS=false

# The manifests alone first, so the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY libs/core/package.json libs/core/
COPY libs/event-sourcing/package.json libs/event-sourcing/
COPY libs/device-protocol/package.json libs/device-protocol/
COPY apps/api/package.json apps/api/
COPY apps/device-gateway/package.json apps/device-gateway/
COPY apps/web/package.json apps/web/
COPY simulators/package.json simulators/
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime ----------------------------------------------------------------------------------
FROM node:20-bookworm-slim
# ffmpeg: the worker transcodes media and makes thumbnails.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Files the api and the worker keep when an external engine is not set (outbox, media, ...).
RUN mkdir -p /app/data && chown node:node /app/data
USER node

EXPOSE 4280 4281
CMD ["node", "apps/api/dist/main.js"]
