import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { codeNow, createOperator, login, opsCall, PASSWORD } from './operators-test-kit.ts';

// One's own account leaves its audit rows from the change's transaction (decision 0052): a password change, a token
// created (label and expiry, never the token) and revoked; a refused change leaves none. The API token keeps
// working after a password change (tokens are revoked one by one); the other sessions do not.
describe.each(DB_KINDS)('operators: own account audit (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());
  const rows = (operator: string) => t.store.db.selectFrom('ops_audit_log').select(['action', 'area', 'target', 'after']).where('operator', '=', operator).orderBy('id').execute();

  it('writes console.token.create/revoke and console.password in-transaction, never the token; refusals write none', async () => {
    const secret = await createOperator(t, 'fay', 'shipping', ['hk']);
    const session = await login(t, 'fay', secret);
    const other = await login(t, 'fay', secret);
    const created = await opsCall<{ token: string; info: { id: number } }>(t, 'POST', API.opsTokenCreate, session, { label: 'laptop', days: 7 });
    expect(created.code).toBe(0);
    const keep = await opsCall<{ token: string; info: { id: number } }>(t, 'POST', API.opsTokenCreate, session, { label: 'keep', days: 7 });
    expect((await opsCall(t, 'POST', API.opsTokenRevoke, session, { id: created.data.info.id })).code).toBe(0);
    expect((await opsCall(t, 'POST', API.opsTokenRevoke, session, { id: created.data.info.id })).code).toBe(ERRORS.notFound.code);
    expect((await opsCall(t, 'POST', API.opsTokenCreate, session, { label: '', days: 7 })).code).toBe(ERRORS.paramError.code);
    t.clock.advance(30_000);
    expect((await opsCall(t, 'POST', API.opsPassword, session, { current: 'wrong-password-x', next: 'another-long-password', totp: codeNow(t, secret) })).code).toBe(ERRORS.opsLoginFailed.code);
    t.clock.advance(30_000);
    expect((await opsCall(t, 'POST', API.opsPassword, session, { current: PASSWORD, next: 'another-long-password', totp: codeNow(t, secret) })).code).toBe(0);

    const audit = (await rows('fay')).filter((r) => r.action.startsWith('console.') && r.action !== 'console.login' && r.action !== 'console.login-failed');
    expect(audit.map((r) => r.action)).toEqual(['console.token.create', 'console.token.create', 'console.token.revoke', 'console.password']);
    expect(audit.every((r) => r.area === 'self' && r.target === 'fay')).toBe(true);
    expect(audit[0]!.after).toMatchObject({ id: created.data.info.id, label: 'laptop' });
    expect(audit[3]!.after).toMatchObject({ changed: true, otherSessionsEnded: 1 });
    expect(JSON.stringify(audit)).not.toContain(created.data.token);
    expect(JSON.stringify(audit)).not.toContain('another-long-password');

    // After the change: this session and the kept token work, the other session does not.
    expect((await opsCall(t, 'GET', API.opsMe, session)).code).toBe(0);
    expect((await opsCall(t, 'GET', API.opsMe, keep.data.token)).code).toBe(0);
    expect((await opsCall(t, 'GET', API.opsMe, other)).code).toBe(ERRORS.opsSessionRequired.code);
  });
});
