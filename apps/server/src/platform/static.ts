import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isHashedFile } from './built-files.ts';

// Serves the built React app at `/`. Hash routing means the server only ever serves index.html and its assets.
export async function registerStatic(app: FastifyInstance, root: string) {
  if (!existsSync(`${root}/index.html`)) {
    app.log.warn({ root }, 'web app not built: run `npm run build`');
    return;
  }
  // wildcard: files are looked up per request, so a rebuilt app is served without a restart.
  // preCompressed: the build writes .br and .gz beside each text file (apps/web/scripts/precompress.ts); the one
  // the caller accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`, else the plain file.
  // `index` must be an array: with a string, @fastify/static's precompressed lookup of `/` answers 404.
  // dotfiles ignored: the build's dist/.vite/manifest.json (read by the bundle budget) is no business of browsers.
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    maxAge: 0,
    preCompressed: true,
    dotfiles: 'ignore',
  });
  // Hashed chunks never change: let phones cache them for a year. index.html keeps max-age=0 so a deploy shows.
  // The images answers name (covers, mall goods, icons) keep their names across deploys, so an hour: long enough
  // that a page which starts an image early and then draws it asks once (with max-age=0 the <img> downloaded the
  // news banner a second time, decision 0209), short enough that a changed image shows the same day.
  // The service worker and the web app manifest are checked on every visit (no-cache: revalidated, never reused
  // blind), so a deploy's new worker installs and its old caches go (docs/decisions/0152-web-pwa-and-offline.md).
  app.addHook('onSend', async (req, reply) => {
    // The answer depends on Accept-Encoding (a .br, a .gz or the plain file): caches must keep them apart.
    // @fastify/static 9 (the release Node 20 accepts, decision 0190) does not say so itself.
    if (!req.url.startsWith('/api/') && req.url !== '/metrics' && !String(reply.getHeader('vary') ?? '').toLowerCase().includes('accept-encoding')) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (isHashedFile(req.url)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    else if (/^\/(sw\.js|manifest\.webmanifest)(\?|$)/.test(req.url)) reply.header('cache-control', 'no-cache');
    else if (/^\/(covers|mall|icons)\//.test(req.url)) reply.header('cache-control', 'public, max-age=3600');
  });
}
