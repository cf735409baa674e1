import type { ShippingAddress } from '@mecha/shared/address/schema';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, fail } from '../../../platform/errors.ts';
import { splitCsvLine, toCsv } from '../../mall/ops/orders-csv.ts';
import { forfeitAnnualDue } from '../forfeit.job.ts';
import { carrierSchema, trackingSchema, type WinnerState } from './ops-schemas.ts';

/** An export is one query; beyond this many rows an operator filters or ships some first. */
export const WINNERS_MAX = 10_000;

export interface Winner {
  drawId: number; number: number; state: WinnerState; drawnAt: string; prizeId: string; prizeName: string; qty: number;
  roleUid: string; yfyUid: string; addressDueAt: string | null; addressAt: string | null;
  name: string; phone: string; email: string; region: string; country: string; postcode: string; city: string; detail: string;
  shippedAt: string | null; carrier: string | null; tracking: string | null;
}
export const WINNER_CSV_COLUMNS = [
  'drawId', 'number', 'state', 'drawnAt', 'prizeId', 'prizeName', 'qty', 'roleUid', 'yfyUid', 'addressDueAt', 'addressAt',
  'name', 'phone', 'email', 'region', 'country', 'postcode', 'city', 'detail', 'shippedAt', 'carrier', 'tracking',
] as const satisfies readonly (keyof Winner)[];

/** The winners as CSV (the mall's spreadsheet-safe writer: formula cells neutralised, BOM, CRLF). Route and CLI share it. */
export const winnersCsv = (list: readonly Winner[]) => toCsv(WINNER_CSV_COLUMNS, list.map((w) => WINNER_CSV_COLUMNS.map((c) => w[c])));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A physical draw's state for the operator: its address still needed, awaiting shipment, forfeited, shipped. */
function stateOf(d: { address: ShippingAddress | null; forfeited_at: Date | null; address_due_at: Date | null; shipped_at: Date | null }, now: Date): WinnerState {
  if (d.shipped_at) return 'shipped';
  if (d.address) return 'awaiting';
  // Past its deadline is forfeited already, whether or not the job has swept it yet (the player can no longer send one).
  if (d.forfeited_at || (d.address_due_at && d.address_due_at <= now)) return 'forfeited';
  return 'needed';
}

export type ShipLine = { line: number; ok: true; drawId: number; carrier: string; tracking: string } | { line: number; ok: false; error: string };

/** A tracking file: one draw a line, `drawId,carrier,tracking`, an optional header, blank lines ignored. */
export function parseShipCsv(text: string): ShipLine[] {
  const out: ShipLine[] = [];
  text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = splitCsvLine(raw);
    if (!cells) return out.push({ line, ok: false, error: 'unterminated quote' });
    if (index === 0 && cells[0]?.toLowerCase() === 'drawid') return; // the header
    if (cells.length !== 3) return out.push({ line, ok: false, error: `expected 3 cells (drawId,carrier,tracking), found ${cells.length}` });
    const [id, carrier, tracking] = cells as [string, string, string];
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return out.push({ line, ok: false, error: 'drawId is not a draw id' });
    if (!carrierSchema.safeParse(carrier).success) return out.push({ line, ok: false, error: 'carrier must be 1–40 characters, not starting with = + - @' });
    if (!trackingSchema.safeParse(tracking).success) return out.push({ line, ok: false, error: 'tracking must be 4–40 letters, digits or hyphens' });
    return out.push({ line, ok: true, drawId: Number(id), carrier, tracking });
  });
  return out;
}

