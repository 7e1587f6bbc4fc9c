# The site in one image: platform and web started by the same launcher as `npm start`, compiled to JavaScript
# (ADR 0077), on Node 22 LTS. Point DATABASE_URL at PostgreSQL in production; without it data lives in the
# /app/data volume. Run with -e SESSION_SECRET=<at least 16 random characters> (and OPERATOR_KEY): production needs them.
FROM node:22-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The web (Remix) and the platform, the web's server and the launcher (build/server/*.js).
RUN npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 PLATFORM_PORT=4000
VOLUME /app/data
EXPOSE 3000
CMD ["node", "build/server/start.js"]
