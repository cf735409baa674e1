import type { CharacterStat } from '../api/record-types.ts';

// The per-character table sorts by any of its columns, highest first; ties go to the more played character,
// then to roster order, so the order never flickers between refreshes.
export const SORT_KEYS = ['games', 'winRate', 'kda', 'damage', 'mvp'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const VALUE: Record<SortKey, (s: CharacterStat) => number> = {
  games: (s) => s.TotalCnt,
  winRate: (s) => s.WinRate,
  kda: (s) => s.Kda,
  damage: (s) => s.AvgDamage,
  mvp: (s) => s.MvpCnt,
};

export function sortValue(stat: CharacterStat, key: SortKey): number {
  return VALUE[key](stat);
}

export function sortStats(list: readonly CharacterStat[], key: SortKey): CharacterStat[] {
  return [...list].sort((a, b) => VALUE[key](b) - VALUE[key](a) || b.TotalCnt - a.TotalCnt || a.Id.localeCompare(b.Id));
}

// The bar under a character's name draws the sorted column, so the bars read down the table as the order does: a
// win rate is already a share of 100 %, so its bar is the rate itself (a 50 % mecha is half full whoever leads);
// counts and averages have no ceiling of their own, so theirs is the share of the table's highest.
export function barShare(stat: CharacterStat, key: SortKey, list: readonly CharacterStat[]): number {
  if (key === 'winRate') return Math.min(1, Math.max(0, stat.WinRate));
  const top = Math.max(0, ...list.map(VALUE[key]));
  return top > 0 ? Math.max(0, VALUE[key](stat)) / top : 0;
}

export function isSortKey(value: string | null): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value ?? '');
}
