import type {
  battleListData,
  rankingNewData,
  randPercentData,
  roleListData,
  roleMessageData,
  seasonListData,
  seasonSchema,
  seasonShowData,
  topRoleSchema,
} from '@mecha/shared/record/api';
import type { z } from 'zod';

// @mecha/shared exports the zod schemas of the record calls but names only some of their types; the rest are
// inferred here, once, so no other web file needs zod (a type-only import: nothing of zod reaches the bundle).
export type {
  BattleItem,
  BattleSummary,
  CharacterStat,
  MatchDetail,
  ModeBlock,
  SeasonSummary,
} from '@mecha/shared/record/api';
export type Season = z.infer<typeof seasonSchema>;
export type SeasonList = z.infer<typeof seasonListData>;
export type SeasonShow = z.infer<typeof seasonShowData>;
export type TopRole = z.infer<typeof topRoleSchema>;
export type BattleListPage = z.infer<typeof battleListData>;
export type RoleStats = z.infer<typeof roleListData>;
export type RoleMessage = z.infer<typeof roleMessageData>;
export type Ranking = z.infer<typeof rankingNewData>;
export type Standing = z.infer<typeof randPercentData>;
