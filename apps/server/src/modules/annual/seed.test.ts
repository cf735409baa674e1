import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { EDITION_CODES } from '@mecha/shared/editions';
import { CHARACTERS } from '@mecha/shared/game/characters';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { DAY, MINUTE } from '../../platform/clock.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { opsCaller } from '../mall/ops/ops-test-kit.ts';
import { AnnualEvents, phaseOf } from './annual-events.ts';
import { seedHashOf } from './ops/event-seed.ts';
import { pictureSchema } from './ops/ops-schemas.ts';
import { SEED_PRIZES, SEED_TITLE, seedAnnual } from './seed.ts';

// The demo anniversary event of a fresh sim site: one per edition, open now, with its pool and opening odds, and
// seeding again changes nothing (not an operator's change either).
describe('demo anniversary seed', () => {
  let t: TestApp;
  let seededAt: Date;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { seedContent: true });
    seededAt = t.clock.now();
  });
  afterAll(() => t.close());
  const snapshot = async () => ({
    events: await t.store.db.selectFrom('annual_events').selectAll().orderBy('id').execute(),
    prizes: await t.store.db.selectFrom('annual_prizes').selectAll().orderBy('event_id').orderBy('id').execute(),
    odds: await t.store.db.selectFrom('annual_odds_history').select(['event_id', 'from_draw', 'reason', 'prize_id', 'weights']).orderBy('id').execute(),
  });

  it('opens one event per edition now: 30 days, the report year before it, 12 characters, tickets 1 / 2 / 1', async () => {
    const { events } = await snapshot();
    expect(events.map((e) => e.id)).toEqual(EDITION_CODES.map((e) => `anniversary-${e}`).sort());
    const reader = new AnnualEvents(t.store.db);
    for (const edition of EDITION_CODES) {
      const e = (await reader.pick(edition, seededAt))!;
      expect(e.id).toBe(`anniversary-${edition}`);
      expect(phaseOf(e, seededAt)).toBe('open');
      expect(+e.starts_at).toBe(+seededAt - MINUTE);
      expect(+e.ends_at - +e.starts_at).toBe(30 * DAY);
      expect(+e.report_to).toBe(+e.starts_at);
      expect(+e.report_to - +e.report_from).toBe(365 * DAY);
      expect(e.characters).toHaveLength(12);
      expect(new Set(e.characters).size).toBe(12);
      for (const c of e.characters) expect(CHARACTERS.some((x) => x.id === c)).toBe(true);
      expect(e).toMatchObject({ login_tickets: 1, vote_tickets: 2, share_tickets: 1, login_task: true, draws_made: 0 });
      expect(e.seed_hash).toBe(seedHashOf(e.seed));
      for (const lang of LANGUAGES) {
        expect(e.titles[lang]).toBeTruthy();
        // The rules state the numbers players hold the event to.
        expect(e.rules[lang]).toMatch(/7/);
        expect(e.rules[lang]).toMatch(/30/);
        expect(e.rules[lang]).toMatch(/SHA-256/);
      }
    }
    expect(new Set(events.map((e) => e.seed)).size).toBe(EDITION_CODES.length);
  });

  it('stocks the pool (a 1:60 figure to unlimited coins) with pictures and four languages, and writes the opening odds', async () => {
    const { prizes, odds } = await snapshot();
    const cn = prizes.filter((p) => p.event_id === 'anniversary-cn');
    expect(cn.map((p) => [p.id, p.physical, p.weight, p.stock, p.stock_total, p.qty])).toEqual([
      ['coin', false, 65, null, null, 1000],
      ['figure-1-60', true, 1, 5, 5, 1],
      ['frame-anniversary', false, 18, 500, 500, 1],
      ['poster-set', true, 6, 30, 30, 1],
      ['skin-voucher', false, 10, 200, 200, 1],
    ]);
    for (const p of prizes) {
      for (const lang of LANGUAGES) expect(p.names[lang]).toBeTruthy();
      // An operator could save the seeded prize back unchanged: its picture passes the operator schema.
      expect(pictureSchema.safeParse(p.picture).success).toBe(true);
      expect(Buffer.from(p.picture!.split(',')[1]!, 'base64').toString()).toMatch(/^<svg /);
    }
    expect(odds).toHaveLength(EDITION_CODES.length);
    for (const row of odds) {
      expect(row).toMatchObject({ from_draw: 1, reason: 'opened', prize_id: null });
      expect(row.weights).toEqual([
        { prizeId: 'figure-1-60', weight: 1 }, { prizeId: 'poster-set', weight: 6 }, { prizeId: 'frame-anniversary', weight: 18 },
        { prizeId: 'skin-voucher', weight: 10 }, { prizeId: 'coin', weight: 65 },
      ]);
    }
    expect(SEED_PRIZES.reduce((s, p) => s + p.weight, 0)).toBe(100);
  });

  it("is what a visitor of each edition sees: the open event, its prize table with the published odds", async () => {
    for (const [edition, lang] of [['cn', 'zh-CN'], ['hk', 'zh-HK'], ['global', 'en'], ['jp', 'ja']] as const) {
      const headers = { 'x-game-code': edition, 'accept-language': lang };
      const status = (await t.app.inject({ method: 'GET', url: API.oneYearStatus, headers })).json() as { code: number; data: { event: { id: string; phase: string; title: string } | null } };
      expect(status.code).toBe(0);
      expect(status.data.event).toMatchObject({ id: `anniversary-${edition}`, phase: 'open', title: SEED_TITLE[lang] });
      const prizes = (await t.app.inject({ method: 'GET', url: API.oneYearPrizes, headers })).json() as { code: number; data: { list: { id: string; odds: number }[] } };
      expect(prizes.code).toBe(0);
      expect(Object.fromEntries(prizes.data.list.map((p) => [p.id, p.odds]))).toEqual({ 'figure-1-60': 1, 'poster-set': 6, 'frame-anniversary': 18, 'skin-voucher': 10, coin: 65 });
    }
  });

  it('seeds again without changing anything, an operator change included', async () => {
    const weight = await opsCaller(t)('POST', '/api/ops/annual/prizes/save', {
      eventId: 'anniversary-jp', id: 'poster-set', names: SEED_PRIZES[1]!.names, picture: SEED_PRIZES[1]!.picture, physical: true, qty: 1, weight: 12, stockTotal: 30, sort: 2,
    });
    expect(weight).toMatchObject({ code: 0, data: { oddsChanged: true } });
    const before = await snapshot();
    t.clock.advance(40 * DAY);
    await seedAnnual(t.store.db, t.clock);
    expect(await snapshot()).toEqual(before);
    expect(before.prizes.find((p) => p.event_id === 'anniversary-jp' && p.id === 'poster-set')!.weight).toBe(12);
  });
});
