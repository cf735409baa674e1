import type { ShippingAddress } from '@mecha/shared/address/schema';
import { DAY } from '../../../platform/clock.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { opsCaller } from '../../mall/ops/ops-test-kit.ts';

// Shared steps of the anniversary operator tests: an event and prizes made through the operator API itself, draws
// inserted as rows (the player's draw is another helper's; these tests need a draw in each state, at once).

export const op = (t: TestApp) => opsCaller(t);
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** An event body, open from an hour ago for 30 days unless told otherwise. */
export function eventInput(t: TestApp, over: Record<string, unknown> = {}) {
  const now = unix(t.clock.now());
  return {
    id: 'anniv-test', edition: 'cn', titles: { en: 'Anniversary', 'zh-CN': '周年庆' }, rules: { en: 'Rules' },
    startsAt: now - 3600, endsAt: now + 30 * 86_400, characters: ['c01', 'c02', 'c03'],
    loginTickets: 1, voteTickets: 2, shareTickets: 1, loginTask: true, active: true, ...over,
  };
}

export function prizeInput(over: Record<string, unknown> = {}) {
  return { eventId: 'anniv-test', id: 'figure', names: { en: 'Figure', 'zh-CN': '手办' }, picture: null, physical: true, qty: 1, weight: 5, stockTotal: 3, sort: 1, ...over };
}

/** The event's odds history, oldest first: reason, prize and the weights in force. */
export async function oddsRows(t: TestApp, eventId = 'anniv-test') {
  const rows = await t.store.db.selectFrom('annual_odds_history').select(['from_draw', 'reason', 'prize_id', 'weights']).where('event_id', '=', eventId).orderBy('id').execute();
  return rows.map((r) => ({ fromDraw: r.from_draw, reason: r.reason, prizeId: r.prize_id, weights: r.weights.map((w) => `${w.prizeId}:${w.weight}`).join(' ') }));
}

let drawNumber = 0;
/** A draw row as the lottery writes it (physical: a 7-day address deadline from `drawnAt`). */
export async function insertDraw(
  t: TestApp,
  d: { eventId?: string; prizeId: string; physical: boolean; yfyUid: string; roleUid: string; drawnAt?: Date; address?: ShippingAddress | null; forfeited?: boolean },
): Promise<number> {
  const drawnAt = d.drawnAt ?? t.clock.now();
  const row = await t.store.db
    .insertInto('annual_draws')
    .values({
      // Numbers far above the lottery's own (draws_made), so a test may mix both.
      event_id: d.eventId ?? 'anniv-test', number: 1_000_000 + ++drawNumber, yfy_uid: d.yfyUid, role_uid: d.roleUid, prize_id: d.prizeId,
      prize: JSON.stringify({ names: { en: `Prize ${d.prizeId}`, 'zh-CN': `奖品 ${d.prizeId}` }, picture: null, physical: d.physical, qty: 1 }),
      drawn_at: drawnAt, grant_id: null, physical: d.physical,
      address: d.address ? JSON.stringify(d.address) : null, address_at: d.address ? drawnAt : null,
      address_due_at: d.physical ? new Date(drawnAt.getTime() + 7 * DAY) : null, forfeited_at: d.forfeited ? drawnAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
