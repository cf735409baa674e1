import { normaliseAddress, type ShippingAddress } from '@mecha/shared/address/schema';
import type { AnnualDraw } from '@mecha/shared/annual/api';
import type { Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { DrawnPrize } from '../../db/tables/annual.ts';
import type { Database } from '../../db/types.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import type { Clock } from '../../platform/clock.ts';

// A player's draws as the lottery page shows them, and a physical prize's address: one conditional UPDATE that
// only matches the account's own physical draw while its address is empty, not forfeited and before its
// deadline (SPEC §5: once, within 7 days; allowed after the event has ended).

export interface DrawRow {
  id: number;
  number: number;
  role_uid: string;
  prize_id: string;
  prize: DrawnPrize;
  drawn_at: Date;
  grant_id: number | null;
  physical: boolean;
  address: ShippingAddress | null;
  address_due_at: Date | null;
  forfeited_at: Date | null;
  shipped_at: Date | null;
  tracking: string | null;
  /** The virtual prize's mail (mail_outbox.status). */
  mail_status: string | null;
}

const base = (db: Db | Transaction<Database>) =>
  db
    .selectFrom('annual_draws as d')
    .leftJoin('mail_outbox as o', 'o.grant_id', 'd.grant_id')
    .select(['d.id', 'd.number', 'd.role_uid', 'd.prize_id', 'd.prize', 'd.drawn_at', 'd.grant_id', 'd.physical', 'd.address', 'd.address_due_at', 'd.forfeited_at', 'd.shipped_at', 'd.tracking', 'o.status as mail_status']);

/** A physical prize without an address is forfeited at its deadline even before the sweep has marked it. */
export function addressStateOf(d: Pick<DrawRow, 'physical' | 'address' | 'forfeited_at' | 'address_due_at' | 'shipped_at'>, now: Date): AnnualDraw['addressState'] {
  if (!d.physical) return null;
  if (d.shipped_at) return 'shipped';
  if (d.address) return 'submitted';
  return d.forfeited_at || (d.address_due_at && d.address_due_at <= now) ? 'forfeited' : 'needed';
}

export function drawIn(d: DrawRow, lang: Language, now: Date): AnnualDraw {
  return {
    id: d.id,
    number: d.number,
    prize: { id: d.prize_id, name: localised(d.prize.names, lang, d.prize_id), picture: d.prize.picture, physical: d.prize.physical, qty: d.prize.qty },
    uid: d.role_uid,
    drawnAt: unixSeconds(d.drawn_at),
    delivery: d.grant_id === null ? null : d.mail_status === 'delivered' ? 'delivered' : 'pending',
    addressState: addressStateOf(d, now),
    addressDueAt: d.address_due_at ? unixSeconds(d.address_due_at) : null,
    address: d.address,
    shippedAt: d.shipped_at ? unixSeconds(d.shipped_at) : null,
    tracking: d.tracking,
  };
}

export async function drawById(db: Db | Transaction<Database>, id: number): Promise<DrawRow | undefined> {
  return base(db).where('d.id', '=', id).executeTakeFirst();
}

/** one-year/record: the account's draws (every event), newest first. */
export async function drawRecord(db: Db, clock: Clock, yfyUid: string, page: number, size: number, lang: Language): Promise<{ list: AnnualDraw[]; hasMore: boolean }> {
  const rows = await base(db).where('d.yfy_uid', '=', yfyUid).orderBy('d.id', 'desc').offset((page - 1) * size).limit(size + 1).execute();
  const now = clock.now();
  return { list: rows.slice(0, size).map((r) => drawIn(r, lang, now)), hasMore: rows.length > size };
}

/** one-year/set-address: a physical prize's address, once, before its deadline. */
export async function setDrawAddress(db: Db, clock: Clock, yfyUid: string, drawId: number, address: ShippingAddress, lang: Language): Promise<AnnualDraw> {
  const now = clock.now();
  const updated = await db
    .updateTable('annual_draws')
    .set({ address: JSON.stringify(normaliseAddress(address)), address_at: now })
    .where('id', '=', drawId)
    .where('yfy_uid', '=', yfyUid)
    .where('physical', '=', true)
    .where('address', 'is', null)
    .where('forfeited_at', 'is', null)
    .where('address_due_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    const draw = await db.selectFrom('annual_draws').select(['physical', 'address']).where('id', '=', drawId).where('yfy_uid', '=', yfyUid).executeTakeFirst();
    if (!draw) return fail('annualDrawNotFound');
    if (!draw.physical) return fail('annualAddressNotNeeded');
    return fail(draw.address ? 'infoLocked' : 'annualForfeited');
  }
  const row = await drawById(db, drawId);
  if (!row) return fail('annualDrawNotFound');
  return drawIn(row, lang, now);
}
