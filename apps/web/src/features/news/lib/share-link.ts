import { RANKS, type RankId, type SubTier } from '@mecha/shared/ladder/ranks';
import type { Mode } from '@mecha/shared/record/ingest';
import { badgeInfo } from '../../../lib/rank.ts';
import { parseSelection, type RankingSelection } from './ranking-params.ts';

// What a shared link (share/index/index) carries. Only what the sharer chose to show travels, and nothing that
// identifies the session: the link is built field by field from an allow-list, never by copying the app's state
// or the poster's own URL, so a token can never ride along and the UID only when its box is ticked.
export const SHARE_PATH = '/pages/share/index/index';

/** The sharer's own record, as the battle page hands it to the poster page. */
export interface RecordFacts {
  mode: Mode;
  season: number;
  nickname: string;
  uid: string;
  score: number;
  winRate: number;
  games: number;
}

export interface RecordChoice {
  nickname: boolean;
  rank: boolean;
  score: boolean;
  winRate: boolean;
  games: boolean;
  /** Off unless the player ticks it. */
  uid: boolean;
}

export const DEFAULT_RECORD_CHOICE: RecordChoice = { nickname: true, rank: true, score: true, winRate: true, games: true, uid: false };

export type SharePayload =
  | ({ type: 'ranking' } & RankingSelection)
  | { type: 'article'; id: number }
  | {
      type: 'record';
      mode: Mode;
      season: number | null;
      nickname?: string;
      rank?: { id: RankId; tier: SubTier | null };
      score?: number;
      winRate?: number;
      games?: number;
      uid?: string;
    };

export function rankingShareParams(selection: RankingSelection): URLSearchParams {
  return new URLSearchParams({ type: 'ranking', mode: selection.mode, tier: selection.tier, period: selection.period });
}

export function articleShareParams(id: number): URLSearchParams {
  return new URLSearchParams({ type: 'article', id: String(id) });
}

export function recordShareParams(facts: RecordFacts, choice: RecordChoice): URLSearchParams {
  const params = new URLSearchParams({ type: 'record', mode: facts.mode, season: String(facts.season) });
  if (choice.nickname && facts.nickname) params.set('name', facts.nickname);
  if (choice.rank) {
    const info = badgeInfo(facts.score);
    params.set('rank', info.rank);
    if (info.tier !== null) params.set('sub', String(info.tier));
  }
  if (choice.score) params.set('score', String(Math.max(0, Math.round(facts.score))));
  if (choice.winRate) params.set('wr', facts.winRate.toFixed(4));
  if (choice.games) params.set('games', String(facts.games));
  if (choice.uid && facts.uid) params.set('uid', facts.uid);
  return params;
}

/** The full address of a shared page: this app's own address (any host or folder) with the share route. */
export function shareHref(appUrl: string, params: URLSearchParams): string {
  const base = appUrl.split('#')[0]!.split('?')[0]!;
  return `${base}#${SHARE_PATH}?${params.toString()}`;
}

/** The app's address as the browser sees it, without route, query or session bits. */
export function currentAppUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

const int = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** Reads a shared link's parameters; anything malformed is dropped rather than shown. */
export function parseShare(params: URLSearchParams): SharePayload | null {
  const type = params.get('type');
  if (type === 'ranking') return { type, ...parseSelection(params) };
  if (type === 'article') {
    const id = int(params.get('id'), 1, 2_147_483_647);
    return id === undefined ? null : { type, id };
  }
  if (type !== 'record') return null;
  const rankId = params.get('rank');
  const rank = RANKS.find((r) => r.id === rankId);
  const sub = int(params.get('sub'), 1, 3) as SubTier | undefined;
  const wr = params.get('wr');
  const winRate = wr !== null && /^(0(\.\d{1,6})?|1(\.0{1,6})?)$/.test(wr) ? Number(wr) : undefined;
  const name = params.get('name')?.trim().slice(0, 32);
  const uid = params.get('uid');
  return {
    type,
    mode: params.get('mode') === 'T2' ? 'T2' : 'T1',
    season: int(params.get('season'), 1, 999) ?? null,
    ...(name ? { nickname: name } : {}),
    ...(rank ? { rank: { id: rank.id, tier: Number.isFinite(rank.max) ? (sub ?? 3) : null } } : {}),
    ...(int(params.get('score'), 0, 99_999) !== undefined ? { score: int(params.get('score'), 0, 99_999) } : {}),
    ...(winRate !== undefined ? { winRate } : {}),
    ...(int(params.get('games'), 0, 9_999_999) !== undefined ? { games: int(params.get('games'), 0, 9_999_999) } : {}),
    ...(uid !== null && /^\d{5,12}$/.test(uid) ? { uid } : {}),
  };
}
