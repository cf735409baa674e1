import type { ShippingAddress } from '@mecha/shared/address/schema';
import type { EditionCode } from '@mecha/shared/editions';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import { editionAllowed, seesPersonalData, type OpsRole } from '@mecha/shared/ops/roles';
import type { ForfeitRunResult, ShipCsvLine, ShipCsvResult, Winner, WinnerEvent, WinnersPage, WinnerState } from '@mecha/shared/annual/ops-api';
import type { Db } from '../../../db/client.ts';
import type { AuditWriter } from '../../../platform/audit-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, fail } from '../../../platform/errors.ts';
import { toCsv } from '../../../platform/csv.ts';
import type { OperatorContext } from '../../../platform/operator-context.ts';
import { assertOperatorEdition } from '../../../platform/operator-guard.ts';
import { forfeitAnnualDue } from '../forfeit.job.ts';
import { parseShipCsv, shipOne, stateOf } from './ship-draw.ts';

export { parseShipCsv } from './ship-draw.ts';
export type { Winner } from '@mecha/shared/annual/ops-api';

/** An export is one query; beyond this many rows an operator filters or ships some first. */
export const WINNERS_MAX = 10_000;

export const WINNER_CSV_COLUMNS = [
  'drawId', 'number', 'eventId', 'state', 'drawnAt', 'prizeId', 'prizeName', 'qty', 'roleUid', 'yfyUid', 'addressDueAt', 'addressAt',
  'name', 'phone', 'email', 'region', 'country', 'postcode', 'city', 'detail', 'shippedAt', 'carrier', 'tracking',
] as const satisfies readonly (keyof Winner)[];
/** The personal part of an address (as the mall's orders, decision 0046): region and country say where, not to whom. */
const PERSONAL = ['name', 'phone', 'email', 'postcode', 'city', 'detail'] as const satisfies readonly (keyof Winner)[];

