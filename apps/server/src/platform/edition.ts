import type { FastifyRequest } from 'fastify';
import { editionForLanguage, isEdition, type EditionCode } from '@mecha/shared/editions';

/** The edition a request speaks for: its X-Game-Code header when valid, else the one its language belongs to. */
export function requestEdition(req: FastifyRequest): EditionCode {
  const header = req.headers['x-game-code'];
  return isEdition(header) ? header : editionForLanguage(req.lang);
}
