import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { lotteryData } from '@mecha/shared/annual/api';
import { drawMessage, pickFair, uFromDigest, type PoolEntry } from '@mecha/shared/annual/fair-draw';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { localised } from '@mecha/shared/i18n/localised';
import type { DrawnPrize } from '../../db/tables/annual.ts';
import { DAY } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { grantIn } from '../welfare/grants.ts';
import type { AnnualDeps } from './annual-deps.ts';
import { drawById, drawIn } from './draws.ts';
import { recordOdds } from './odds.ts';
import { openEventOfRole } from './player-event.ts';
import { prizeTable } from './prize-table.ts';

/** SPEC §5: a physical prize's address within 7 days of the draw. */
export const ADDRESS_WINDOW_MS = 7 * DAY;

const DRAW_TITLE: Record<Language, (event: string) => string> = {
  'zh-CN': (e) => `${e}·幸运抽奖`,
  'zh-HK': (e) => `${e}·幸運抽獎`,
  en: (e) => `${e}: lucky draw`,
  ja: (e) => `${e}・ラッキードロー`,
};

/** u of draw number n: HMAC-SHA256 keyed with the event's seed (hex) over `draw:n`, its first 48 bits. */
export const drawU = (seedHex: string, n: number): bigint => uFromDigest(createHmac('sha256', Buffer.from(seedHex, 'hex')).update(drawMessage(n)).digest());

/** The odds history row in force for draw number n: the latest (from_draw, id) with from_draw ≤ n. */
export const poolSql = (eventId: string, n: number) =>
  sql<{ weights: PoolEntry[] }>`select weights from annual_odds_history where event_id = ${eventId} and from_draw <= ${n} order by from_draw desc, id desc limit 1`;

/**
 * one-year/lottery: one draw for one ticket, in one transaction where each guarantee is a statement:
 * the ticket (balance ≥ 1), the draw number (the event row's counter: its lock serialises the event's draws, so
 * the pool read next is the pool this draw changes), the pool (the odds row in force), the provably fair pick,
 * the stock (never below 0; at 0 the odds change for the next draw), the draw row and a virtual prize's mail.
 * Any refusal after the ticket rolls the whole draw back: the ticket is not spent.
 */
export async function drawOnce(deps: AnnualDeps, yfyUid: string, roleUid: string, lang: Language): Promise<z.infer<typeof lotteryData>> {
  const now = deps.clock.now();
  const { event, mailLanguage } = await openEventOfRole(deps, roleUid, now);
  const { drawId, tickets } = await deps.db.transaction().execute(async (trx) => {
    const ticket = await trx
      .updateTable('annual_tickets')
      .set({ balance: sql`balance - 1`, spent: sql`spent + 1` })
      .where('event_id', '=', event.id)
      .where('yfy_uid', '=', yfyUid)
      .where('balance', '>=', 1)
      .returning('balance')
      .executeTakeFirst();
    if (!ticket) return fail('annualNoTickets');

    const counter = await trx
      .updateTable('annual_events')
      .set({ draws_made: sql`draws_made + 1` })
      .where('id', '=', event.id)
      .where('active', '=', true)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .returning(['draws_made', 'seed'])
      .executeTakeFirst();
    if (!counter) return fail('annualEnded');
    const number = counter.draws_made;

    // Its own statement, after the counter's lock is held: a statement's snapshot is taken when it starts, so a
    // pool read folded into the counter's UPDATE (RETURNING a subquery) would miss a soldOut row committed by the
    // draw it waited for, and could hand out a prize that just ran out.
    const pool = (await poolSql(event.id, number).execute(trx)).rows[0]?.weights ?? [];
    const prizeId = pickFair(pool, drawU(counter.seed, number));
    if (prizeId === null) return fail('annualPoolEmpty');

    const prize = await trx
      .updateTable('annual_prizes')
      .set({ stock: sql`stock - 1` })
      .where('event_id', '=', event.id)
      .where('id', '=', prizeId)
      .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>', 0)]))
      .returning(['names', 'picture', 'physical', 'qty', 'stock'])
      .executeTakeFirst();
    // The odds row always lists only prizes in stock (recordOdds after every pool change, under this same lock):
    // a miss here is a broken invariant, not a player's mistake.
    if (!prize) throw new Error(`annual draw ${event.id}#${number}: ${prizeId} is in the pool but not in stock`);
    if (prize.stock === 0) await recordOdds(trx, event.id, 'soldOut', prizeId, now);

    // A virtual prize's grant first (its ref holds the draw number, unique per event), so the draw row is written
    // once with its grant_id: one statement fewer while the event row is locked.
    let grantId: number | null = null;
    if (!prize.physical) {
      const granted = await grantIn(trx, now, {
        owner: roleUid, source: 'annual', ref: `${event.id}/draw/${number}`, period: 'once', yfyUid, roleUid,
        items: [{ id: prizeId, qty: prize.qty, names: prize.names }],
        titles: Object.fromEntries(LANGUAGES.map((l) => [l, DRAW_TITLE[l](localised(event.titles, l, event.id))])),
        mailLanguage,
      });
      // A clash means the numbering is broken, not that the player did anything.
      if (granted === undefined) throw new Error(`annual draw ${event.id}#${number}: grant already exists`);
      grantId = granted;
    }
    const snapshot: DrawnPrize = { names: prize.names, picture: prize.picture, physical: prize.physical, qty: prize.qty };
    const draw = await trx
      .insertInto('annual_draws')
      .values({
        event_id: event.id, number, yfy_uid: yfyUid, role_uid: roleUid, prize_id: prizeId, prize: JSON.stringify(snapshot), drawn_at: now,
        grant_id: grantId, physical: prize.physical, address: null, address_at: null,
        address_due_at: prize.physical ? new Date(now.getTime() + ADDRESS_WINDOW_MS) : null,
        forfeited_at: null, shipped_at: null, carrier: null, tracking: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { drawId: draw.id, tickets: ticket.balance };
  });
  const row = await drawById(deps.db, drawId);
  if (!row) return fail('annualDrawNotFound');
  return { draw: drawIn(row, lang, now), tickets, prizes: await prizeTable(deps.db, event.id, lang) };
}