/** The winners as CSV (spreadsheet-safe: formula cells neutralised, BOM, CRLF), less the columns the role may not see. */
export const winnersCsv = (list: readonly Winner[], role: OpsRole = 'admin') => {
  const columns = seesPersonalData(role) ? WINNER_CSV_COLUMNS : WINNER_CSV_COLUMNS.filter((c) => !(PERSONAL as readonly string[]).includes(c));
  return toCsv(columns, list.map((w) => columns.map((c) => w[c] ?? null)));
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Thrown inside the import's transaction to undo it when the file is held back. */
class HeldBack extends Error {}

// Operators and the physical prizes won (decision 0050): the list to pack (JSON pages or CSV; each read of
// addresses leaves an audit row), shipping one or a file, and the forfeit sweep now. Every change writes its audit
// row in its own transaction; a draw of an event of an edition the operator is not scoped to is refused.
export class AnnualWinnersOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** For the histogram run's audit row, written after the refresh's own transaction. */
  get database(): Db {
    return this.db;
  }

  /** The events of the operator's editions, newest first, with their count of physical prizes won. */
  async events(editions: OperatorContext['editions']): Promise<WinnerEvent[]> {
    let q = this.db
      .selectFrom('annual_events as e')
      .select((eb) => ['e.id', 'e.edition', 'e.titles', 'e.starts_at', eb.selectFrom('annual_draws as d').select((x) => x.fn.countAll<string>().as('n')).whereRef('d.event_id', '=', 'e.id').where('d.physical', '=', true).as('won')]);
    if (editions !== 'all') q = editions.length ? q.where('e.edition', 'in', editions as EditionCode[]) : q.where((eb) => eb.val(false));
    const rows = await q.orderBy('e.starts_at', 'desc').orderBy('e.id').limit(200).execute();
    return rows.map((r) => ({ id: r.id, edition: r.edition, title: localisedOrAny(r.titles as never, 'en'), won: Number(r.won) }));
  }

  /** The active events, whose histograms a run refreshes. */
  async activeEvents(): Promise<string[]> {
    const rows = await this.db.selectFrom('annual_events').select('id').where('active', '=', true).orderBy('id').execute();
    return rows.map((r) => r.id);
  }

  /** An event's physical draws in a state (or all), paged; with one audit row for the reading (it shows addresses). */
  async list(
    q: { eventId: string; state: WinnerState | 'all'; roleUid?: string | undefined; sort: 'drawId' | '-drawId'; page: number; size: number; format: 'json' | 'csv' },
    operator: OperatorContext,
    audit: AuditWriter,
  ): Promise<WinnersPage> {
    const now = this.clock.now();
    const event = await this.db.selectFrom('annual_events').select('edition').where('id', '=', q.eventId).executeTakeFirst();
    if (!event) return fail('annualNoEvent');
    assertOperatorEdition(operator, event.edition);
    const csv = q.format === 'csv';
    const [limit, offset] = csv ? [WINNERS_MAX, 0] : [q.size, (q.page - 1) * q.size];
    return this.db.transaction().execute(async (trx) => {
      let base = trx.selectFrom('annual_draws').where('event_id', '=', q.eventId).where('physical', '=', true);
      if (q.roleUid) base = base.where('role_uid', '=', q.roleUid);
      if (q.state === 'shipped') base = base.where('shipped_at', 'is not', null);
      if (q.state === 'awaiting') base = base.where('address', 'is not', null).where('shipped_at', 'is', null);
      if (q.state === 'needed') base = base.where('address', 'is', null).where('forfeited_at', 'is', null).where('address_due_at', '>', now);
      if (q.state === 'forfeited') base = base.where('address', 'is', null).where((eb) => eb.or([eb('forfeited_at', 'is not', null), eb('address_due_at', '<=', now)]));
      const rows = await base.selectAll().orderBy('id', q.sort === 'drawId' ? 'asc' : 'desc').limit(limit).offset(offset).execute();
      const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const list = rows.map((d) => present(d, now, operator.role));
      const addresses = seesPersonalData(operator.role);
      await audit(trx, { action: 'annual.winners.read', edition: event.edition, target: `${q.eventId}/${q.state}`, after: { format: q.format, page: csv ? null : q.page, rows: list.length, addresses }, reason: null });
      return { list, total: Number(n), page: csv ? 1 : q.page, size: csv ? list.length : q.size };
    });
  }

  /** Marks a physical prize shipped (once), with its audit row in the same transaction. */
  async ship(s: { drawId: number; carrier: string; tracking: string }, operator: OperatorContext, audit: AuditWriter): Promise<{ drawId: number; shippedAt: string }> {
    return this.db.transaction().execute(async (trx) => {
      const edition = await editionOfDraw(trx, s.drawId);
      if (edition) assertOperatorEdition(operator, edition);
      const out = await shipOne(trx, s, this.clock.now());
      await audit(trx, { action: 'annual.winners.ship', edition, target: String(s.drawId), before: { state: 'awaiting' }, after: { state: 'shipped', carrier: s.carrier, tracking: s.tracking }, reason: null });
      return out;
    });
  }

  /**
   * A file of tracking numbers, as the mall's import (decision 0046): malformed lines and a draw named twice are
   * `invalid`; a draw that is not there, of another edition, or cannot ship is `refused`. A dry run answers every
   * line's verdict and changes nothing. Otherwise the good lines ship in one transaction with one audit row; a file
   * with an invalid or refused line ships nothing unless `applyValid`. The same file twice ships nothing twice.
   */
  async shipCsv(csv: string, opts: { dryRun: boolean; applyValid: boolean }, operator: OperatorContext, audit: AuditWriter): Promise<ShipCsvResult> {
    const seen = new Map<number, number>();
    const lines: ShipCsvLine[] = parseShipCsv(csv).map((l) => {
      if (!l.ok) return { line: l.line, result: 'invalid', error: l.error };
      const first = seen.get(l.drawId);
      if (first !== undefined) return { line: l.line, drawId: l.drawId, result: 'invalid', error: `drawId repeats line ${first}` };
      seen.set(l.drawId, l.line);
      return { line: l.line, drawId: l.drawId, carrier: l.carrier, tracking: l.tracking, result: 'ready' };
    });
    const count = (r: ShipCsvLine['result']) => lines.filter((l) => l.result === r).length;
    const summary = (dryRun: boolean): ShipCsvResult => ({ dryRun, shipped: count('shipped'), ready: count('ready') + count('notShipped'), refused: count('refused'), invalid: count('invalid'), lines });
    const good = () => lines.filter((l) => l.result === 'ready');
    const holdBack = () => !opts.applyValid && (count('invalid') > 0 || count('refused') > 0);

    await this.db
      .transaction()
      .execute(async (trx) => {
        const now = this.clock.now();
        for (const l of good()) {
          try {
            const edition = await editionOfDraw(trx, l.drawId!);
            if (edition && !editionAllowed(operator.editions, edition as EditionCode)) throw new AppError('opsEditionForbidden');
            await shipOne(trx, { drawId: l.drawId!, carrier: l.carrier!, tracking: l.tracking! }, now);
            l.result = 'shipped';
          } catch (e) {
            if (!(e instanceof AppError)) throw e;
            Object.assign(l, { result: 'refused', error: e.key });
          }
        }
        // A dry run is the real run undone: its verdicts are exactly what applying would do now.
        if (opts.dryRun || holdBack()) throw new HeldBack();
        const shipped = lines.filter((l) => l.result === 'shipped');
        if (shipped.length > 0) {
          await audit(trx, {
            action: 'annual.winners.import',
            target: shipped.length === 1 ? String(shipped[0]!.drawId) : `${shipped.length} draws`,
            after: { shipped: shipped.map((l) => ({ drawId: l.drawId, carrier: l.carrier, tracking: l.tracking })), refused: count('refused'), invalid: count('invalid'), applyValid: opts.applyValid },
            reason: null,
          });
        }
      })
      .catch((e: unknown) => {
        if (!(e instanceof HeldBack)) throw e;
        for (const l of lines) if (l.result === 'shipped') l.result = opts.dryRun ? 'ready' : 'notShipped';
      });
    return summary(opts.dryRun);
  }

  /**
   * The forfeit sweep now (the job does it every minute). A dry run lists the prizes it would forfeit. The sweep
   * covers every event, as the job does: it only anticipates the deadline rule, nothing an operator chooses.
   */
  async forfeit(dryRun: boolean, audit: AuditWriter): Promise<ForfeitRunResult> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('annual_draws')
        .select(['id', 'event_id', 'prize_id', 'role_uid', 'address_due_at'])
        .where('physical', '=', true)
        .where('address', 'is', null)
        .where('forfeited_at', 'is', null)
        .where('address_due_at', '<=', now)
        .orderBy('id')
        .limit(WINNERS_MAX)
        .execute();
      const draws = due.map((d) => ({ drawId: d.id, eventId: d.event_id, prizeId: d.prize_id, roleUid: d.role_uid, addressDueAt: (d.address_due_at as Date).toISOString() }));
      if (dryRun) return { dryRun, forfeited: 0, draws };
      const forfeited = await forfeitAnnualDue(trx, this.clock);
      // Recorded even when nothing was due: the log shows who ran the sweep and when, not only what it changed.
      await audit(trx, { action: 'annual.forfeit.run', target: `${forfeited} draws`, after: { forfeited, draws: draws.map((d) => d.drawId) }, reason: null });
      return { dryRun, forfeited, draws };
    });
  }
}

