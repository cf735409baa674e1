import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ingestBody, ingestResult } from '@mecha/shared/record/ingest';
import type { Clock } from '../../platform/clock.ts';
import { responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { keepRawJson, verifySigned } from '../../platform/signed-request.ts';
import { ingestRepository } from './ingest.repository.ts';
import type { IngestService } from './ingest.service.ts';
import type { Db } from '../../db/client.ts';

// POST /api/game/matches: the game server's signed feed of finished matches (PRODUCT.md "The game link").
// Registered in its own scope so its JSON parser can keep the raw body the signature covers.
export function ingestRoutes(deps: { db: Db; ingest: IngestService; clock: Clock; secret: string }) {
  return async (base: FastifyInstance) => {
    const rawBody = keepRawJson(base, 4 * 1024 * 1024);
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post('/api/game/matches', {
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['game link'],
        summary: 'Finished ranked matches from the game server (HMAC-signed, idempotent by match id)',
        headers: z.object({ 'x-game-timestamp': z.string().regex(/^\d{1,12}$/), 'x-game-signature': z.string().regex(/^[0-9a-f]{64}$/) }),
        body: ingestBody,
        response: responses(ingestResult),
      },
      preValidation: async (req) => {
        const { sig } = verifySigned(req, { timestamp: 'x-game-timestamp', signature: 'x-game-signature' }, rawBody(req), deps.secret, deps.clock);
        if (!(await ingestRepository.recordSignature(deps.db, sig, deps.clock.now()))) throw new AppError('signatureReplayed');
      },
      handler: async (req, reply) => reply.ok(await deps.ingest.ingest(req.body.matches)),
    });
  };
}
