import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * On-the-fly compression of API answers (docs/decisions/0150-web-compression-and-budget.md). Brotli or gzip by
 * the caller's Accept-Encoding, only above 1 KiB: below that the header bytes and CPU outweigh the saving.
 * The app's own files are left out here: they are compressed once at build time and served precompressed by
 * @fastify/static, so compressing them again per request would only burn CPU (and a stream has no size to
 * compare against the threshold). Callers that send no Accept-Encoding (inject-based tests) get identity.
 * Registered before any route: its onRoute hook only sees routes added after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // onRoute hooks run in registration order, so this one marks the non-API routes before compress reads the flag.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) route.compress = false;
  });
  // No request decompression: no client sends compressed bodies, and it would sit in front of bodyLimit.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
}
