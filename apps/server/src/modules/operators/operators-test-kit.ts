import { API } from '@mecha/shared/api-paths';
import type { OpsEditions, OpsRole } from '@mecha/shared/ops/roles';
import { DEV_OPERATOR_TOKEN } from '../../config.ts';
import { body, type TestApp } from '../../../test/test-app.ts';
import { totpCodeAt } from './totp.ts';

export const PASSWORD = 'a-long-enough-password';
export const BOOTSTRAP = DEV_OPERATOR_TOKEN;

/** An operator call with `Authorization: Operator <credential>` (none when undefined); status and envelope. */
export async function opsCall<T = unknown>(t: TestApp, method: 'GET' | 'POST', url: string, credential?: string, payload?: unknown, ip = '10.40.0.1') {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { 'accept-language': 'en', ...(credential === undefined ? {} : { authorization: `Operator ${credential}` }) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, ...body<T>(res) };
}

/** Creates an operator with the bootstrap credential; answers its TOTP secret. */
export async function createOperator(t: TestApp, name: string, role: OpsRole, editions: OpsEditions = 'all', password = PASSWORD): Promise<string> {
  const res = await opsCall<{ totpSecret: string }>(t, 'POST', API.opsOperatorCreate, BOOTSTRAP, { name, role, editions, password });
  if (res.code !== 0) throw new Error(`operator ${name} not created: ${res.msg}`);
  return res.data.totpSecret;
}

/** The current code of `secret` by the app's clock. */
export const codeNow = (t: TestApp, secret: string) => totpCodeAt(secret, t.clock.now());

/** Moves the clock to the next TOTP step (a code is good once), then logs in; answers the envelope. */
let ips = 0;
/** A fresh client address per call (the login route's per-IP limit is tested on its own). */
export const nextIp = () => `10.41.${Math.floor(++ips / 250) % 250}.${(ips % 250) + 1}`;

export async function loginAttempt(t: TestApp, name: string, secret: string, password = PASSWORD, ip = nextIp()) {
  t.clock.advance(30_000);
  return opsCall<{ token: string; expiresAt: number }>(t, 'POST', API.opsLogin, undefined, { name, password, totp: codeNow(t, secret) }, ip);
}

export async function login(t: TestApp, name: string, secret: string, password = PASSWORD, ip?: string): Promise<string> {
  const res = await loginAttempt(t, name, secret, password, ip);
  if (res.code !== 0) throw new Error(`login of ${name} failed: ${res.msg}`);
  return res.data.token;
}
