import type { ColumnType, Generated } from 'kysely';
import type { ShippingAddress } from '@mecha/shared/address/schema';

type Json<T> = ColumnType<T, string, string>;
type Texts = Json<Record<string, string>>;

export interface AnnualEventsTable {
  id: string;
  edition: string;
  titles: Texts;
  rules: Texts;
  starts_at: Date;
  ends_at: Date;
  report_from: Date;
  report_to: Date;
  seed: string;
  seed_hash: string;
  characters: Json<string[]>;
  login_tickets: Generated<number>;
  vote_tickets: Generated<number>;
  share_tickets: Generated<number>;
  login_task: Generated<boolean>;
  draws_made: Generated<number>;
  active: Generated<boolean>;
}

export interface AnnualPrizesTable {
  event_id: string;
  id: string;
  names: Texts;
  picture: string | null;
  physical: boolean;
  qty: number;
  weight: number;
  stock: number | null;
  stock_total: number | null;
  sort: Generated<number>;
}

export interface OddsWeight {
  prizeId: string;
  weight: number;
}
export interface AnnualOddsHistoryTable {
  id: Generated<number>;
  event_id: string;
  from_draw: number;
  at: Date;
  reason: 'opened' | 'soldOut' | 'operator';
  prize_id: string | null;
  weights: Json<OddsWeight[]>;
}

export interface AnnualTicketsTable {
  event_id: string;
  yfy_uid: string;
  balance: number;
  earned: Generated<number>;
  spent: Generated<number>;
}

export interface AnnualTaskClaimsTable {
  event_id: string;
  yfy_uid: string;
  task: 'login' | 'vote' | 'share';
  period: string;
  role_uid: string;
  tickets: number;
  claimed_at: Date;
}

export interface AnnualSharesTable {
  event_id: string;
  yfy_uid: string;
  day: number;
  role_uid: string;
  kind: 'poster' | 'link';
  at: Date;
}

export interface AnnualVotesTable {
  event_id: string;
  yfy_uid: string;
  role_uid: string;
  characters: Json<string[]>;
  voted_at: Date;
}

export interface AnnualVoteTallyTable {
  event_id: string;
  character: string;
  votes: Generated<number>;
}

export interface DrawnPrize {
  names: Record<string, string>;
  picture: string | null;
  physical: boolean;
  qty: number;
}
export interface AnnualDrawsTable {
  id: Generated<number>;
  event_id: string;
  number: number;
  yfy_uid: string;
  role_uid: string;
  prize_id: string;
  prize: Json<DrawnPrize>;
  drawn_at: Date;
  grant_id: number | null;
  physical: boolean;
  address: ColumnType<ShippingAddress | null, string | null, string | null>;
  address_at: Date | null;
  address_due_at: Date | null;
  forfeited_at: Date | null;
  shipped_at: Date | null;
  carrier: string | null;
  tracking: string | null;
}

export interface AnnualMatchHistogramTable {
  event_id: string;
  matches: number;
  roles: number;
}
