import type {
  articleDetailData,
  articleItemSchema,
  balanceNewData,
  bannerSchema,
  characterRateSchema,
  hitsData,
  hotRankData,
  hotRankListData,
  likeData,
  newsListData,
  searchHistoryData,
  versionDetailData,
  versionItemSchema,
  versionListData,
} from '@mecha/shared/news/api';
import type { z } from 'zod';

// The shapes of the news calls, inferred once from the shared zod schemas (a type-only import: no zod code here).
export type { ArticleDetail, ArticleItem, Category } from '@mecha/shared/news/api';
export type Article = z.infer<typeof articleItemSchema>;
export type ArticleFull = z.infer<typeof articleDetailData>;
export type Banner = z.infer<typeof bannerSchema>;
export type NewsPage = z.infer<typeof newsListData>;
export type Hits = z.infer<typeof hitsData>;
export type LikeResult = z.infer<typeof likeData>;
export type SearchHistory = z.infer<typeof searchHistoryData>;
export type VersionItem = z.infer<typeof versionItemSchema>;
export type VersionList = z.infer<typeof versionListData>;
export type VersionDetail = z.infer<typeof versionDetailData>;
export type BalanceNew = z.infer<typeof balanceNewData>;
export type CharacterRate = z.infer<typeof characterRateSchema>;
export type HotRankList = z.infer<typeof hotRankListData>;
export type HotRank = z.infer<typeof hotRankData>;
