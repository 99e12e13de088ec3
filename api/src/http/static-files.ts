/**
 * Serves the built front end from STATIC_ROOT: `shell/dist` at `/` (SPA fallback to index.html for
 * non-API paths) and each remote's `dist` at `/remotes/<slug>/` (same origin here; cross-origin remotes are
 * served by their own static servers, tools/docker/templates). `.map` files answer 404 in production.
 * A dist folder that is missing is skipped with a warning at start; its URLs answer 404 until it is built.
 *
 * Like production (ARCHITECTURE.md "Front-end builds"): the build writes `.br` and `.gz` next to each asset and
 * the file the client's `Accept-Encoding` prefers is sent (`preCompressed`, with `Vary: Accept-Encoding`);
 * content-hashed files are cached for a year (`cacheControlFor`), every other file is revalidated on each use.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from 'shared-contracts';
import { REMOTE_LAYOUT } from './remote-layout';
import { sendRouteNotFound } from './error-handler';

/** A content-hashed build file: `<name>.<8+ hex>.<ext>` (webpack's `[name].[contenthash:8]`), e.g. `140.a10c5bfa.js`. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/**
 * The Cache-Control of a built file, by its path (a precompressed `.br`/`.gz` counts as its original): a
 * content-hashed name never changes content, so `public, max-age=31536000, immutable`; anything else
 * (index.html, mf-manifest.json, every remoteEntry.js, the entry main.js, and the shell's public/ files: favicon.ico,
 * favicon.svg, the icons and manifest.webmanifest, whose names are not hashed) `no-cache`, so a redeployed shell or
 * remote reaches returning players at once (a 304 when unchanged). Content types come from the file extension
 * (`.webmanifest` is `application/manifest+json`, `.ico` `image/vnd.microsoft.icon`).
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED_NAME.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** @fastify/static options shared by the shell and the remotes: precompressed files and the cache rule above. */
const SERVE_BUILT = {
  preCompressed: true,
  cacheControl: false,
  setHeaders: (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
  },
} as const;

export async function registerStaticFiles(
  app: FastifyInstance,
  staticRoot: string,
  opts: { production?: boolean } = {},
): Promise<void> {
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  // source maps are for error reporting uploads, never public in production
  if (opts.production)
    app.addHook('onRequest', async (request, reply) => {
      if ((request.url.split('?')[0] ?? '').endsWith('.map')) return sendRouteNotFound(request, reply);
    });
  let decorated = false;
  for (const name of REMOTE_NAMES) {
    const { slug, dir } = REMOTE_LAYOUT[name];
    const root = path.join(staticRoot, dir, 'dist');
    if (!fs.existsSync(root)) {
      app.log.warn(`remote ${name}: ${root} does not exist (not built); /remotes/${slug}/ answers 404`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${slug}/`,
      decorateReply: !decorated,
      index: false,
      ...SERVE_BUILT,
    });
    decorated = true;
  }
  if (fs.existsSync(shellDist)) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      decorateReply: !decorated,
      wildcard: true,
      ...SERVE_BUILT,
    });
    decorated = true;
  } else {
    app.log.warn(`shell: ${shellDist} does not exist (not built); / answers 404`);
  }
  const hasIndex = () => fs.existsSync(path.join(shellDist, 'index.html'));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/remotes/') &&
      url !== '/healthz' &&
      !path.extname(url);
    if (isPage && decorated && hasIndex())
      return reply.type('text/html; charset=utf-8').sendFile('index.html', shellDist);
    return sendRouteNotFound(request, reply);
  });
}
