import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// Serves the built React app at `/`. Hash routing means the server only ever serves index.html and its assets.
export async function registerStatic(app: FastifyInstance, root: string) {
  if (!existsSync(`${root}/index.html`)) {
    app.log.warn({ root }, 'web app not built: run `npm run build`');
    return;
  }
  // wildcard: files are looked up per request, so a rebuilt app is served without a restart.
  await app.register(fastifyStatic, { root, prefix: '/', wildcard: true, index: 'index.html', maxAge: 0 });
  // Hashed chunks never change: let phones cache them for a year.
  app.addHook('onSend', async (req, reply) => {
    if (/^\/(js|css|assets)\//.test(req.url)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  });
}
