import { LRUCache } from 'lru-cache';
import { CHARACTERS } from '@mecha/shared/game/characters';
import type { Language } from '@mecha/shared/i18n/languages';
import { isPlaced } from '@mecha/shared/ladder/scoring';
import { currentSeason, SEARCHABLE_SEASONS, startedSeasons, type Season } from '@mecha/shared/ladder/seasons';
import type { BattleItem, BattleSummary, CharacterStat, MatchDetail, ModeBlock, SeasonSummary } from '@mecha/shared/record/api';
import type { Mode } from '@mecha/shared/record/ingest';
import type { BattleFilter } from '@mecha/shared/record/battle-filter';
import { unixSeconds, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { ReadDb } from '../../platform/read-db.ts';
import { recordRepository as repo } from './record.repository.ts';
import { newestMatchAt } from './freshness.ts';
import { sampleSummary } from './sample.ts';
import type { Standing } from './standing.ts';

const ratio = (wins: number, games: number) => (games ? Math.round((wins / games) * 10_000) / 10_000 : 0);
const emptyBlock = (): ModeBlock => ({ MaxScore: 0, ArenaScore: 0, TotalCnt: 0, WinCnt: 0, WinRate: 0, ScoreMap: {}, Placed: false, TopRoles: [] });

type View = Awaited<ReturnType<typeof repo.seasonView>>;

// The battle-record reads, the hottest of the site. A role's season (ladders, daily scores, character stats)
// and each leaderboard are cached for a few seconds; ingest in this process drops the role's entries and bumps
// its generation (part of the routes' response-cache keys), so a player sees a new match at once.
export class RecordService {
  private readonly views = new LRUCache<string, View>({ max: 20_000, ttl: 5000 });
  private readonly boards = new LRUCache<string, { rows: Awaited<ReturnType<typeof repo.board>>; at: number }>({ max: 500, ttl: 5000 });
  /** Bumped when a role's matches change, so cached answers about it stop matching. */
  private readonly generations = new LRUCache<string, number>({ max: 100_000 });

  constructor(
    /** The record pages' reads: the replica when there is one (decision 0196); what decides a reward (games this week) reads `reads.primary`. */
    readonly reads: ReadDb,
    readonly clock: Clock,
    readonly standing: Standing,
  ) {}

  private seasonsMemo: { at: number; value: { list: Season[]; current: number } } | undefined;

  /** Started seasons, recomputed once a second at most (every call needs them). */
  seasons(): { list: Season[]; current: number } {
    const now = unixSeconds(this.clock.now());
    if (this.seasonsMemo?.at !== now) {
      const list = startedSeasons(now);
      this.seasonsMemo = { at: now, value: { list, current: currentSeason(list, now)?.Code ?? 1 } };
    }
    return this.seasonsMemo.value;
  }

  /** Changes whenever the role's matches change here: part of every cache key that depends on them. */
  generation(uid: string): number {
    return this.generations.get(uid) ?? 0;
  }

  /** A started season by code (default: current); `searchable` limits it to the latest two. */
  season(code: number | undefined, searchable = false): number {
    const { list, current } = this.seasons();
    const chosen = code ?? current;
    if (!list.some((s) => s.Code === chosen)) throw new AppError('seasonOutOfRange');
    if (searchable && chosen <= current - SEARCHABLE_SEASONS) throw new AppError('seasonOutOfRange');
    return chosen;
  }

  sample(code?: number): BattleSummary {
    const s = this.season(code);
    return sampleSummary(s, Math.min(unixSeconds(this.clock.now()), this.seasons().list[s - 1]!.EndTime - 1));
  }

  private async view(uid: string, season: number): Promise<View> {
    const key = `${uid}|${season}`;
    const hit = this.views.get(key);
    if (hit) return hit;
    const view = await repo.seasonView(this.reads.of(uid), uid, season);
    this.views.set(key, view);
    return view;
  }

  async summary(uid: string, code?: number): Promise<BattleSummary> {
    const season = this.season(code);
    const { ladders, days, chars } = await this.view(uid, season);
    const block = (mode: Mode): ModeBlock => {
      const l = ladders.find((x) => x.mode === mode);
      if (!l) return emptyBlock();
      const map: Record<string, number> = {};
      for (const d of days) if (d.mode === mode) map[String(d.day)] = d.score;
      return {
        MaxScore: l.max_score, ArenaScore: l.score, TotalCnt: l.games, WinCnt: l.wins, WinRate: ratio(l.wins, l.games), ScoreMap: map,
        Placed: isPlaced(l.games), TopRoles: topRoles(chars.filter((c) => c.mode === mode)),
      };
    };
    return { T1: block('T1'), T2: block('T2'), TopRoleList: topRoles(chars), Season: season, IsSample: false, UpdatedAt: newestMatchAt(ladders) };
  }

  async seasonSummary(uid: string, code?: number): Promise<SeasonSummary> {
    const season = this.season(code);
    const { ladders, chars } = await this.view(uid, season);
    const report = async (mode: Mode) => {
      const l = ladders.find((x) => x.mode === mode);
      if (!l) return null;
      const placed = isPlaced(l.games);
      const standing = await this.standing.of(season, mode, l.region, l.score, placed);
      return {
        StartScore: l.start_score, FinalScore: l.score, MaxScore: l.max_score, TotalCnt: l.games, WinCnt: l.wins, WinRate: ratio(l.wins, l.games),
        BestStreak: l.best_streak, Placed: placed, Percentile: placed ? standing.Percent : null, TopRoles: topRoles(chars.filter((c) => c.mode === mode)),
      };
    };
    return { Season: season, Region: ladders[0]?.region ?? null, T1: await report('T1'), T2: await report('T2'), UpdatedAt: newestMatchAt(ladders) };
  }

  async battleList(uid: string, q: BattleFilter & { mode: Mode; season?: number | undefined; page: number; size: number; character?: string | undefined }) {
    const season = this.season(q.season, true);
    const rows = await repo.matchesOf(this.reads.of(uid), uid, q.mode, season, (q.page - 1) * q.size, q.size + 1, q);
    return toPage(rows, q.page, q.size);
  }

  async detail(id: string, mode: Mode): Promise<MatchDetail> {
    let [match, lines] = await Promise.all([repo.match(this.reads.replica, id), repo.linesOfMatch(this.reads.replica, id)]);
    // A match newer than the replica (its player's list came from the primary): read it there.
    if (!match && this.reads.separate) [match, lines] = await Promise.all([repo.match(this.reads.primary, id), repo.linesOfMatch(this.reads.primary, id)]);
    if (!match || match.mode !== mode || !lines.length) throw new AppError('matchNotFound');
    return {
      Id: match.id, Mode: mode, Season: match.season, EndedAt: unixSeconds(new Date(match.ended_at)), DurationS: match.duration_s,
      Bans: typeof match.bans === 'string' ? JSON.parse(match.bans) : match.bans,
      Sides: [0, 1].map((side) => {
        const players = lines.filter((l) => l.side === side);
        return {
          Win: players[0]?.won ?? false,
          Premade: players[0]?.premade ?? false,
          Players: players.map((p) => ({
            Uid: p.uid, Nickname: p.nickname, Character: p.character, Mvp: p.mvp, ScoreBefore: p.score_before, ScoreAfter: p.score_after,
            Parts: { Base: p.base, Mvp: p.mvp_bonus, Streak: p.streak_bonus, SoloTeam: p.solo_team },
            Stats: typeof p.stats === 'string' ? JSON.parse(p.stats) : p.stats,
          })),
        };
      }),
    };
  }

  roles(lang: Language) {
    return { list: CHARACTERS.map((c) => ({ Id: c.id, Name: c.name[lang], Class: c.class })) };
  }

  async roleList(uid: string, mode: Mode, code?: number) {
    const season = this.season(code);
    const { chars, ladders } = await this.view(uid, season);
    const rows = chars.filter((c) => c.mode === mode);
    return { list: rows.map(toStat).sort((a, b) => b.TotalCnt - a.TotalCnt || b.WinRate - a.WinRate), Season: season, Mode: mode, UpdatedAt: newestMatchAt(ladders) };
  }

  async roleMessage(uid: string, character: string, mode: Mode, code?: number) {
    const season = this.season(code);
    const [rows, recent] = await Promise.all([
      this.view(uid, season).then((v) => v.chars.filter((c) => c.mode === mode)),
      season > this.seasons().current - SEARCHABLE_SEASONS ? repo.matchesOf(this.reads.of(uid), uid, mode, season, 0, 10, { character }) : Promise.resolve([]),
    ]);
    // A character the roster does not have has nothing to show (SPEC §8 "no data"), not a row of zeros.
    if (!CHARACTERS.some((c) => c.id === character)) throw new AppError('noData');
    const row = rows.find((r) => r.character === character);
    const stat = row ? toStat(row) : { Id: character, TotalCnt: 0, WinCnt: 0, WinRate: 0, MvpCnt: 0, Kills: 0, Deaths: 0, AvgDamage: 0, Kda: 0 };
    return { Stat: stat, Recent: recent.map(toItem) };
  }

  async ranking(mode: Mode, code: number | undefined, region: string) {
    const season = this.season(code);
    const key = `${season}|${mode}|${region}`;
    let board = this.boards.get(key);
    if (!board) this.boards.set(key, (board = { rows: await repo.board(this.reads.replica, season, mode, region), at: unixSeconds(this.clock.now()) }));
    const { rows, at } = board;
    return {
      Region: region, Mode: mode, Season: season, ComputedAt: at,
      list: rows.map((r, i) => ({ Rank: i + 1, Uid: r.uid, Nickname: r.nickname ?? r.uid, Score: r.score, TotalCnt: r.games, WinRate: ratio(r.wins, r.games) })),
    };
  }

  async regions(mode: Mode, code?: number) {
    return (await repo.regions(this.reads.replica, this.season(code), mode)).map((r) => r.region);
  }

  /** The role's region in a mode and season: where it played, else where the game says it lives. */
  async regionOf(uid: string, mode: Mode, code: number | undefined, fallback: string): Promise<string> {
    const { ladders } = await this.view(uid, this.season(code));
    return ladders.find((l) => l.mode === mode)?.region ?? ladders[0]?.region ?? fallback;
  }

  async randPercent(uid: string, mode: Mode, code: number | undefined, fallbackRegion: string) {
    const season = this.season(code);
    const l = (await this.view(uid, season)).ladders.find((x) => x.mode === mode);
    const region = l?.region ?? fallbackRegion;
    return { Region: region, ...(await this.standing.of(season, mode, region, l?.score ?? 0, l ? isPlaced(l.games) : false)) };
  }

  /** The role's ladder in a mode and season, if it played there (the score distribution marks it). */
  async ladder(uid: string, mode: Mode, code?: number) {
    return (await this.view(uid, this.season(code))).ladders.find((x) => x.mode === mode);
  }

  /** Ranked games a role played in a time range (both modes): the weekly ladder reward counts them. */
  gamesBetween(uid: string, from: Date, to: Date): Promise<number> {
    return repo.gamesBetween(this.reads.primary, uid, from, to);
  }

  /** Drops a role's cached summaries (after its matches were ingested in this process). */
  forget(uid: string) {
    for (const s of this.seasons().list.slice(-SEARCHABLE_SEASONS)) this.views.delete(`${uid}|${s.Code}`);
    this.generations.set(uid, (this.generations.get(uid) ?? 0) + 1);
    this.reads.changed(uid);
  }
}

function toPage(rows: Parameters<typeof toItem>[0][], page: number, size: number) {
  return { list: rows.slice(0, size).map(toItem), page, size, hasMore: rows.length > size };
}

function topRoles(chars: { character: string; games: number; wins: number }[]) {
  const by = new Map<string, { games: number; wins: number }>();
  for (const c of chars) {
    const row = by.get(c.character) ?? { games: 0, wins: 0 };
    row.games += c.games;
    row.wins += c.wins;
    by.set(c.character, row);
  }
  return [...by.entries()]
    .sort((a, b) => b[1].games - a[1].games || b[1].wins - a[1].wins)
    .slice(0, 5)
    .map(([id, r]) => ({ Id: id, TotalCnt: r.games, WinRate: ratio(r.wins, r.games).toFixed(4) }));
}

function toItem(r: { match_id: string; mode: string; ended_at: Date; duration_s: number; won: boolean; character: string; mvp: boolean; premade: boolean; score_before: number; score_after: number; kills: number; deaths: number; damage: number }): BattleItem {
  return {
    Id: r.match_id, Mode: r.mode as Mode, EndedAt: unixSeconds(new Date(r.ended_at)), DurationS: r.duration_s, Win: r.won, Character: r.character, Mvp: r.mvp,
    Premade: r.premade, ScoreChange: r.score_after - r.score_before, ScoreAfter: r.score_after, Kills: r.kills, Deaths: r.deaths, Damage: r.damage,
  };
}

function toStat(r: { character: string; games: number; wins: number; mvps: number; kills: number; deaths: number; damage: string | number }): CharacterStat {
  return {
    Id: r.character, TotalCnt: r.games, WinCnt: r.wins, WinRate: ratio(r.wins, r.games), MvpCnt: r.mvps, Kills: r.kills, Deaths: r.deaths,
    AvgDamage: r.games ? Math.round(Number(r.damage) / r.games) : 0, Kda: Math.round((r.kills / Math.max(1, r.deaths)) * 100) / 100,
  };
}
