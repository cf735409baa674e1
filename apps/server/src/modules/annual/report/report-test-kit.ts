import { createHash } from 'node:crypto';
import type { MatchFilter, MemoriesReport, ReportLink } from '@mecha/shared/annual/api';
import { API } from '@mecha/shared/api-paths';
import type { IngestMatch } from '@mecha/shared/record/ingest';
import { postMatches } from '../../../../test/matches.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import type { AnnualEventRow } from '../annual-events.ts';

// Shared steps of the memory report's tests: an event row inserted as it is (no operator API needed), matches
// through the signed ingest API (scored by the engine, forget() called as in production), and the call that
// counts the matches behind a report's number.

export interface EventSpec {
  id: string;
  edition?: string;
  startsAt: Date;
  endsAt: Date;
  reportFrom: Date;
  reportTo: Date;
}

export async function addEvent(t: TestApp, e: EventSpec): Promise<AnnualEventRow> {
  const seed = createHash('sha256').update(e.id).digest('hex');
  await t.store.db
    .insertInto('annual_events')
    .values({
      id: e.id, edition: e.edition ?? 'cn', titles: JSON.stringify({ en: `Event ${e.id}`, 'zh-CN': `周年 ${e.id}` }), rules: JSON.stringify({ en: 'Rules' }),
      starts_at: e.startsAt, ends_at: e.endsAt, report_from: e.reportFrom, report_to: e.reportTo,
      seed, seed_hash: createHash('sha256').update(seed).digest('hex'), characters: JSON.stringify(['c01', 'c02', 'c03']),
    })
    .execute();
  return t.store.db.selectFrom('annual_events').selectAll().where('id', '=', e.id).executeTakeFirstOrThrow() as Promise<AnnualEventRow>;
}

export interface Side {
  uid: string;
  character: string;
  mvp?: boolean;
}

/** A finished match at an ISO time: the first side won. */
export function match(id: string, at: string, winners: Side[], losers: Side[], durationS = winners.length === 1 ? 600 : 1200): IngestMatch {
  // Exactly one MVP a match: the one named, else the first winner.
  const named = [...winners, ...losers].some((s) => s.mvp);
  const line = (s: Side) => ({
    uid: s.uid, nickname: `P${s.uid}`, edition: 'cn' as const, region: 'CN-E', character: s.character,
    mvp: named ? (s.mvp ?? false) : s === winners[0], stats: { damage: 1000, kills: 2, deaths: 1 },
  });
  return {
    id, mode: winners.length === 1 ? 'T1' : 'T2', endedAt: Math.floor(new Date(at).getTime() / 1000), durationS, bans: [],
    sides: [
      { result: 'win', premade: false, players: winners.map(line) },
      { result: 'loss', premade: false, players: losers.map(line) },
    ],
  };
}

export async function ingest(t: TestApp, matches: IngestMatch[]): Promise<void> {
  const res = await postMatches(t.app, matches, { nowS: Math.floor(t.clock.now().getTime() / 1000) });
  const b = res.json() as { code: number; data: { accepted: number; refused: unknown[] } };
  if (b.code !== 0 || b.data.refused.length > 0) throw new Error(`ingest refused: ${res.body}`);
}

/** memories-matches' answer for a filter, through a share token (no login). */
export async function matchesBehind(t: TestApp, share: string, filter: MatchFilter | null, page = 1, size = 50) {
  const q = new URLSearchParams({ share, filter: JSON.stringify(filter ?? {}), page: String(page), size: String(size) });
  const res = await t.app.inject({ method: 'GET', url: `${API.oneYearMemoriesMatches}?${q}` });
  return res.json() as { code: number; msg: string; data: { list: { matchId: string; mode: string; endedAt: number; won: boolean; mvp: boolean; character: string }[]; total: number; hasMore: boolean } };
}

/** Every number of a report that counts matches, with its link (hours and best scores measure, they do not count). */
export function countedNumbers(r: MemoriesReport): [name: string, value: number, link: ReportLink][] {
  const out: [string, number, ReportLink][] = [
    ['matches', r.matches.value, r.matches.link],
    ['wins', r.wins.value, r.wins.link],
    ['longestStreak', r.longestStreak.value, r.longestStreak.link],
    ['mvps', r.mvps.value, r.mvps.link],
  ];
  for (const m of r.modes) out.push([`${m.mode}.matches`, m.matches.value, m.matches.link], [`${m.mode}.wins`, m.wins.value, m.wins.link]);
  if (r.topCharacter) out.push(['topCharacter.matches', r.topCharacter.matches.value, r.topCharacter.matches.link], ['topCharacter.wins', r.topCharacter.wins.value, r.topCharacter.wins.link]);
  if (r.partner) out.push(['partner.matches', r.partner.matches.value, r.partner.matches.link], ['partner.wins', r.partner.wins.value, r.partner.wins.link]);
  if (r.nemesis) out.push(['nemesis.matches', r.nemesis.matches.value, r.nemesis.matches.link], ['nemesis.losses', r.nemesis.losses.value, r.nemesis.losses.link]);
  if (r.busiestDay) out.push(['busiestDay', r.busiestDay.matches.value, r.busiestDay.matches.link]);
  return out;
}

/** For each counted number: its value and the total of the matches its link opens (they must agree). */
export async function linkTotals(t: TestApp, share: string, r: MemoriesReport) {
  const out: Record<string, [number, number]> = {};
  for (const [name, value, link] of countedNumbers(r)) {
    const res = await matchesBehind(t, share, link.filter, 1, 1);
    out[name] = [value, res.data.total];
  }
  return out;
}
