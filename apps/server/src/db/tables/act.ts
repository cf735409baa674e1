import type { ColumnType, Generated } from 'kysely';
import type { ShippingAddress } from '@mecha/shared/address/schema';

type Texts = ColumnType<Record<string, string>, string, string>;
export interface PrizeRow {
  id: string;
  names: Record<string, string>;
  qty: number;
  physical: boolean;
  picture: string | null;
}
type Prizes = ColumnType<PrizeRow[], string, string>;

export interface ActEventsTable {
  id: string;
  edition: string;
  currency: string;
  titles: Texts;
  rules: Texts;
  starts_at: Date;
  ends_at: Date;
  active: boolean;
}

export interface ActTiersTable {
  event_id: string;
  id: string;
  threshold_minor: number;
  prizes: Prizes;
  sort: number;
}

export interface ActClaimsTable {
  id: Generated<number>;
  event_id: string;
  tier_id: string;
  role_uid: string;
  yfy_uid: string;
  /** What was won, as it stood when claimed (an operator may change the tier later). */
  prizes: Prizes;
  claimed_at: Date;
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
