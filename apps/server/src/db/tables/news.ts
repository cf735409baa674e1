import type { ColumnType, Generated } from 'kysely';

export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  category: string;
  cover: string;
  artist: string | null;
  editions: ColumnType<string[], string, string>;
  published_at: Date;
  status: 'published' | 'unpublished';
  views: Generated<number>;
  likes: Generated<number>;
  updated_at: Date;
}

export interface ArticleTextsTable {
  article_id: number;
  lang: string;
  title: string;
  summary: string;
  body_html: string;
  search_text: string;
  /** Words in this text's language. */
  tags: ColumnType<string[], string, string>;
}

export interface ArticleLikesTable {
  article_id: number;
  yfy_uid: string;
  created_at: Date;
}

export interface BannersTable {
  id: Generated<number>;
  slug: string;
  image: string;
  link: string;
  sort: number;
  editions: ColumnType<string[], string, string>;
  titles: ColumnType<Record<string, string>, string, string>;
  active: boolean;
}

export interface VersionNotesTable {
  id: Generated<number>;
  version: string;
  published_at: Date;
  clicks: Generated<number>;
  titles: ColumnType<Record<string, string>, string, string>;
  bodies: ColumnType<Record<string, string>, string, string>;
}

export interface SearchHistoryTable {
  yfy_uid: string;
  keyword: string;
  searched_at: Date;
}

export interface CharacterRatesTable {
  period: string;
  mode: string;
  tier: string;
  character: string;
  games: number;
  wins: number;
  picks: number;
  bans: number;
}

export interface CharacterRateTotalsTable {
  period: string;
  mode: string;
  tier: string;
  matches: number;
  updated_at: Date;
}

/** Per UTC hour, mode and tier: what the character-rates job sums per period (decision 0199). */
export interface CharacterRateHoursTable {
  hour: Date;
  mode: string;
  tier: string;
  character: string;
  games: number;
  wins: number;
  picks: number;
  bans: number;
}

export interface CharacterRateHourMatchesTable {
  hour: Date;
  mode: string;
  tier: string;
  matches: number;
}

/** Hours whose matches changed since the job last ran; null = every hour of the window. */
export interface CharacterRateDirtyTable {
  id: Generated<string>;
  hour: Date | null;
}
