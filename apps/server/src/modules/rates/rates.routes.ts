import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotRankData, hotRankListData, hotRankQuery, hotRankQueryOne } from '@mecha/shared/news/api';
import { responses } from '../../platform/envelope.ts';
import { JsonCache } from '../../platform/json-cache.ts';
import type { RatesService } from './rates.service.ts';

const tags = ['character rankings'];

export function ratesRoutes(deps: { rates: RatesService }) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    // Precomputed by a job; the answers are the same for everyone, so they are served as cached JSON.
    const cache = new JsonCache(500, 30_000);
    app.get('/api/record/hot-rank-list', {
      schema: { tags, summary: "Every character's win, pick and ban rate by mode, tier and period", querystring: hotRankQuery, response: responses(hotRankListData) },
      handler: async (req, reply) => {
        const { mode, tier, period } = req.query;
        return cache.send(reply, `list|${mode}|${tier}|${period}`, () => deps.rates.list(mode, tier, period));
      },
    });
    app.get('/api/record/hot-rank', {
      schema: { tags, summary: "One character's rates in every tier", querystring: hotRankQueryOne, response: responses(hotRankData) },
      handler: async (req, reply) => {
        const { id, mode, period } = req.query;
        return cache.send(reply, `one|${id}|${mode}|${period}`, () => deps.rates.one(id, mode, period));
      },
    });
  };
}
