import type { MatchFilter, MemoriesReport, ReportLink } from '@mecha/shared/annual/api';
import { homeDayNumber } from '@mecha/shared/ladder/seasons';
import { MODES, type Mode } from '@mecha/shared/record/modes';
import type { YearRow } from './year-rows.ts';

// The memory report as one loop over the role's matches of the year in time order (year-rows.ts). Every number
// carries the link the app opens: one match, or a filter whose matches (memories-matches, clipped to the year) are
// exactly those the number counts. Ties go to the earliest (streak, day) or the most wins, then the smaller id, so
// the same matches always give the same report.

export type FoldedReport = Omit<MemoriesReport, 'nickname' | 'percentile'> & { nickname: string | null };

const HOME_OFFSET_S = 8 * 3600;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const list = (filter: MatchFilter): ReportLink => ({ matchId: null, mode: filter.mode ?? null, filter });
const one = (matchId: string, mode: Mode): ReportLink => ({ matchId, mode, filter: null });
const counted = (value: number, link: ReportLink) => ({ value, link });

/** Unix seconds of 00:00 on the home clock of a yyyymmdd day. */
export function homeDayStart(day: number): number {
  return Date.UTC(Math.floor(day / 10_000), (Math.floor(day / 100) % 100) - 1, day % 100) / 1000 - HOME_OFFSET_S;
}

/** Every month (yyyymm, home clock) the year touches, oldest first; at most 120 (a decade, for a mistyped year). */
export function monthsOf(from: Date, to: Date): number[] {
  const first = Math.floor(homeDayNumber(from) / 100);
  const last = Math.floor(homeDayNumber(new Date(to.getTime() - 1)) / 100);
  const out: number[] = [];
  for (let m = first; m <= last && out.length < 120; m = m % 100 === 12 ? m + 89 : m + 1) out.push(m);
  return out;
}

interface Tally {
  matches: number;
  wins: number;
}
interface Met extends Tally {
  nickname: string;
  losses: number;
}
const bump = <K>(map: Map<K, Tally>, key: K, won: boolean) => {
  const t = map.get(key) ?? { matches: 0, wins: 0 };
  t.matches += 1;
  if (won) t.wins += 1;
  map.set(key, t);
};
/** Most matches, then most wins, then the smaller key. */
const byMatches = <K extends string>(a: [K, Tally], b: [K, Tally]) => b[1].matches - a[1].matches || b[1].wins - a[1].wins || (a[0] < b[0] ? -1 : 1);

