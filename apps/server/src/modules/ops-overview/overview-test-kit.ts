import { randomBytes } from 'node:crypto';
import type { OpsEditions, OpsRole } from '@mecha/shared/ops/roles';
import { DAY } from '../../platform/clock.ts';
import { body, type TestApp } from '../../../test/test-app.ts';
import { credentialHash } from '../operators/operators.service.ts';
import { DEV_PASSWORD_HASH } from '../operators/dev-operators.ts';

// Operators of a role and editions for the console's tests: an account and a personal API token made straight in
// the database (the login itself is the operators module's to test), so a test calls as an HK editor or support.
export async function operatorToken(t: TestApp, role: OpsRole, editions: OpsEditions): Promise<string> {
  const db = t.store.db;
  const now = t.clock.now();
  const name = `${role}-${randomBytes(4).toString('hex')}`;
  const op = await db
    .insertInto('operators')
    .values({ name, password_hash: DEV_PASSWORD_HASH, totp_secret: 'MECHAOPSTESTTOTPSECRETAAAAAAAAAA', role, editions: JSON.stringify(editions), locked_until: null, last_login_at: null, created_at: now, created_by: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = `opt_${randomBytes(24).toString('base64url')}`;
  await db
    .insertInto('operator_tokens')
    .values({ operator_id: op.id, label: 'test', token_hash: credentialHash(token), created_at: now, expires_at: new Date(now.getTime() + 30 * DAY), last_used_at: null, revoked_at: null })
    .execute();
  return token;
}

/** Calls the console as an operator credential; answers status plus the envelope. */
export function consoleCaller(t: TestApp, token: string) {
  return async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: { authorization: `Operator ${token}`, 'accept-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, ...body<T>(res) };
  };
}
