import type { RankId } from '@mecha/shared/ladder/ranks';
import type { TFunction } from '../i18n/use-translation.ts';
import { badgeInfo } from './rank.ts';

/** "Supreme Star II", "超巨星 II": the localised rank name and the engine's numeral. */
export function rankTitle(t: TFunction, score: number): string {
  const info = badgeInfo(score);
  return info.numeral ? `${rankName(t, info.rank)} ${info.numeral}` : rankName(t, info.rank);
}

export function rankName(t: TFunction, rank: RankId): string {
  return t(`record.ranks.${rank}`);
}
