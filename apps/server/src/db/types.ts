import type { ColumnType, Generated } from 'kysely';
import type { EditionCode } from '@mecha/shared/editions';

// Table types of the database. Timestamps are timestamptz (read as Date, written as Date).
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface AccountsTable {
  yfy_uid: string;
  created_at: CreatedAt;
  selected_role_uid: string | null;
}

export interface AccountRolesTable {
  uid: string;
  yfy_uid: string;
  bound_at: Date;
}

/** Roles the site knows, from the game gateway or from ingested matches. */
export interface GameRolesTable {
  uid: string;
  nickname: string;
  level: number;
  avatar: string;
  edition: EditionCode;
  region: string;
  updated_at: Date;
}

export interface SessionsTable {
  token_hash: string;
  yfy_uid: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  uid: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
  ip: string;
}

export interface SimRolesTable {
  uid: string;
  nickname: string;
  level: number;
  avatar: string;
  edition: EditionCode;
  region: string;
}

export interface SimMailTable {
  id: Generated<number>;
  uid: string;
  kind: string;
  title: string;
  body: string;
  code: string | null;
  created_at: Date;
  dedupe_key: string | null;
}

export interface MatchesTable {
  id: string;
  mode: string;
  season: number;
  ended_at: Date;
  duration_s: number;
  bans: ColumnType<string[], string, string>;
  received_at: Date;
}

export interface MatchPlayersTable {
  match_id: string;
  uid: string;
  mode: string;
  season: number;
  ended_at: Date;
  side: number;
  won: boolean;
  premade: boolean;
  other_premade: boolean;
  character: string;
  mvp: boolean;
  nickname: string;
  damage: number;
  kills: number;
  deaths: number;
  stats: ColumnType<Record<string, number>, string, string>;
  score_before: number;
  base: number;
  mvp_bonus: number;
  streak_bonus: number;
  solo_team: number;
  score_after: number;
}

export interface LaddersTable {
  uid: string;
  mode: string;
  season: number;
  region: string;
  start_score: number;
  score: number;
  max_score: number;
  games: number;
  wins: number;
  streak: number;
  best_streak: number;
  last_match_at: Date | null;
  last_match_id: string | null;
  decay_steps: Generated<number>;
}

export interface LadderDaysTable {
  uid: string;
  mode: string;
  season: number;
  day: number;
  score: number;
}

export interface CharacterStatsTable {
  uid: string;
  mode: string;
  season: number;
  character: string;
  games: number;
  wins: number;
  mvps: number;
  kills: number;
  deaths: number;
  damage: ColumnType<string, number | string, number | string>;
}

export interface LadderHistogramTable {
  season: number;
  mode: string;
  region: string;
  bucket: number;
  players: number;
}

export interface IngestSignaturesTable {
  signature: string;
  seen_at: Date;
}

export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  category: string;
  cover: string;
  tags: ColumnType<string[], string, string>;
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

export interface GiftPacksTable {
  id: string;
  kind: 'newcomer' | 'daily' | 'weekly' | 'subscriber';
  titles: ColumnType<Record<string, string>, string, string>;
  items: ColumnType<{ id: string; qty: number; names: Record<string, string> }[], string, string>;
  active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  sort: number;
}

export interface RewardGrantsTable {
  id: Generated<number>;
  owner: string;
  source: string;
  ref: string;
  period: string;
  yfy_uid: string;
  role_uid: string;
  items: ColumnType<{ id: string; qty: number; names: Record<string, string> }[], string, string>;
  created_at: Date;
}

export interface MailOutboxTable {
  id: Generated<number>;
  grant_id: number;
  role_uid: string;
  title: string;
  body: string;
  status: 'pending' | 'delivered';
  attempts: Generated<number>;
  next_attempt_at: Date;
  delivered_at: Date | null;
  last_error: string | null;
}

export interface MessagesTable {
  id: Generated<number>;
  yfy_uid: string;
  kind: string;
  titles: ColumnType<Record<string, string>, string, string>;
  bodies: ColumnType<Record<string, string>, string, string>;
  grant_id: number | null;
  created_at: Date;
  read_at: Date | null;
}

export interface SubscriptionsTable {
  yfy_uid: string;
  subscribed_at: Date;
}

type Items = ColumnType<{ id: string; qty: number; names: Record<string, string> }[], string, string>;
type Texts = ColumnType<Record<string, string>, string, string>;

export interface SigninRewardsTable {
  day: number;
  titles: Texts;
  items: Items;
}

export interface SigninLogTable {
  yfy_uid: string;
  business_day: string;
  n: number;
  signed_at: Date;
}

export interface RedeemBatchesTable {
  id: string;
  titles: Texts;
  items: Items;
  edition: string | null;
  expires_at: Date | null;
  created_at: Date;
}

export interface RedeemCodesTable {
  code: string;
  batch_id: string;
  uses: Generated<number>;
  max_uses: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  yfy_uid: string;
  role_uid: string | null;
  category: string;
  text: string;
  contact: string | null;
  screenshot: string | null;
  created_at: Date;
  answer: string | null;
  answered_at: Date | null;
}

export interface Database {
  accounts: AccountsTable;
  account_roles: AccountRolesTable;
  game_roles: GameRolesTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  sim_roles: SimRolesTable;
  sim_mail: SimMailTable;
  matches: MatchesTable;
  match_players: MatchPlayersTable;
  ladders: LaddersTable;
  ladder_days: LadderDaysTable;
  character_stats: CharacterStatsTable;
  ladder_histogram: LadderHistogramTable;
  ingest_signatures: IngestSignaturesTable;
  articles: ArticlesTable;
  article_texts: ArticleTextsTable;
  article_likes: ArticleLikesTable;
  banners: BannersTable;
  version_notes: VersionNotesTable;
  search_history: SearchHistoryTable;
  character_rates: CharacterRatesTable;
  character_rate_totals: CharacterRateTotalsTable;
  gift_packs: GiftPacksTable;
  reward_grants: RewardGrantsTable;
  mail_outbox: MailOutboxTable;
  messages: MessagesTable;
  subscriptions: SubscriptionsTable;
  signin_rewards: SigninRewardsTable;
  signin_log: SigninLogTable;
  redeem_batches: RedeemBatchesTable;
  redeem_codes: RedeemCodesTable;
  feedback: FeedbackTable;
}
