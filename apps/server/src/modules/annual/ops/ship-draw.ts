import type { ShippingAddress } from '@mecha/shared/address/schema';
import { carrierSchema, trackingSchema, type WinnerState } from '@mecha/shared/annual/ops-api';
import type { Db } from '../../../db/client.ts';
import { fail } from '../../../platform/errors.ts';
import { splitCsvLine } from '../../../platform/csv.ts';

// One physical prize shipped, and the tracking file's lines: the parts the single call and the import share.

/** A physical draw's state for the operator: its address still needed, awaiting shipment, forfeited, shipped. */
export function stateOf(d: { address: ShippingAddress | null; forfeited_at: Date | null; address_due_at: Date | null; shipped_at: Date | null }, now: Date): WinnerState {
  if (d.shipped_at) return 'shipped';
  if (d.address) return 'awaiting';
  // Past its deadline is forfeited already, whether or not the job has swept it yet (the player can no longer send one).
  if (d.forfeited_at || (d.address_due_at && d.address_due_at <= now)) return 'forfeited';
  return 'needed';
}

/** Marks a physical prize shipped: one conditional UPDATE (an address given, not shipped yet), so never twice. */
export async function shipOne(db: Db, s: { drawId: number; carrier: string; tracking: string }, now: Date): Promise<{ drawId: number; shippedAt: string }> {
  const row = await db
    .updateTable('annual_draws')
    .set({ shipped_at: now, carrier: s.carrier, tracking: s.tracking })
    .where('id', '=', s.drawId)
    .where('physical', '=', true)
    .where('address', 'is not', null)
    .where('shipped_at', 'is', null)
    .returning(['id', 'shipped_at'])
    .executeTakeFirst();
  if (row) return { drawId: row.id, shippedAt: (row.shipped_at as Date).toISOString() };
  const d = await db.selectFrom('annual_draws').select(['physical', 'address', 'shipped_at', 'forfeited_at', 'address_due_at']).where('id', '=', s.drawId).executeTakeFirst();
  if (!d) return fail('annualDrawNotFound');
  if (!d.physical) return fail('annualAddressNotNeeded');
  if (d.shipped_at) return fail('infoLocked');
  return fail(stateOf(d, now) === 'forfeited' ? 'annualForfeited' : 'fillShipping');
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
