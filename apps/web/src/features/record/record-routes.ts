import type { DuoScope } from '@mecha/shared/record/duo-rules';
import type { BattleFilter } from '@mecha/shared/record/battle-filter';
import type { Mode } from '@mecha/shared/record/ingest';

// Links between the record pages (SPEC §2 route names). The detail route follows the match's mode.
const q = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const RECORD_ROUTES = {
  battle: (mode?: Mode, filter: BattleFilter = {}) => `/pages/record/battle/index${q({ mode, result: filter.result, partner: filter.partner })}`,
  matchDetail: (mode: Mode, id: string) => `/pages/record/${mode === 'T1' ? 'vs11' : 'vs22'}-detail/index${q({ id })}`,
  seasonPerformance: '/pages/record/season-performance/index',
  seasonRole: (mode?: Mode) => `/pages/record/season-role/index${q({ mode })}`,
  roleDetail: (id: string, mode?: Mode) => `/pages/record/role-detail/index${q({ id, mode })}`,
  roleInfo: '/pages/record/role-info/index',
  /** The 2v2 partners; the season on screen comes from the record pages' shared season choice. */
  duoPartners: (scope?: DuoScope) => `/pages/record/duo/index${q({ scope })}`,
  /** The share poster of the ladder on screen; who the player is comes from the session, not the URL. */
  recordPoster: (p: { mode: Mode; season: number; score: number; winRate: number; games: number }) =>
    `/pages/poster/index${q({ type: 'record', mode: p.mode, season: p.season, score: p.score, wr: p.winRate.toFixed(4), games: p.games })}`,
} as const;
