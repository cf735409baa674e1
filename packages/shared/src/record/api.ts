import { z } from 'zod';
import { UID_PATTERN } from '../game/uid.ts';
import { BATTLE_RESULTS } from './battle-filter.ts';
import { modeSchema } from './ingest.ts';

// Request and response shapes of the battle-record calls (SPEC §3 ladder stats shape, PRODUCT.md "Calls").
export const seasonSchema = z.object({ Code: z.number().int(), StartTime: z.number().int(), EndTime: z.number().int() });
export const seasonListData = z.object({ list: z.array(seasonSchema), current: z.number().int() });
/** The two seasons the UI shows: the previous and the current. */
export const seasonShowData = z.object({ current: seasonSchema, shown: z.array(seasonSchema) });

const seasonParam = z.coerce.number({ error: 'paramError' }).int().min(1).max(1000).optional();
export const seasonQuery = z.strictObject({ season: seasonParam });
export const modeSeasonQuery = z.strictObject({ mode: modeSchema.default('T1'), season: seasonParam });

export const topRoleSchema = z.object({ Id: z.string(), TotalCnt: z.number().int(), WinRate: z.string() });

export const modeBlockSchema = z.object({
  MaxScore: z.number().int(),
  ArenaScore: z.number().int(),
  TotalCnt: z.number().int(),
  WinCnt: z.number().int(),
  /** Share of wins, 0–1. */
  WinRate: z.number(),
  /** yyyymmdd → score at the end of that day. */
  ScoreMap: z.record(z.string(), z.number().int()),
  /** Placement done (3 matches): the ladder score is shown. */
  Placed: z.boolean(),
  /** Most-played characters in this mode (TopRoleList beside the blocks covers both modes, as the spec has it). */
  TopRoles: z.array(topRoleSchema),
});
export type ModeBlock = z.infer<typeof modeBlockSchema>;

export const battleSummaryData = z.object({
  T1: modeBlockSchema,
  T2: modeBlockSchema,
  TopRoleList: z.array(topRoleSchema),
  Season: z.number().int(),
  /** True when this is the sample shown to visitors without a login. */
  IsSample: z.boolean(),
  /** Unix seconds of the newest match ingested for the role (issue 17 "freshness"); null for the sample or no match. */
  UpdatedAt: z.number().int().nullable(),
});
export type BattleSummary = z.infer<typeof battleSummaryData>;

export const seasonReportModeSchema = z.object({
  StartScore: z.number().int(),
  FinalScore: z.number().int(),
  MaxScore: z.number().int(),
  TotalCnt: z.number().int(),
  WinCnt: z.number().int(),
  WinRate: z.number(),
  BestStreak: z.number().int(),
  Placed: z.boolean(),
  /** Share of the region's ranked players this ladder is ahead of, 0–100; null when not ranked. */
  Percentile: z.number().nullable(),
  TopRoles: z.array(topRoleSchema),
});
export const seasonSummaryData = z.object({
  Season: z.number().int(),
  Region: z.string().nullable(),
  T1: seasonReportModeSchema.nullable(),
  T2: seasonReportModeSchema.nullable(),
  /** Unix seconds of the role's newest match in the season; null when none. */
  UpdatedAt: z.number().int().nullable(),
});
export type SeasonSummary = z.infer<typeof seasonSummaryData>;

export const battleListQuery = z.strictObject({
  mode: modeSchema.default('T1'),
  season: seasonParam,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  character: z.string().regex(/^c\d{2}$/).optional(),
  /** Only the matches played beside this teammate (2v2; the duo page's "matches together", decision 0059). */
  partner: z.string().regex(UID_PATTERN, 'paramError').optional(),
  /** Only won or only lost matches (a win total opens its wins). */
  result: z.enum(BATTLE_RESULTS, { error: 'paramError' }).optional(),
});
export const battleItemSchema = z.object({
  Id: z.string(),
  Mode: modeSchema,
  EndedAt: z.number().int(),
  DurationS: z.number().int(),
  Win: z.boolean(),
  Character: z.string(),
  Mvp: z.boolean(),
  Premade: z.boolean(),
  ScoreChange: z.number().int(),
  ScoreAfter: z.number().int(),
  Kills: z.number().int(),
  Deaths: z.number().int(),
  Damage: z.number().int(),
});
export type BattleItem = z.infer<typeof battleItemSchema>;
export const battleListData = z.object({ list: z.array(battleItemSchema), page: z.number().int(), size: z.number().int(), hasMore: z.boolean() });

