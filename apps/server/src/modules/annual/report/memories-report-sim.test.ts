import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoriesData, type MemoriesReport } from '@mecha/shared/annual/api';
import { API } from '@mecha/shared/api-paths';
import { EDITION_CODES } from '@mecha/shared/editions';
import { sql } from 'kysely';
import { DB_KINDS } from '../../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../../test/test-app.ts';
import { DEV_SERVER_SECRET } from '../../../config.ts';
import { DAY } from '../../../platform/clock.ts';
import { shareTokenFor } from '../share-token.ts';
import { addEvent, linkTotals } from './report-test-kit.ts';

// A property over the simulated world's played history: for its busiest role and a spread of others, every counted
// number equals the total of the matches its link opens, the charts add up to the totals, the single-match links
// name the role's own matches, and the percentile equals a direct count over every role of the year. One database
// kind (PostgreSQL when there is one): the sim's seasons take a while to play.
const kind = DB_KINDS[DB_KINDS.length - 1]!;

describe(`memory report over the sim world (${kind})`, () => {
  let t: TestApp;
  let from: Date;
  let to: Date;
  const eventOf = new Map<string, string>();

  beforeAll(async () => {
    t = await makeTestApp(kind, { simHistory: true, simRoleCount: 200 });
    to = t.clock.now();
    from = new Date(to.getTime() - 365 * DAY);
    for (const edition of EDITION_CODES) {
      const e = await addEvent(t, { id: `sim-${edition}`, edition, startsAt: new Date(to.getTime() - DAY), endsAt: new Date(to.getTime() + DAY), reportFrom: from, reportTo: to });
      eventOf.set(edition, e.id);
    }
  }, 600_000);
  afterAll(() => t.close());

  it('every number of 25 roles (the busiest first) agrees with the matches behind it', async () => {
    const db = t.store.db;
    const perRole = await db
      .selectFrom('match_players as mp')
      .leftJoin('game_roles as g', 'g.uid', 'mp.uid')
      .select(['mp.uid', 'g.edition', (eb) => eb.fn.countAll<string>().as('n')])
      .where('mp.ended_at', '>=', from)
      .where('mp.ended_at', '<', to)
      .groupBy(['mp.uid', 'g.edition'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('mp.uid')
      .execute();
    expect(perRole.length).toBeGreaterThan(50);
    const counts = perRole.map((r) => Number(r.n));
    const sample = perRole.filter((r, i) => r.edition && (i < 5 || i % Math.ceil(perRole.length / 20) === 0)).slice(0, 25);

    expect(sample.length).toBeGreaterThanOrEqual(20);
    expect(counts[0]).toBeGreaterThan(100);
    for (const role of sample) {
      const share = shareTokenFor(DEV_SERVER_SECRET, eventOf.get(role.edition!)!, role.uid);
      const res = (await t.app.inject({ method: 'GET', url: `${API.oneYearMemoriesReport}?share=${share}` })).json() as { code: number; data: { report: MemoriesReport } };
      expect(res.code).toBe(0);
      expect(memoriesData.safeParse(res.data).success).toBe(true);
      const r = res.data.report;
      expect(r.matches.value).toBe(Number(role.n));

      for (const [name, [value, total]] of Object.entries(await linkTotals(t, share, r))) expect({ uid: role.uid, name, total }).toEqual({ uid: role.uid, name, total: value });

      const sum = (xs: { matches: number; wins: number }[]) => xs.reduce((a, x) => ({ matches: a.matches + x.matches, wins: a.wins + x.wins }), { matches: 0, wins: 0 });
      const totals = { matches: r.matches.value, wins: r.wins.value };
      expect(sum(r.characters)).toEqual(totals);
      expect(sum(r.months)).toEqual(totals);
      expect(sum(r.modes.map((m) => ({ matches: m.matches.value, wins: m.wins.value })))).toEqual(totals);
      expect(r.topCharacter).toMatchObject({ id: r.characters[0]!.id, matches: { value: r.characters[0]!.matches } });

      const lines = await db.selectFrom('match_players as mp').innerJoin('matches as m', 'm.id', 'mp.match_id').select(['mp.match_id', 'mp.mode', 'mp.score_after', 'm.duration_s'])
        .where('mp.uid', '=', role.uid).where('mp.ended_at', '>=', from).where('mp.ended_at', '<', to).execute();
      const byId = new Map(lines.map((l) => [l.match_id, l]));
      expect(r.hoursPlayed.value).toBe(Math.round(lines.reduce((a, l) => a + l.duration_s, 0) / 360) / 10);
      expect(byId.has(r.firstMatch!.matchId)).toBe(true);
      for (const m of r.modes) {
        const inMode = lines.filter((l) => l.mode === m.mode);
        expect(m.bestScore.value).toBe(inMode.length ? Math.max(...inMode.map((l) => l.score_after)) : 0);
        if (m.bestScore.link.matchId) expect(byId.get(m.bestScore.link.matchId)).toMatchObject({ mode: m.mode, score_after: m.bestScore.value });
      }
      // The histogram's percentile against a direct count of every role of the year.
      expect(r.percentile).toBe(Math.floor((counts.filter((n) => n < r.matches.value).length * 100) / counts.length));
    }
  }, 300_000);
});
