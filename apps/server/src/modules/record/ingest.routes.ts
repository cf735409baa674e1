import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ingestBody, ingestResult } from '@mecha/shared/record/ingest';
import { signatureMatches } from '../../game/signature.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { responses } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { ingestRepository } from './ingest.repository.ts';
import type { IngestService } from './ingest.service.ts';
import type { Db } from '../../db/client.ts';

const WINDOW_S = 300;
const rawBodies = new WeakMap<FastifyRequest, string>();

// POST /api/game/matches: the game server's signed feed of finished matches (PRODUCT.md "The game link").
// Registered in its own scope so its JSON parser can keep the raw body the signature covers.
export function ingestRoutes(deps: { db: Db; ingest: IngestService; clock: Clock; secret: string }) {
  return async (base: FastifyInstance) => {
    base.removeContentTypeParser('application/json');
    base.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 4 * 1024 * 1024 }, (req, raw, done) => {
      rawBodies.set(req, raw as string);
      try {
        done(null, JSON.parse(raw as string));
      } catch {
        done(Object.assign(new Error('invalid JSON'), { statusCode: 400 }), undefined);
      }
    });
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
        const ts = Number(req.headers['x-game-timestamp']);
        const sig = String(req.headers['x-game-signature'] ?? '');
        if (!/^[0-9a-f]{64}$/.test(sig) || !Number.isFinite(ts)) throw new AppError('signatureInvalid');
        if (Math.abs(unixSeconds(deps.clock.now()) - ts) > WINDOW_S) throw new AppError('signatureStale');
        if (!signatureMatches(deps.secret, ts, rawBodies.get(req) ?? '', sig)) throw new AppError('signatureInvalid');
        if (!(await ingestRepository.recordSignature(deps.db, sig, deps.clock.now()))) throw new AppError('signatureReplayed');
      },
      handler: async (req, reply) => reply.ok(await deps.ingest.ingest(req.body.matches)),
    });
  };
}
