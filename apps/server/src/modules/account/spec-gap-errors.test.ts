import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { GatewayError, type GameGateway } from '../../game/gateway.ts';
import { ManualClock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { freshDb, type TestDb } from '../../../test/test-db.ts';
import { auth, body, loginWithCode, makeTestApp, sampleUids, type TestApp } from '../../../test/test-app.ts';
import { AccountService } from './account.service.ts';
import { CodeService } from './code.service.ts';
import { RoleDirectory } from './role-directory.ts';
import { SessionService } from './session.service.ts';

// SPEC §8 messages no code raised before issue 17 (decision 0055), each where its condition exists.

const refusal = async (p: Promise<unknown>): Promise<ErrorKey | 'resolved'> =>
  p.then(
    () => 'resolved' as const,
    (err: unknown) => {
      if (err instanceof AppError) return err.key;
      throw err;
    },
  );

describe('login and bind when the game fails to answer', () => {
  let store: TestDb;
  let accounts: AccountService;
  let roles: RoleDirectory;
  const down: GameGateway = {
    mode: 'http',
    lookupRole: async () => {
      throw new GatewayError('game unreachable');
    },
    sendMail: async () => undefined,
    creditTopUp: async () => undefined,
  };
  beforeAll(async () => {
    store = await freshDb('pglite');
    const clock = new ManualClock();
    roles = new RoleDirectory(store.db, down);
    accounts = new AccountService(store.db, clock, roles, new CodeService(store.db, down, clock, 'x'.repeat(32)), new SessionService(store.db, clock, 30), 'y'.repeat(32));
  });
  afterAll(() => store.drop());

  it('answers loginFailed to a login and bindFailed to a bind, roleNotFound to a plain look-up', async () => {
    expect(await refusal(accounts.loginWithCode('10009999', '123456'))).toBe('loginFailed');
    expect(await refusal(accounts.bindRole('h5-someone', '10009999', '123456'))).toBe('bindFailed');
    expect(await refusal(roles.require('10009999', new Date()))).toBe('roleNotFound');
    expect([ERRORS.loginFailed.code, ERRORS.bindFailed.code]).toEqual([1004, 1007]);
  });
});

describe('retry, ranked out and no data through the API', () => {
  let t: TestApp;
  let token: string;
  let uid: string;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    uid = (await sampleUids(t.app, 1))[0]!;
    token = await loginWithCode(t.app, uid);
  });
  afterAll(() => t.close());

  const payChange = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: API.payChange, headers, payload: { orderId: 'P20261126000000000001', method: 'card' } });

  it('asks to log in, then to bind a role, before retrying a payment', async () => {
    expect(body(await payChange({})).code).toBe(ERRORS.loginBeforeRetry.code);
    expect(body(await payChange(auth(token))).code).not.toBe(ERRORS.bindBeforeRetry.code);
    await t.app.inject({ method: 'POST', url: API.unbindRole, headers: auth(token), payload: { role_id: uid } });
    expect(body(await payChange(auth(token))).code).toBe(ERRORS.bindBeforeRetry.code);
  });

  it('answers rankedOut for its own place outside the top 100, noData for a character with nothing to show', async () => {
    const other = await loginWithCode(t.app, (await sampleUids(t.app, 2))[1]!);
    // No history in this world: nobody is on a board, so the caller is outside the top 100.
    expect(body(await t.app.inject({ url: `${API.rankingMine}?mode=T1`, headers: auth(other) })).code).toBe(ERRORS.rankedOut.code);
    expect(body(await t.app.inject({ url: `${API.roleMessage}?id=c99&mode=T1`, headers: auth(other) })).code).toBe(ERRORS.noData.code);
  });
});
