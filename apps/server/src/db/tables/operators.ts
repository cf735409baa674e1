import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

// The operator console's tables (migrations/0015-operators.ts says which rule each constraint holds).
export interface OperatorsTable {
  id: Generated<number>;
  name: string;
  /** scrypt, with its parameters and salt in the string (platform's operator password module). */
  password_hash: string;
  totp_secret: string;
  role: 'admin' | 'editor' | 'support' | 'shipping';
  editions: Json<'all' | string[]>;
  disabled: Generated<boolean>;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  last_totp_step: ColumnType<string, string | number | undefined, string | number>;
  last_login_at: Date | null;
  created_at: Date;
  created_by: string;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface OperatorTokensTable {
  id: Generated<number>;
  operator_id: number;
  label: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface OpsAuditLogTable {
  id: ColumnType<string, never, never>;
  at: Date;
  operator: string;
  role: string;
  area: string;
  action: string;
  call: string;
  edition: string | null;
  target: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  reason: string | null;
}

export interface OpsApprovalsTable {
  id: Generated<number>;
  kind: 'points-adjust';
  state: Generated<'pending' | 'approved' | 'rejected'>;
  payload: Json<{ yfyUid: string; amount: number }>;
  edition: string | null;
  reason: string;
  requested_by: string;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  decision_note: string | null;
}
