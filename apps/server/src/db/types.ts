// The database's tables, one file per area under tables/.
import type { AccountsTable, AccountRolesTable, GameRolesTable, SessionsTable, UsedSsoTokensTable, VerificationCodesTable } from './tables/accounts.ts';
import type { SimRolesTable, SimMailTable } from './tables/sim.ts';
import type { MatchesTable, MatchPlayersTable, LaddersTable, LadderDaysTable, CharacterStatsTable, LadderHistogramTable, IngestSignaturesTable } from './tables/record.ts';
import type { ArticlesTable, ArticleTextsTable, ArticleLikesTable, BannersTable, VersionNotesTable, SearchHistoryTable, CharacterRatesTable, CharacterRateTotalsTable } from './tables/news.ts';
import type { GiftPacksTable, RewardGrantsTable, MailOutboxTable, MessagesTable, SubscriptionsTable, SigninRewardsTable, SigninLogTable, RedeemBatchesTable, RedeemCodesTable, FeedbackTable } from './tables/welfare.ts';

export interface Database {
  accounts: AccountsTable;
  account_roles: AccountRolesTable;
  game_roles: GameRolesTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  used_sso_tokens: UsedSsoTokensTable;
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
