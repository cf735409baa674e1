import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../../platform/envelope.ts';
import { OPERATOR_SECURITY as security, type OperatorGuard } from '../../../platform/operator-guard.ts';
import type { MemoriesReports } from '../report/memories-reports.ts';
import { emptyBody, shipBody, shipCsvBody, winnersQuery } from './ops-schemas.ts';
import { winnersCsv, type AnnualWinnersOps } from './winners-ops.ts';

const tags = ['operators'];
const int = z.number().int();

// /api/ops/annual: the physical prizes won (JSON, or CSV to download), shipping, and the jobs run now.
export function annualWinnersOpsRoutes(ops: AnnualWinnersOps, reports: MemoriesReports, operatorOnly: OperatorGuard) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/ops/annual/winners', {
      schema: {
        tags, security, summary: "An event's physical prizes won, oldest first, with role, account, address, due date and state (format=csv: a spreadsheet-safe CSV file)",
        querystring: winnersQuery, response: responses(z.object({ list: z.array(z.unknown()) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const list = await ops.list(req.query.eventId, req.query.state);
        if (req.query.format === 'json') return reply.ok({ list });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${req.query.eventId}-winners-${req.query.state}.csv"`)
          .send(winnersCsv(list) as never);
      },
    });
    app.post('/api/ops/annual/winners/ship', {
      schema: { tags, security, summary: 'Mark a physical prize with an address shipped, with its carrier and tracking number (once)', body: shipBody, response: responses(z.object({ drawId: int, shippedAt: z.string() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.ship(req.body)),
    });
    app.post('/api/ops/annual/winners/ship-csv', {
      schema: {
        tags, security, summary: 'Ship prizes from a CSV of drawId,carrier,tracking lines (nothing shipped if any line is malformed); per-line results',
        body: shipCsvBody, response: responses(z.object({ shipped: int, refused: int, invalid: int, lines: z.array(z.unknown()) })),
      },
      // A tracking file is larger than the site's 64 KB default body; the schema bounds the text itself.
      bodyLimit: 512 * 1024,
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.shipCsv(req.body.csv)),
    });
    app.post('/api/ops/annual/forfeit/run', {
      schema: { tags, security, summary: 'Forfeit the physical prizes past their address deadline now (the job does it every minute)', body: emptyBody, response: responses(z.object({ forfeited: int })) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok(await ops.forfeitNow()),
    });
    app.post('/api/ops/annual/histogram/run', {
      schema: { tags, security, summary: "Refresh every active event's match histogram (the report's percentile) now (the job does it every 10 minutes)", body: emptyBody, response: responses(z.object({ refreshed: int })) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ refreshed: await reports.refreshHistograms() }),
    });
  };
}
