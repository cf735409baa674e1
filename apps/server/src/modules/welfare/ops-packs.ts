import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { packBody, signinBody, WELFARE_OPS, type OpsPack, type PackId, type SigninDay } from '@mecha/shared/welfare/ops-api';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../platform/audit-log.ts';
import { responses } from '../../platform/envelope.ts';
import { OPERATOR_SECURITY, type OperatorGuard } from '../../platform/operator-guard.ts';
import { operatorOf } from '../../platform/operator-guard.ts';
import { assertWelfareScope } from './ops-scope.ts';

const tags = ['operators'];
const security = OPERATOR_SECURITY;
const KIND = { xslb: 'newcomer', qzlb: 'daily', mzlb: 'weekly', dylb: 'subscriber' } as const;
const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const date = (s: number | null) => (s === null ? null : new Date(s * 1000));

/** Every pack with its grants counted (all periods). */
export async function listPacks(db: Db): Promise<OpsPack[]> {
  const [packs, claims] = await Promise.all([
    db.selectFrom('gift_packs').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('reward_grants').select(['ref', (eb) => eb.fn.countAll<string>().as('n')]).where('source', '=', 'pack').groupBy('ref').execute(),
  ]);
  const count = new Map(claims.map((c) => [c.ref, Number(c.n)]));
  return packs.map((p) => ({ id: p.id as PackId, kind: p.kind, titles: p.titles, items: p.items, active: p.active, startsAt: secs(p.starts_at), endsAt: secs(p.ends_at), claims: count.get(p.id) ?? 0 }));
}

export async function listSignin(db: Db): Promise<SigninDay[]> {
  const rows = await db.selectFrom('signin_rewards').selectAll().orderBy('day').execute();
  return rows.map((r) => ({ day: r.day, titles: r.titles, items: r.items }));
}

// Gift packs and the 7-day sign-in strip: read, and change with the audit row (before/after) in the change's
// transaction. Both are site-wide (no edition column), so changing them needs an operator of every edition.
export function welfarePackRoutes(db: Db, operatorOnly: OperatorGuard) {
  return async (base: FastifyInstance) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const signinDays = z.array(z.object({ day: z.number(), titles: z.record(z.string(), z.string()), items: z.array(z.unknown()) }));

    app.get(WELFARE_OPS.packs, {
      schema: { tags, security, summary: 'The gift packs with items, titles, window, on/off and how often each was claimed', response: responses(z.object({ packs: z.array(z.unknown()) })) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ packs: await listPacks(db) }),
    });

    app.post(WELFARE_OPS.packs, {
      schema: { tags, security, summary: 'Create or change a gift pack (items, titles, window, on/off); site-wide: operators of every edition', body: packBody, response: responses(z.object({ ok: z.literal(true) })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        assertWelfareScope(operatorOf(req), null);
        const b = req.body;
        const values = { kind: KIND[b.id], titles: JSON.stringify(b.titles), items: JSON.stringify(b.items), active: b.active, starts_at: date(b.startsAt), ends_at: date(b.endsAt) };
        await db.transaction().execute(async (trx) => {
          const before = await trx.selectFrom('gift_packs').selectAll().where('id', '=', b.id).forUpdate().executeTakeFirst();
          await trx.insertInto('gift_packs').values({ id: b.id, sort: 0, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
          await writeAudit(trx, req, { action: 'welfare.pack', target: b.id, before: before ?? null, after: b });
        });
        return reply.ok({ ok: true as const });
      },
    });

    app.get(WELFARE_OPS.signin, {
      schema: { tags, security, summary: 'The 7-day sign-in rewards (site-wide)', response: responses(z.object({ days: signinDays })) },
      preValidation: [operatorOnly],
      handler: async (_req, reply) => reply.ok({ days: await listSignin(db) }),
    });

    app.post(WELFARE_OPS.signin, {
      schema: { tags, security, summary: 'Change the 7 days\' rewards at once; site-wide: operators of every edition', body: signinBody, response: responses(z.object({ days: signinDays })) },
      preValidation: [operatorOnly],
      handler: async (req, reply) => {
        assertWelfareScope(operatorOf(req), null);
        const days = [...req.body.days].sort((a, b) => a.day - b.day);
        await db.transaction().execute(async (trx) => {
          const before = await trx.selectFrom('signin_rewards').selectAll().orderBy('day').forUpdate().execute();
          for (const d of days) {
            const values = { titles: JSON.stringify(d.titles), items: JSON.stringify(d.items) };
            await trx.insertInto('signin_rewards').values({ day: d.day, ...values }).onConflict((oc) => oc.column('day').doUpdateSet(values)).execute();
          }
          await writeAudit(trx, req, { action: 'welfare.signin', target: 'days 1-7', before: before.map((r) => ({ day: r.day, titles: r.titles, items: r.items })), after: days });
        });
        return reply.ok({ days: await listSignin(db) });
      },
    });
  };
}
