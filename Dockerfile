# Production image: the API, the REST layer, media and the built client in one Node process.
#   docker build -t companion-directory .
#   docker run -p 4000:4000 -e JWT_SECRET="$(openssl rand -base64 48)" -v directory-data:/app/data companion-directory
# Without DATABASE_URL the embedded database lives in /app/data/pglite (keep that volume);
# docker-compose.yml runs it against PostgreSQL instead. Every setting: docs/operations.md.

# ---- build: all dependencies, Prisma client, Relay artifacts, Vite client ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# postinstall runs `prisma generate` (offline), which reads these two files.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci

COPY . .
# Then drop the build-only packages (Vite, the Relay compiler, lint and test tools); the generated Prisma
# client in server/db/generated stays. --ignore-scripts: postinstall must not run again.
RUN npm run build && npm prune --omit=dev --ignore-scripts

# ---- runtime ----
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/app/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false

# A font for the site's mark on public photos (server/lib/media/watermark.ts, issue 31): the slim image
# has none, and librsvg would draw empty boxes. A system package, so nothing is fetched at run time.
RUN apt-get update \
    && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*

# Application files stay root-owned (read-only for the server); only the data folder is the
# node user's. /app/data/media is made here too, so a volume mounted there starts node-owned.
COPY --from=build /app /app
RUN mkdir -p /app/data/media && chown -R node:node /app/data

USER node
VOLUME ["/app/data"]
EXPOSE 4000

# /healthz answers 503 when the database is down. The first start applies migrations and seeds
# reference data, hence the start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# tsx is a production dependency: the server runs its TypeScript directly, with node itself as
# PID 1 so `docker stop`'s SIGTERM reaches the server's own handler (it stops accepting, lets open
# requests finish and closes the database). Not `npx tsx ...`: npm exits on SIGTERM without
# passing it on, and the server would then be killed mid-request.
CMD ["node", "--import", "tsx", "server/main.ts"]
