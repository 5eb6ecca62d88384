# The site, self-hosted: built with Node, served by Debian's nginx with the nginx.conf the build writes
# (routes, security headers, redirects, the 404 page, the .br and .gz files). docs/deploy.md says more.
#
#   docker build -t owl-site --build-arg SITE_API_BASE=https://api.example.com --build-arg SITE_API_KEY=… .
#   docker run --rm -p 8080:8080 owl-site
#
# Debian's nginx, not the nginx:stable image: Debian packages the brotli module the config uses
# (libnginx-mod-http-brotli-static), and it is the nginx tests/e2e/nginx.test.ts runs the build behind.

FROM node:20-bookworm-slim AS build
WORKDIR /site
# README asks for npm 11; the node:20 images ship npm 10.
# npm's download cache is dropped in the same step: left in a layer, it is weight the image carries for nothing.
RUN npm install --global npm@11.19.1 && npm cache clean --force
COPY package.json package-lock.json ./
# The build needs only dependencies (tests/unit/package-lists.test.ts): no test tools in this stage.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY . .
# Per-deployment values (README, "Configuration per deployment"); left empty, site.json's are used.
ARG SITE_URL
ARG SITE_API_BASE
ARG SITE_API_KEY
RUN npm run build

# The hosted studio (`npm run studio -- --hosted`, docs/studio-hosting.md), a target of its own; the default
# target stays the site below:
#
#   docker build --target studio -t owl-studio .
#   docker run --rm -p 5180:5180 -v owl-studio:/var/lib/owl-studio --env-file studio.env owl-studio
#
# It runs the project's own code on the team's content (its clone, under STUDIO_DATA_DIR), behind the team's TLS proxy.
FROM node:20-bookworm-slim AS studio
# git: the content store runs the git program (docs/studio-hosting.md, "Why the git program"); ssh for a deploy key;
# ca-certificates for https remotes and the identity provider.
RUN apt-get update \
 && apt-get install -y --no-install-recommends git openssh-client ca-certificates \
 && rm -rf /var/lib/apt/lists/*
RUN npm install --global npm@11.19.1 && npm cache clean --force
WORKDIR /studio
COPY package.json package-lock.json ./
# All dependencies: the sign-in (openid-client), the studio's app (react-router-dom, rjsf, diff) are devDependencies.
# No install scripts: no git hooks to install here. npm's download cache (277 MB) is dropped in the same step: the
# image was 1.18 GB with it and 0.90 GB without (measured on a stand-in base, docs/studio-hosting.md).
RUN npm ci --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY . .
# A user of its own, owning only its data folder (a volume: sessions and the clone survive restarts and upgrades).
RUN useradd --system --create-home --home-dir /home/studio studio \
 && mkdir -p /var/lib/owl-studio && chown studio:studio /var/lib/owl-studio && chmod 700 /var/lib/owl-studio
# NPM_CONFIG_UPDATE_NOTIFIER: npm would ask the registry for a newer npm each time the studio starts.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=5180 STUDIO_DATA_DIR=/var/lib/owl-studio NPM_CONFIG_UPDATE_NOTIFIER=false
USER studio
VOLUME /var/lib/owl-studio
EXPOSE 5180
CMD ["npm", "run", "studio", "--", "--hosted"]

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/*
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /site/dist /srv/site
# The server's part of the build goes beside the main config, out of the folder it serves.
RUN mv /srv/site/nginx.conf /etc/nginx/site.conf && mv /srv/site/nginx-http.conf /etc/nginx/site-http.conf && nginx -t
USER www-data
EXPOSE 8080
CMD ["nginx"]
