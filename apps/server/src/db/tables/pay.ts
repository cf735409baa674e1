import type { ColumnType, Generated } from 'kysely';
import type { EditionCode } from '@mecha/shared/editions';
import type { Currency } from '@mecha/shared/pay/money';
import type { OrderState } from '@mecha/shared/pay/api';

type Names = ColumnType<Record<string, string>, string, string>;

export interface PaySkusTable {
  id: string;
  edition: EditionCode;
  currency: Currency;
  names: Names;
  price_minor: number;
  base_amount: number;
  standing_bonus: Generated<number>;
  doubles_first: Generated<boolean>;
  /** null: derived from the price (points_per_unit per whole currency unit). */
  points: number | null;
  active: Generated<boolean>;
  sort: Generated<number>;
}

export interface PayMethodsTable {
  edition: EditionCode;
  id: string;
  names: Names;
  active: Generated<boolean>;
  sort: Generated<number>;
}

export interface PaySettingsTable {
  edition: EditionCode;
  currency: Currency;
  monthly_cap_minor: number | null;
  /** numeric: read as a decimal string. */
  points_per_unit: ColumnType<string, string | number | undefined, string | number>;
}

export interface PayOrdersTable {
  id: string;
  yfy_uid: string;
  role_uid: string;
  edition: EditionCode;
  sku_id: string;
  method: string;
  currency: Currency;
  price_minor: number;
  amount: number;
  bonus: number;
  doubled: Generated<boolean>;
  points: number;
  state: OrderState;
  idempotency_key: string;
  request_hash: string;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  late: Generated<boolean>;
  provider_ref: string | null;
  delivered_at: Date | null;
  refunded_at: Date | null;
}

export interface PayFirstPurchasesTable {
  role_uid: string;
  sku_id: string;
  order_id: string;
}

export interface PayNotificationsTable {
  id: Generated<number>;
  provider: string;
  signature: string;
  order_id: string | null;
  event: string | null;
  body: string;
  received_at: Date;
  outcome: string;
}

export type PointsEntryType = 'topup' | 'exchange' | 'refund' | 'adjust' | 'expire';

export interface PointsAccountsTable {
  yfy_uid: string;
  balance: Generated<number>;
}

export interface PointsLedgerTable {
  id: Generated<number>;
  yfy_uid: string;
  type: PointsEntryType;
  amount: number;
  balance_after: number;
  reason: string;
  ref_type: string | null;
  ref_id: string | null;
  created_at: Date;
}

export interface SimWalletTable {
  id: Generated<number>;
  uid: string;
  order_id: string;
  amount: number;
  bonus: number;
  credited_at: Date;
}