/** The edition of a draw's event (null when the draw is not there). */
async function editionOfDraw(db: Db, drawId: number): Promise<string | null> {
  const row = await db.selectFrom('annual_draws as d').innerJoin('annual_events as e', 'e.id', 'd.event_id').select('e.edition').where('d.id', '=', drawId).executeTakeFirst();
  return row?.edition ?? null;
}

type DrawRow = {
  id: number; number: number; event_id: string; drawn_at: Date; prize_id: string; prize: { names: Record<string, string | undefined>; qty: number };
  role_uid: string; yfy_uid: string; address_due_at: Date | null; address_at: Date | null; address: ShippingAddress | null;
  forfeited_at: Date | null; shipped_at: Date | null; carrier: string | null; tracking: string | null;
};

function present(d: DrawRow, now: Date, role: OpsRole): Winner {
  const a = d.address;
  const w: Winner = {
    drawId: d.id, number: d.number, eventId: d.event_id, state: stateOf(d, now), drawnAt: d.drawn_at.toISOString(), prizeId: d.prize_id,
    prizeName: localisedOrAny(d.prize.names as never, 'zh-CN'), qty: d.prize.qty, roleUid: d.role_uid, yfyUid: d.yfy_uid,
    addressDueAt: iso(d.address_due_at), addressAt: iso(d.address_at),
    name: a?.name ?? '', phone: a?.phone ?? '', email: a?.email ?? '', region: a?.region ?? '', country: a?.country ?? '', postcode: a?.postcode ?? '', city: a?.city ?? '', detail: a?.detail ?? '',
    shippedAt: iso(d.shipped_at), carrier: d.carrier, tracking: d.tracking,
  };
  if (!seesPersonalData(role)) for (const f of PERSONAL) delete w[f];
  return w;
}
