import type { ColumnType, Generated } from 'kysely';
import type { EditionCode } from '@mecha/shared/editions';

// Timestamps are timestamptz (read as Date, written as Date).
type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** 'code': created by code login (`h5-<16 hex>`); 'sso': a platform `sub` (migration 0008). */
export type AccountOrigin = 'code' | 'sso';

export interface AccountsTable {
  yfy_uid: string;
  created_at: CreatedAt;
  selected_role_uid: string | null;
  origin: AccountOrigin;
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

/** Platform SSO tokens already exchanged for a session, kept until they would be refused anyway. */
export interface UsedSsoTokensTable {
  token_key: string;
  forget_after: Date;
}
