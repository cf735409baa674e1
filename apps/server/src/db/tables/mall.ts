import type { ColumnType, Generated } from 'kysely';
import type { ShippingAddress } from '@mecha/shared/address/schema';
import type { LimitPeriod, DropStyle, DrawOutcome, MallOrderState } from '@mecha/shared/mall/api';

type Texts = ColumnType<Record<string, string>, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface MallCategoriesTable {
  id: string;
  names: Texts;
  sort: Generated<number>;
  active: Generated<boolean>;
}

export interface MallProductsTable {
  id: string;
  category_id: string;
  names: Texts;
  descriptions: Texts;
  pictures: Json<string[]>;
  points: number;
  stock: number;
  stock_total: number;
  regions: string[];
  editions: string[];
  limit_count: number | null;
  limit_period: LimitPeriod | null;
  on_sale_at: Date | null;
  style: Generated<DropStyle>;
  entry_ends_at: Date | null;
  draw_state: Generated<'pending' | 'drawn'>;
  drawn_at: Date | null;
  draw_seed: string | null;
  draw_winners: number | null;
  sort: Generated<number>;
  active: Generated<boolean>;
  created_at: Date;
}

export interface MallPurchaseCountsTable {
  yfy_uid: string;
  product_id: string;
  period: string;
  n: number;
}

export interface MallAddressesTable {
  id: Generated<number>;
  yfy_uid: string;
  address: Json<ShippingAddress>;
  is_default: Generated<boolean>;
  created_at: Date;
}

export interface MallOrdersTable {
  id: string;
  yfy_uid: string;
  role_uid: string;
  product_id: string;
  points: number;
  via: 'exchange' | 'draw';
  period: string | null;
  state: Generated<MallOrderState>;
  address: Json<ShippingAddress>;
  carrier: string | null;
  tracking_no: string | null;
  created_at: Date;
  shipped_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
}

export interface MallOrderEventsTable {
  id: Generated<number>;
  order_id: string;
  kind: 'created' | 'addressChanged' | 'shipped' | 'cancelled';
  /** 'player', 'system' or 'operator:<name>'. */
  actor: string;
  detail: Json<Record<string, unknown>>;
  at: Date;
}

export interface MallSuspensionsTable {
  id: Generated<number>;
  yfy_uid: string;
  reason: string;
  starts_at: Date;
  ends_at: Date;
  created_by: string;
  lifted_at: Date | null;
}

export interface MallDrawEntriesTable {
  product_id: string;
  yfy_uid: string;
  role_uid: string;
  address: Json<ShippingAddress>;
  entered_at: Date;
  outcome: Generated<DrawOutcome>;
  order_id: string | null;
}
