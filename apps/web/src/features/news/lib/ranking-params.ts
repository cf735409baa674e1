import { PERIODS, TIERS } from '@mecha/shared/news/ranking-options';
import { MODES, type Mode } from '@mecha/shared/record/modes';

// The character-ranking selection (mode × tier × period) as it travels in URLs: the news page, the poster and a
// shared link all read it the same way, falling back to the server's defaults for anything unknown.
export type Tier = (typeof TIERS)[number];
export type Period = (typeof PERIODS)[number];
export type RateSort = 'win' | 'pick' | 'ban';
export interface RankingSelection {
  mode: Mode;
  tier: Tier;
  period: Period;
}

export const DEFAULT_SELECTION: RankingSelection = { mode: 'T1', tier: 'all', period: '7d' };

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;

export function parseSelection(params: URLSearchParams): RankingSelection {
  return {
    mode: pick(MODES, params.get('mode'), DEFAULT_SELECTION.mode),
    tier: pick(TIERS, params.get('tier'), DEFAULT_SELECTION.tier),
    period: pick(PERIODS, params.get('period'), DEFAULT_SELECTION.period),
  };
}

export function parseSort(value: string | null): RateSort {
  return value === 'pick' || value === 'ban' ? value : 'win';
}
