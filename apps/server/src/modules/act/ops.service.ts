import type { OpsEventDetail, OpsEventSummary } from '@mecha/shared/act/ops-api';
import type { EditionCode } from '@mecha/shared/editions';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import type { Currency } from '@mecha/shared/pay/money';
import type { Db } from '../../db/client.ts';
import type { PrizeRow } from '../../db/tables/act.ts';
import type { AuditWriter } from '../../platform/audit-log.ts';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import type { ActEvents } from './act-events.ts';
import { ActClaimsOps } from './ops-claims.ts';
import { assertEditionScope } from '../../platform/operator-guard.ts';

export interface EventInput {
  id: string;
  edition: string;
  currency: Currency;
  titles: Record<string, string>;
  rules: Record<string, string>;
  startsAt: number;
  endsAt: number;
  active: boolean;
  tiers: { id: string; thresholdMinor: number; prizes: PrizeRow[]; sort?: number | undefined }[];
}

// Operators: events and tiers (here), the claims of an event, shipping and the forfeit sweep (ops-claims.ts).
// `scope` is the operator's editions: an event found by id is held to it inside the transaction, before the audit
// row, so a refused change leaves neither.
export class ActOpsService {
  readonly claims: ActClaimsOps;
  constructor(
    private readonly db: Db,
    clock: Clock,
    private readonly events: ActEvents,
  ) {
    this.claims = new ActClaimsOps(db, clock);
  }

  /** Creates or replaces an event and its tiers. A tier somebody already claimed cannot be removed (1020). */
  async saveEvent(e: EventInput, audit?: AuditWriter, scope: OpsEditions = 'all'): Promise<{ created: boolean }> {
    const values = {
      edition: e.edition, currency: e.currency, titles: JSON.stringify(e.titles), rules: JSON.stringify(e.rules),
      starts_at: new Date(e.startsAt * 1000), ends_at: new Date(e.endsAt * 1000), active: e.active,
    };
    const created = await this.db.transaction().execute(async (trx) => {
      const existed = await trx.selectFrom('act_events').selectAll().where('id', '=', e.id).forUpdate().executeTakeFirst();
      // The stored event's edition too: the body's edition (checked by the guard) could move another edition's event.
      if (existed) assertEditionScope(scope, existed.edition);
      const tiersBefore = existed ? await trx.selectFrom('act_tiers').selectAll().where('event_id', '=', e.id).orderBy('sort').execute() : [];
      await trx.insertInto('act_events').values({ id: e.id, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
      for (const [i, t] of e.tiers.entries()) {
        const tier = { threshold_minor: t.thresholdMinor, prizes: JSON.stringify(t.prizes), sort: t.sort ?? i + 1 };
        await trx.insertInto('act_tiers').values({ event_id: e.id, id: t.id, ...tier }).onConflict((oc) => oc.columns(['event_id', 'id']).doUpdateSet(tier)).execute();
      }
      const keep = e.tiers.map((t) => t.id);
      await trx
        .deleteFrom('act_tiers')
        .where('event_id', '=', e.id)
        .where('id', 'not in', keep)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('act_claims as c').select('c.id').whereRef('c.event_id', '=', 'act_tiers.event_id').whereRef('c.tier_id', '=', 'act_tiers.id'))))
        .execute();
      const claimed = await trx.selectFrom('act_tiers').select('id').where('event_id', '=', e.id).where('id', 'not in', keep).execute();
      if (claimed.length) fail('conflict', { tiersWithClaims: claimed.map((t) => t.id) });
      await audit?.(trx, { action: 'act.event', edition: e.edition, target: e.id, before: existed ? { ...existed, tiers: tiersBefore } : null, after: e });
      return !existed;
    });
    this.events.forget();
    return { created };
  }

  async listEvents(scope: OpsEditions = 'all'): Promise<OpsEventSummary[]> {
    if (scope !== 'all' && scope.length === 0) return [];
    let q = this.db
      .selectFrom('act_events as e')
      .select(['e.id', 'e.edition', 'e.currency', 'e.titles', 'e.starts_at', 'e.ends_at', 'e.active'])
      .select((eb) => [
        eb.selectFrom('act_tiers as t').select((x) => x.fn.countAll<number>().as('n')).whereRef('t.event_id', '=', 'e.id').as('tiers'),
        eb.selectFrom('act_claims as c').select((x) => x.fn.countAll<number>().as('n')).whereRef('c.event_id', '=', 'e.id').as('claims'),
      ]);
    if (scope !== 'all') q = q.where('e.edition', 'in', scope as EditionCode[]);
    const rows = await q.orderBy('e.starts_at', 'desc').limit(500).execute();
    return rows.map((r) => ({ id: r.id, edition: r.edition, currency: r.currency, title: r.titles.en ?? Object.values(r.titles)[0] ?? r.id, startsAt: unixSeconds(r.starts_at), endsAt: unixSeconds(r.ends_at), active: r.active, tiers: Number(r.tiers), claims: Number(r.claims) }));
  }

  /** One event as stored, with its tiers and each tier's claim count (the console edits it). */
  async eventDetail(id: string, scope: OpsEditions): Promise<OpsEventDetail> {
    const e = await this.db.selectFrom('act_events').selectAll().where('id', '=', id).executeTakeFirst();
    if (!e) return fail('actEventNotFound');
    assertEditionScope(scope, e.edition);
    const tiers = await this.db
      .selectFrom('act_tiers as t')
      .selectAll('t')
      .select((eb) => eb.selectFrom('act_claims as c').select((x) => x.fn.countAll<number>().as('n')).whereRef('c.event_id', '=', 't.event_id').whereRef('c.tier_id', '=', 't.id').as('claims'))
      .where('t.event_id', '=', id)
      .orderBy('t.sort')
      .orderBy('t.threshold_minor')
      .execute();
    return {
      id: e.id, edition: e.edition, currency: e.currency, titles: e.titles, rules: e.rules, startsAt: unixSeconds(e.starts_at), endsAt: unixSeconds(e.ends_at), active: e.active,
      tiers: tiers.map((t) => ({ id: t.id, thresholdMinor: t.threshold_minor, sort: t.sort, claims: Number(t.claims), prizes: t.prizes.map((p) => ({ id: p.id, names: p.names, qty: p.qty, physical: p.physical, picture: p.picture ?? null })) })),
    };
  }
}
