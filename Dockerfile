# syntax=docker/dockerfile:1
# Film lab platform: the GraphQL BFF serving the built web client, plus the embedded reference lab
# when LAB_API_URL is not set.

FROM node:22-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:22-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:22-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    LAB_DATA_DIR=/data/lab \
    GRAPHIQL=false \
    INTROSPECTION=false \
    GRAPHQL_PERSISTED_ONLY=true
WORKDIR /app
# The lab's shipping labels draw their text through fontconfig (sharp/librsvg); the slim image ships no fonts.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json schema.graphql tsconfig.json ./
COPY --chown=node:node server ./server
COPY --chown=node:node lab ./lab
COPY --chown=node:node scripts/start.ts scripts/processes.ts ./scripts/
COPY --from=build --chown=node:node /app/dist/web ./dist/web
COPY --from=build --chown=node:node /app/dist/persisted-operations.json ./dist/persisted-operations.json
RUN mkdir -p /data/lab && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "scripts/start.ts"]
