import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditWriter, writeAudit } from '../../../platform/audit-log.ts';
import { responses } from '../../../platform/envelope.ts';
import { OPERATOR_SECURITY as security, type OperatorGuard } from '../../../platform/operator-guard.ts';
import type { MemoriesReports } from '../report/memories-reports.ts';
import { operatorOf } from '../../../platform/operator-guard.ts';
import { runBody, shipBody, shipCsvBody, winnersQuery } from './ops-schemas.ts';
import { winnersCsv, type AnnualWinnersOps } from './winners-ops.ts';

const tags = ['operators'];
const int = z.number().int();
const shipCsvLine = z.object({
  line: int, drawId: int.optional(), carrier: z.string().optional(), tracking: z.string().optional(),
  result: z.enum(['ready', 'shipped', 'notShipped', 'refused', 'invalid']), error: z.string().optional(),
});

// /api/ops/annual: the physical prizes won (JSON pages, or CSV to download), shipping, and the jobs run now.
export function annualWinnersOpsRoutes(ops: AnnualWinnersOps, reports: MemoriesReports, operatorOnly: OperatorGuard) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/api/ops/annual/winners', {
      schema: {
        tags, security,
        summary: "An event's physical prizes won, paged, by state and role, with account, address (roles that may see it), due date and state (format=csv: every row, a spreadsheet-safe CSV file); each read is written to the audit log",
        querystring: winnersQuery, response: responses(z.object({ list: z.array(z.unknown()), total: int, page: int, size: int })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const operator = operatorOf(req);
        const page = await ops.list(req.query, operator, auditWriter(req));
        if (req.query.format === 'json') return reply.ok(page);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${req.query.eventId}-winners-${req.query.state}.csv"`)
          .send(winnersCsv(page.list, operator.role) as never);
      },
    });
    app.get('/api/ops/annual/winners/events', {
      schema: { tags, security, summary: "The operator's editions' events with physical prizes won (the shipping role's event picker; it may not read the pool)", response: responses(z.object({ list: z.array(z.unknown()) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok({ list: await ops.events(operatorOf(req).editions) }),
    });
    app.post('/api/ops/annual/winners/ship', {
      schema: { tags, security, summary: 'Mark a physical prize with an address shipped, with its carrier and tracking number (once)', body: shipBody, response: responses(z.object({ drawId: int, shippedAt: z.string() })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => reply.ok(await ops.ship(req.body, operatorOf(req), auditWriter(req))),
    });
    app.post('/api/ops/annual/winners/ship-csv', {
      schema: {
        tags, security,
        summary: 'Ship prizes from a CSV of drawId,carrier,tracking lines; per-line results. dryRun: verdicts only. A file with an invalid or refused line ships nothing unless applyValid',
        body: shipCsvBody, response: responses(z.object({ dryRun: z.boolean(), shipped: int, ready: int, refused: int, invalid: int, lines: z.array(shipCsvLine) })),
      },
      // A tracking file is larger than the site's 64 KB default body; the schema bounds the text itself.
      bodyLimit: 512 * 1024,
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const { csv, dryRun, applyValid } = req.body;
        const result = await ops.shipCsv(csv, { dryRun, applyValid }, operatorOf(req), auditWriter(req));
        // A dry run or a held-back file changed nothing: no audit row (the fallback would write one).
        if (result.shipped === 0) req.opsAudited = true;
        return reply.ok(result);
      },
    });
    app.post('/api/ops/annual/forfeit/run', {
      schema: {
        tags, security, summary: 'Forfeit the physical prizes past their address deadline now (the job does it every minute); dryRun: the prizes it would forfeit',
        body: runBody, response: responses(z.object({ dryRun: z.boolean(), forfeited: int, draws: z.array(z.unknown()) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const result = await ops.forfeit(req.body?.dryRun ?? false, auditWriter(req));
        if (result.dryRun) req.opsAudited = true;
        return reply.ok(result);
      },
    });
    app.post('/api/ops/annual/histogram/run', {
      schema: {
        tags, security, summary: "Refresh every active event's match histogram (the report's percentile) now (the job does it every 10 minutes); dryRun: the events it would refresh",
        body: runBody, response: responses(z.object({ dryRun: z.boolean(), refreshed: int, events: z.array(z.string()) })),
      },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        const events = await ops.activeEvents();
        if (req.body?.dryRun) {
          req.opsAudited = true;
          return reply.ok({ dryRun: true, refreshed: 0, events });
        }
        // Derived data only (rebuilt from matches, as the job does): the refresh runs its own locked transaction
        // (report/match-histogram.ts), so its audit row follows it rather than sharing it (decision 0050).
        const refreshed = await reports.refreshHistograms();
        await writeAudit(ops.database, req, { action: 'annual.histogram.run', target: `${refreshed} events`, after: { refreshed, events }, reason: null });
        return reply.ok({ dryRun: false, refreshed, events });
      },
    });
  };
}