export function foldYear(uid: string, from: Date, to: Date, rows: readonly YearRow[]): FoldedReport {
  const perMode = new Map<Mode, Tally & { best: number; bestMatch: string | null }>(MODES.map((m) => [m, { matches: 0, wins: 0, best: 0, bestMatch: null }]));
  const characters = new Map<string, Tally>();
  const months = new Map<number, Tally>(monthsOf(from, to).map((m) => [m, { matches: 0, wins: 0 }]));
  const days = new Map<number, Tally>();
  const partners = new Map<string, Met>();
  const opponents = new Map<string, Met>();
  const run = new Map<Mode, { length: number; start: YearRow | null }>(MODES.map((m) => [m, { length: 0, start: null }]));
  let streak = { length: 0, mode: null as Mode | null, from: 0, to: 0 };
  let wins = 0;
  let mvps = 0;
  let seconds = 0;

  for (const r of rows) {
    const mode = perMode.get(r.mode)!;
    mode.matches += 1;
    if (r.won) (mode.wins += 1), (wins += 1);
    if (r.mvp) mvps += 1;
    if (mode.bestMatch === null || r.score_after > mode.best) (mode.best = r.score_after), (mode.bestMatch = r.match_id);
    seconds += r.duration_s;
    bump(characters, r.character, r.won);
    const day = homeDayNumber(r.ended_at);
    bump(days, day, r.won);
    bump(months, Math.floor(day / 100), r.won);

    const current = run.get(r.mode)!;
    if (r.won) {
      if (current.length === 0) current.start = r;
      current.length += 1;
      if (current.length > streak.length) streak = { length: current.length, mode: r.mode, from: unix(current.start!.ended_at), to: unix(r.ended_at) + 1 };
    } else current.length = 0;

    for (const [other, nickname, mySide] of r.others) {
      if (mySide && r.mode !== 'T2') continue;
      const map = mySide ? partners : opponents;
      const met = map.get(other) ?? { matches: 0, wins: 0, losses: 0, nickname };
      met.matches += 1;
      if (r.won) met.wins += 1;
      else met.losses += 1;
      met.nickname = nickname; // the latest name they played under
      map.set(other, met);
    }
  }

  const first = rows[0];
  const last = rows[rows.length - 1];
  const top = [...characters].sort(byMatches)[0];
  const partner = [...partners].sort(byMatches)[0];
  const nemesis = [...opponents].filter(([, o]) => o.losses > 0).sort((a, b) => b[1].losses - a[1].losses || b[1].matches - a[1].matches || (a[0] < b[0] ? -1 : 1))[0];
  // The busiest day: most matches, the earliest of equals (Map keeps days in time order and sort is stable).
  const busiest = [...days].sort((a, b) => b[1].matches - a[1].matches)[0];
  const yearFrom = unix(from);
  const yearTo = Math.ceil(to.getTime() / 1000);

  return {
    uid,
    nickname: last?.nickname ?? null,
    reportFrom: yearFrom,
    reportTo: unix(to),
    empty: rows.length === 0,
    firstMatch: first ? { matchId: first.match_id, mode: first.mode, endedAt: unix(first.ended_at), character: first.character, won: first.won } : null,
    matches: counted(rows.length, list({})),
    wins: counted(wins, list({ won: true })),
    modes: [...perMode].map(([m, t]) => ({
      mode: m,
      matches: counted(t.matches, list({ mode: m })),
      wins: counted(t.wins, list({ mode: m, won: true })),
      bestScore: counted(t.best, t.bestMatch ? one(t.bestMatch, m) : list({ mode: m })),
    })),
    hoursPlayed: counted(Math.round(seconds / 360) / 10, list({})),
    topCharacter: top
      ? { id: top[0], matches: counted(top[1].matches, list({ character: top[0] })), wins: counted(top[1].wins, list({ character: top[0], won: true })) }
      : null,
    characters: [...characters].sort(byMatches).map(([id, t]) => ({ id, matches: t.matches, wins: t.wins })),
    months: [...months].sort((a, b) => a[0] - b[0]).map(([month, t]) => ({ month, matches: t.matches, wins: t.wins })),
    longestStreak: streak.mode
      ? counted(streak.length, list({ mode: streak.mode, won: true, from: streak.from, to: streak.to }))
      : counted(0, list({ won: true })),
    mvps: counted(mvps, list({ mvp: true })),
    partner: partner
      ? {
          uid: partner[0],
          nickname: partner[1].nickname,
          matches: counted(partner[1].matches, list({ mode: 'T2', partner: partner[0] })),
          wins: counted(partner[1].wins, list({ mode: 'T2', partner: partner[0], won: true })),
        }
      : null,
    nemesis: nemesis
      ? {
          uid: nemesis[0],
          nickname: nemesis[1].nickname,
          matches: counted(nemesis[1].matches, list({ opponent: nemesis[0] })),
          losses: counted(nemesis[1].losses, list({ opponent: nemesis[0], won: false })),
        }
      : null,
    busiestDay: busiest
      ? {
          day: busiest[0],
          matches: counted(busiest[1].matches, list({ from: Math.max(yearFrom, homeDayStart(busiest[0])), to: Math.min(yearTo, homeDayStart(busiest[0]) + 86_400) })),
        }
      : null,
  };
}
