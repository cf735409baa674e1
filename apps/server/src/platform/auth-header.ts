import type { FastifyRequest } from 'fastify';

/** The session token of a request: `Authorization: Bearer <token>` (PRODUCT.md). */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}
