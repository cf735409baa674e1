import type { ColumnType, Generated } from 'kysely';

type Items = ColumnType<{ id: string; qty: number; names: Record<string, string> }[], string, string>;
type Texts = ColumnType<Record<string, string>, string, string>;

export interface GiftPacksTable {
  id: string;
  kind: 'newcomer' | 'daily' | 'weekly' | 'subscriber';
  titles: Texts;
  items: Items;
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
  items: Items;
  created_at: Date;
}

/** A reward mail of a grant, or (migration 0010) the currency credit of a paid top-up order. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: Generated<'mail' | 'credit'>;
  grant_id: number | null;
  order_id: string | null;
  role_uid: string;
  title: string;
  body: string;
  status: 'pending' | 'delivered';
  attempts: Generated<number>;
  next_attempt_at: Date;
  delivered_at: Date | null;
  last_error: string | null;
  /** When the mail was queued (the database's clock; migration 0018): the status page's oldest-waiting age. */
  created_at: Generated<Date>;
}

export interface MessagesTable {
  id: Generated<number>;
  yfy_uid: string;
  kind: string;
  titles: Texts;
  bodies: Texts;
  grant_id: number | null;
  created_at: Date;
  read_at: Date | null;
}

export interface SubscriptionsTable {
  yfy_uid: string;
  subscribed_at: Date;
}

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
