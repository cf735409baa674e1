import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/client.ts';
import type { Database } from '../../../db/types.ts';
import { DAY, unixSeconds, type Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/errors.ts';
import type { AuditWriter } from '../../../platform/audit-log.ts';
import type { OperatorContext } from '../../../platform/operator-context.ts';
import { assertOperatorEdition } from '../../../platform/operator-guard.ts';
import type { EditionCode } from '@mecha/shared/editions';
import type { OpsAnnualEvent, OpsOddsEntry } from '@mecha/shared/annual/ops-api';
import { phaseOf, type AnnualEvents } from '../annual-events.ts';
import { recordOdds } from '../odds.ts';
import { newEventSeed } from './event-seed.ts';
import type { EventInput, PrizeInput } from './ops-schemas.ts';

const date = (s: number) => new Date(s * 1000);
/** What the audit row keeps of an event (never its secret seed). */
const eventAudit = <T extends { seed: string }>({ seed: _seed, ...rest }: T) => rest;
/** A refusal naming the field and why (the CLI prints `path: message` lines, as for a schema's issues). */
const refuse = (path: string, message: string): never => fail('paramError', { issues: [{ path, message }] });
/** The default report year: the 365 days before the event starts (PRODUCT.md: "the year before it opens"). */
export const REPORT_YEAR_MS = 365 * DAY;

// Operators and the anniversary event's definition: events (window, report year, vote characters, task tickets),
// the prize pool (weights, stock, physical or virtual) and support's goodwill tickets. Every change of the pool a
// draw walks writes a dated odds-history row in the same transaction, under the event row's lock, as the draws
// do (odds.ts): the odds a page shows are always those the next draw uses. Each change writes its audit row in its
// own transaction (decision 0050) and is refused for an event of an edition the operator is not scoped to.
export class AnnualEventsOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly events: AnnualEvents,
  ) {}

  /** The operator's editions' events, newest first, with their prizes and counts; the seed only once ended. */
  async list(editions: OperatorContext['editions'] = 'all'): Promise<OpsAnnualEvent[]> {
    const now = this.clock.now();
    let query = this.db.selectFrom('annual_events as e');
    if (editions !== 'all') query = editions.length ? query.where('e.edition', 'in', editions as EditionCode[]) : query.where(sql<boolean>`false`);
    const rows = await query
      .selectAll('e')
      .select((eb) => [
        eb.selectFrom('annual_votes as v').select((x) => x.fn.countAll<string>().as('n')).whereRef('v.event_id', '=', 'e.id').as('votes'),
        eb.selectFrom('annual_draws as d').select((x) => x.fn.countAll<string>().as('n')).whereRef('d.event_id', '=', 'e.id').as('draws'),
        eb.selectFrom('annual_tickets as t').select(sql<string>`coalesce(sum(t.earned), 0)`.as('n')).whereRef('t.event_id', '=', 'e.id').as('issued'),
        eb.selectFrom('annual_tickets as t').select(sql<string>`coalesce(sum(t.spent), 0)`.as('n')).whereRef('t.event_id', '=', 'e.id').as('spent'),
      ])
      .orderBy('e.starts_at', 'desc')
      .orderBy('e.id')
      .limit(200)
      .execute();
    const prizes = rows.length
      ? await this.db.selectFrom('annual_prizes').selectAll().where('event_id', 'in', rows.map((r) => r.id)).orderBy('sort').orderBy('id').execute()
      : [];
    return rows.map((e) => {
      const phase = phaseOf(e, now);
      return {
        id: e.id, edition: e.edition, titles: e.titles, rules: e.rules, phase, active: e.active,
        startsAt: unixSeconds(e.starts_at), endsAt: unixSeconds(e.ends_at), reportFrom: unixSeconds(e.report_from), reportTo: unixSeconds(e.report_to),
        characters: e.characters, loginTickets: e.login_tickets, voteTickets: e.vote_tickets, shareTickets: e.share_tickets, loginTask: e.login_task,
        seedHash: e.seed_hash, seed: phase === 'ended' ? e.seed : null,
        counts: { votes: Number(e.votes), draws: Number(e.draws), drawsMade: e.draws_made, ticketsIssued: Number(e.issued), ticketsSpent: Number(e.spent) },
        prizes: prizes
          .filter((p) => p.event_id === e.id)
          .map((p) => ({ id: p.id, names: p.names, picture: p.picture, physical: p.physical, qty: p.qty, weight: p.weight, stock: p.stock, stockTotal: p.stock_total, sort: p.sort, inPool: p.stock === null || p.stock > 0 })),
      };
    });
  }

  /**
   * Creates an event (with a new secret seed and its hash) or changes one. The seed never changes; once the event
   * has opened its edition, start and report year are fixed (players' tickets, votes and reports rest on them);
   * its end, texts, characters, tickets and switches may still change.
   */
  async saveEvent(e: EventInput, operator: OperatorContext, audit: AuditWriter): Promise<{ id: string; created: boolean; seedHash: string }> {
    const now = this.clock.now();
    const out = await this.db.transaction().execute(async (trx) => {
      const old = await trx.selectFrom('annual_events').selectAll().where('id', '=', e.id).forUpdate().executeTakeFirst();
      // The body's edition was checked by the guard; an existing event's own edition is checked here.
      if (old) assertOperatorEdition(operator, old.edition);
      const opened = old !== undefined && old.starts_at <= now;
      let reportFrom = e.reportFrom === undefined ? new Date(date(e.startsAt).getTime() - REPORT_YEAR_MS) : date(e.reportFrom);
      let reportTo = e.reportTo === undefined ? date(e.startsAt) : date(e.reportTo);
      if (old && opened) {
        if (old.edition !== e.edition) refuse('edition', 'the event has opened: its edition is fixed');
        if (unixSeconds(old.starts_at) !== e.startsAt) refuse('startsAt', `the event has opened: startsAt stays ${unixSeconds(old.starts_at)}`);
        if (e.reportFrom === undefined) [reportFrom, reportTo] = [old.report_from, old.report_to];
        else if (+reportFrom !== +old.report_from || +reportTo !== +old.report_to) refuse('reportFrom', 'the event has opened: its report year is fixed');
      }
      const values = {
        edition: e.edition, titles: JSON.stringify(e.titles), rules: JSON.stringify(e.rules), starts_at: date(e.startsAt), ends_at: date(e.endsAt),
        report_from: reportFrom, report_to: reportTo, characters: JSON.stringify(e.characters), login_tickets: e.loginTickets,
        vote_tickets: e.voteTickets, share_tickets: e.shareTickets, login_task: e.loginTask, active: e.active,
      };
      const after = { ...e, reportFrom: unixSeconds(reportFrom), reportTo: unixSeconds(reportTo) };
      if (old) {
        await trx.updateTable('annual_events').set(values).where('id', '=', e.id).execute();
        await audit(trx, { action: 'annual.event.save', edition: e.edition, target: e.id, before: eventAudit(old), after, reason: null });
        return { id: e.id, created: false, seedHash: old.seed_hash };
      }
      const { seed, seedHash } = newEventSeed();
      await trx.insertInto('annual_events').values({ id: e.id, ...values, seed, seed_hash: seedHash }).execute();
      // The seed stays out of the log (it is secret until the event ends); its hash is public.
      await audit(trx, { action: 'annual.event.create', edition: e.edition, target: e.id, before: null, after: { ...after, seedHash }, reason: null });
      return { id: e.id, created: true, seedHash };
    });
    this.events.forget();
    return out;
  }

  /**
   * Creates a prize (its stock = stockTotal) or changes one's names, picture, weight and sort (its stock moves only
   * by moveStock, so a re-sent definition cannot undo draws). Physical and qty may change only before the prize was
   * first drawn. Writes an odds row when the pool changes.
   */
  async savePrize(p: PrizeInput, operator: OperatorContext, audit: AuditWriter): Promise<{ eventId: string; id: string; created: boolean; oddsChanged: boolean }> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const edition = await this.lockEvent(trx, p.eventId, operator);
      const target = `${p.eventId}/${p.id}`;
      const old = await trx.selectFrom('annual_prizes').selectAll().where('event_id', '=', p.eventId).where('id', '=', p.id).executeTakeFirst();
      const fields = { names: JSON.stringify(p.names), picture: p.picture, weight: p.weight, sort: p.sort, physical: p.physical, qty: p.qty };
      if (!old) {
        await trx.insertInto('annual_prizes').values({ event_id: p.eventId, id: p.id, ...fields, stock: p.stockTotal, stock_total: p.stockTotal }).execute();
        const inPool = p.stockTotal === null || p.stockTotal > 0;
        if (inPool) await this.oddsChanged(trx, p.eventId, p.id, now);
        await audit(trx, { action: 'annual.prize.create', edition, target, before: null, after: p, reason: null });
        return { eventId: p.eventId, id: p.id, created: true, oddsChanged: inPool };
      }
      if (old.physical !== p.physical || old.qty !== p.qty) {
        const drawn = await trx.selectFrom('annual_draws').select('id').where('event_id', '=', p.eventId).where('prize_id', '=', p.id).limit(1).executeTakeFirst();
        if (drawn) refuse(old.physical !== p.physical ? 'physical' : 'qty', 'the prize has been drawn: physical and qty are fixed');
      }
      await trx.updateTable('annual_prizes').set(fields).where('event_id', '=', p.eventId).where('id', '=', p.id).execute();
      const inPool = old.stock === null || old.stock > 0;
      const changed = inPool && (old.weight !== p.weight || old.sort !== p.sort);
      if (changed) await this.oddsChanged(trx, p.eventId, p.id, now);
      const before = { names: old.names, picture: old.picture, weight: old.weight, sort: old.sort, physical: old.physical, qty: old.qty };
      await audit(trx, { action: 'annual.prize.save', edition, target, before, after: { ...fields, names: p.names, oddsChanged: changed }, reason: null });
      return { eventId: p.eventId, id: p.id, created: false, oddsChanged: changed };
    });
  }

  /**
   * Adds (or with a negative delta removes) units: one conditional UPDATE, never below zero. A prize reaching 0
   * leaves the pool, one coming back from 0 joins it again: both write an odds row.
   */
  async moveStock(
    s: { eventId: string; prizeId: string; delta: number; reason: string },
    operator: OperatorContext,
    audit: AuditWriter,
  ): Promise<{ eventId: string; prizeId: string; stock: number; stockTotal: number; oddsChanged: boolean }> {
    const { eventId, prizeId, delta } = s;
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const edition = await this.lockEvent(trx, eventId, operator);
      const row = await trx
        .updateTable('annual_prizes')
        .set({ stock: sql<number>`stock + ${delta}`, stock_total: sql<number>`greatest(stock_total + ${delta}, stock + ${delta})` })
        .where('event_id', '=', eventId)
        .where('id', '=', prizeId)
        .where('stock', 'is not', null)
        .where(sql<boolean>`stock + ${delta} >= 0`)
        .returning(['stock', 'stock_total'])
        .executeTakeFirst();
      if (!row) {
        const prize = await trx.selectFrom('annual_prizes').select('stock').where('event_id', '=', eventId).where('id', '=', prizeId).executeTakeFirst();
        if (!prize) return fail('notFound', { issues: [{ path: 'prizeId', message: `no prize ${prizeId} in ${eventId}` }] });
        if (prize.stock === null) return refuse('prizeId', 'an unlimited prize has no stock');
        return refuse('delta', `stock would fall below 0 (${prize.stock} left)`);
      }
      const stock = row.stock as number;
      const before = stock - delta;
      const changed = (before === 0) !== (stock === 0);
      if (changed) await this.oddsChanged(trx, eventId, prizeId, now);
      const stockTotal = row.stock_total as number;
      await audit(trx, { action: 'annual.prize.stock', edition, target: `${eventId}/${prizeId}`, before: { stock: before }, after: { stock, stockTotal, delta, oddsChanged: changed }, reason: s.reason });
      return { eventId, prizeId, stock, stockTotal, oddsChanged: changed };
    });
  }

  /** Support's goodwill tickets, to a role's bound account or an account; refused once the event has ended. */
  async grantTickets(g: { eventId: string; uid?: string | undefined; yfyUid?: string | undefined; tickets: number; reason: string }, operator: OperatorContext, audit: AuditWriter) {
    const event = await this.events.byId(g.eventId);
    if (!event) return fail('annualNoEvent');
    assertOperatorEdition(operator, event.edition);
    if (phaseOf(event, this.clock.now()) === 'ended') return fail('annualEnded');
    let yfyUid = g.yfyUid;
    if (g.uid !== undefined) {
      const bound = await this.db.selectFrom('account_roles').select('yfy_uid').where('uid', '=', g.uid).executeTakeFirst();
      if (!bound) return fail('roleNotBound');
      yfyUid = bound.yfy_uid;
    } else {
      const account = await this.db.selectFrom('accounts').select('yfy_uid').where('yfy_uid', '=', yfyUid as string).executeTakeFirst();
      if (!account) return fail('notFound', { issues: [{ path: 'yfyUid', message: 'no such account' }] });
    }
    const row = await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('annual_tickets')
        .values({ event_id: g.eventId, yfy_uid: yfyUid as string, balance: g.tickets, earned: g.tickets, spent: 0 })
        .onConflict((oc) => oc.columns(['event_id', 'yfy_uid']).doUpdateSet({ balance: sql<number>`annual_tickets.balance + ${g.tickets}`, earned: sql<number>`annual_tickets.earned + ${g.tickets}` }))
        .returning(['balance', 'earned', 'spent'])
        .executeTakeFirstOrThrow();
      const after = { eventId: g.eventId, uid: g.uid ?? null, granted: g.tickets, balance: r.balance, earned: r.earned };
      await audit(trx, { action: 'annual.tickets.grant', edition: event.edition, target: yfyUid as string, before: { balance: r.balance - g.tickets }, after, reason: g.reason });
      return r;
    });
    return { eventId: g.eventId, yfyUid: yfyUid as string, uid: g.uid ?? null, tickets: row.balance, earned: row.earned, spent: row.spent };
  }

  /** The event's odds history, newest first: the weights in force from each draw number on. */
  async odds(eventId: string, operator: OperatorContext): Promise<OpsOddsEntry[]> {
    const event = await this.events.byId(eventId);
    if (!event) return fail('annualNoEvent');
    assertOperatorEdition(operator, event.edition);
    const rows = await this.db.selectFrom('annual_odds_history').selectAll().where('event_id', '=', eventId).orderBy('from_draw', 'desc').orderBy('id', 'desc').limit(500).execute();
    return rows.map((h) => ({ at: unixSeconds(h.at), fromDraw: h.from_draw, reason: h.reason, prizeId: h.prize_id, weights: h.weights }));
  }

  /**
   * The event row's lock, as the draw takes it (odds.ts): no draw slips between a pool change and its odds row.
   * Refuses an event of an edition the operator is not scoped to; answers its edition for the audit row.
   */
  private async lockEvent(trx: Transaction<Database>, eventId: string, operator: OperatorContext): Promise<string> {
    const event = await trx.selectFrom('annual_events').select(['id', 'edition']).where('id', '=', eventId).forUpdate().executeTakeFirst();
    if (!event) return fail('annualNoEvent');
    assertOperatorEdition(operator, event.edition);
    return event.edition;
  }

  /** The first odds row of an event is its opening pool; later ones are the operator's changes. */
  private async oddsChanged(trx: Transaction<Database>, eventId: string, prizeId: string, now: Date) {
    const any = await trx.selectFrom('annual_odds_history').select('id').where('event_id', '=', eventId).limit(1).executeTakeFirst();
    await recordOdds(trx, eventId, any ? 'operator' : 'opened', prizeId, now);
  }
}