export const matchIdQuery = z.strictObject({ id: z.string().min(1, 'paramError').max(64).regex(/^[\w.:-]+$/, 'paramError') });
export const detailPlayerSchema = z.object({
  Uid: z.string(),
  Nickname: z.string(),
  Character: z.string(),
  Mvp: z.boolean(),
  ScoreBefore: z.number().int(),
  ScoreAfter: z.number().int(),
  Parts: z.object({ Base: z.number().int(), Mvp: z.number().int(), Streak: z.number().int(), SoloTeam: z.number().int() }),
  Stats: z.record(z.string(), z.number()),
});
export const matchDetailData = z.object({
  Id: z.string(),
  Mode: modeSchema,
  Season: z.number().int(),
  EndedAt: z.number().int(),
  DurationS: z.number().int(),
  Bans: z.array(z.string()),
  Sides: z.array(z.object({ Win: z.boolean(), Premade: z.boolean(), Players: z.array(detailPlayerSchema) })),
});
export type MatchDetail = z.infer<typeof matchDetailData>;

export const characterSchema = z.object({ Id: z.string(), Name: z.string(), Class: z.string() });
export const rolesData = z.object({ list: z.array(characterSchema) });

export const characterStatSchema = z.object({
  Id: z.string(),
  TotalCnt: z.number().int(),
  WinCnt: z.number().int(),
  WinRate: z.number(),
  MvpCnt: z.number().int(),
  Kills: z.number().int(),
  Deaths: z.number().int(),
  AvgDamage: z.number().int(),
  Kda: z.number(),
});
export type CharacterStat = z.infer<typeof characterStatSchema>;
export const roleListData = z.object({
  list: z.array(characterStatSchema),
  Season: z.number().int(),
  Mode: modeSchema,
  /** Unix seconds of the role's newest match in the season; null when none. */
  UpdatedAt: z.number().int().nullable(),
});
export const roleMessageQuery = z.strictObject({ id: z.string().regex(/^c\d{2}$/, 'paramError'), mode: modeSchema.default('T1'), season: seasonParam });
export const roleMessageData = z.object({ Stat: characterStatSchema, Recent: z.array(battleItemSchema) });

export const rankingQuery = z.strictObject({ mode: modeSchema.default('T1'), season: seasonParam, region: z.string().min(1).max(16).optional() });
export const rankingEntrySchema = z.object({
  Rank: z.number().int(),
  Uid: z.string(),
  Nickname: z.string(),
  Score: z.number().int(),
  TotalCnt: z.number().int(),
  WinRate: z.number(),
});
export const rankingData = z.object({
  Region: z.string(),
  Mode: modeSchema,
  Season: z.number().int(),
  list: z.array(rankingEntrySchema),
  /** Unix seconds at which this board was read from the ladder. */
  ComputedAt: z.number().int(),
});
export const randPercentData = z.object({
  Region: z.string(),
  /** Share of the region's ranked players the role is ahead of, 0–100. */
  Percent: z.number(),
  Rank: z.number().int().nullable(),
  Total: z.number().int(),
  Placed: z.boolean(),
});
export const rankingNewData = rankingData.extend({ Regions: z.array(z.string()), Mine: randPercentData.nullable() });

export type Season = z.infer<typeof seasonSchema>;
export type SeasonListData = z.infer<typeof seasonListData>;
export type SeasonShowData = z.infer<typeof seasonShowData>;
export type TopRole = z.infer<typeof topRoleSchema>;
export type BattleListData = z.infer<typeof battleListData>;
export type RoleListData = z.infer<typeof roleListData>;
export type RoleMessageData = z.infer<typeof roleMessageData>;
export type RankingData = z.infer<typeof rankingData>;
export type RankingEntry = z.infer<typeof rankingEntrySchema>;
export type RankingNewData = z.infer<typeof rankingNewData>;
export type StandingData = z.infer<typeof randPercentData>;