// Operators and the physical prizes won: the list to pack (JSON or CSV), marking one shipped or a file of them,
// and running the forfeit sweep now.
export class AnnualWinnersOps {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** An event's physical draws in a state (or all), oldest first. */
  async list(eventId: string, state: WinnerState | 'all'): Promise<Winner[]> {
    const now = this.clock.now();
    let q = this.db.selectFrom('annual_draws').selectAll().where('event_id', '=', eventId).where('physical', '=', true);
    if (state === 'shipped') q = q.where('shipped_at', 'is not', null);
    if (state === 'awaiting') q = q.where('address', 'is not', null).where('shipped_at', 'is', null);
    if (state === 'needed') q = q.where('address', 'is', null).where('forfeited_at', 'is', null).where('address_due_at', '>', now);
    if (state === 'forfeited') q = q.where('address', 'is', null).where((eb) => eb.or([eb('forfeited_at', 'is not', null), eb('address_due_at', '<=', now)]));
    const rows = await q.orderBy('id').limit(WINNERS_MAX).execute();
    return rows.map((d) => {
      const a = d.address;
      return {
        drawId: d.id, number: d.number, state: stateOf(d, now), drawnAt: d.drawn_at.toISOString(), prizeId: d.prize_id, prizeName: localisedOrAny(d.prize.names, 'zh-CN'), qty: d.prize.qty,
        roleUid: d.role_uid, yfyUid: d.yfy_uid, addressDueAt: iso(d.address_due_at), addressAt: iso(d.address_at),
        name: a?.name ?? '', phone: a?.phone ?? '', email: a?.email ?? '', region: a?.region ?? '', country: a?.country ?? '', postcode: a?.postcode ?? '', city: a?.city ?? '', detail: a?.detail ?? '',
        shippedAt: iso(d.shipped_at), carrier: d.carrier, tracking: d.tracking,
      };
    });
  }

  /** Marks a physical prize shipped: one conditional UPDATE (an address given, not shipped yet), so never twice. */
  async ship(s: { drawId: number; carrier: string; tracking: string }): Promise<{ drawId: number; shippedAt: string }> {
    const now = this.clock.now();
    const row = await this.db
      .updateTable('annual_draws')
      .set({ shipped_at: now, carrier: s.carrier, tracking: s.tracking })
      .where('id', '=', s.drawId)
      .where('physical', '=', true)
      .where('address', 'is not', null)
      .where('shipped_at', 'is', null)
      .returning(['id', 'shipped_at'])
      .executeTakeFirst();
    if (row) return { drawId: row.id, shippedAt: (row.shipped_at as Date).toISOString() };
    const d = await this.db.selectFrom('annual_draws').select(['physical', 'address', 'shipped_at', 'forfeited_at', 'address_due_at']).where('id', '=', s.drawId).executeTakeFirst();
    if (!d) return fail('annualDrawNotFound');
    if (!d.physical) return fail('annualAddressNotNeeded');
    if (d.shipped_at) return fail('infoLocked');
    return fail(stateOf(d, now) === 'forfeited' ? 'annualForfeited' : 'fillShipping');
  }

  /**
   * A file of tracking numbers. Every line is validated first; if any is malformed nothing is shipped (a file with
   * shifted columns must not half-apply) and each line's verdict is answered. Otherwise each draw ships on its own
   * (ship's conditional update): one refused is reported and the rest go on, so the same file twice ships nothing
   * twice.
   */
  async shipCsv(csv: string) {
    const lines = parseShipCsv(csv);
    const bad = lines.filter((l) => !l.ok);
    if (bad.length > 0 || lines.length === 0) {
      return { shipped: 0, refused: 0, invalid: bad.length, lines: lines.map((l) => (l.ok ? { line: l.line, drawId: l.drawId, result: 'notShipped' } : { line: l.line, result: 'invalid', error: l.error })) };
    }
    const results: { line: number; drawId: number; result: 'shipped' | 'refused'; error?: string }[] = [];
    for (const l of lines) {
      if (!l.ok) continue;
      try {
        await this.ship(l);
        results.push({ line: l.line, drawId: l.drawId, result: 'shipped' });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        results.push({ line: l.line, drawId: l.drawId, result: 'refused', error: e.key });
      }
    }
    return { shipped: results.filter((r) => r.result === 'shipped').length, refused: results.filter((r) => r.result === 'refused').length, invalid: 0, lines: results };
  }

  async forfeitNow(): Promise<{ forfeited: number }> {
    return { forfeited: await forfeitAnnualDue(this.db, this.clock) };
  }
}
