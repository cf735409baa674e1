import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { OPS_LOCK_S, OPS_MAX_FAILURES, OPS_SESSION_IDLE_S, OPS_SESSION_MAX_S } from '@mecha/shared/ops/roles';
import { DB_KINDS } from '../../../test/test-db.ts';
import { makeTestApp, type TestApp } from '../../../test/test-app.ts';
import { BOOTSTRAP, PASSWORD, codeNow, createOperator, login, loginAttempt, nextIp, opsCall } from './operators-test-kit.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { DEV_OPERATORS, DEV_OPERATOR_PASSWORD, DEV_PASSWORD_HASH } from './dev-operators.ts';
import { seedDevOperators } from './seed.ts';
import { totpCodeAt } from './totp.ts';
import { OperatorsService } from './operators.service.ts';
import { ManualClock } from '../../platform/clock.ts';

const MIN = 60_000;

describe('operator passwords', () => {
  it('hash with scrypt N=2^15 r=8 p=1 and a 16-byte salt; verify only the same password', async () => {
    const h = await hashPassword('correct horse battery');
    expect(h).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await hashPassword('correct horse battery')).not.toBe(h);
    expect(await verifyPassword('correct horse battery', h)).toBe(true);
    expect(await verifyPassword('correct horse batterY', h)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    expect(await verifyPassword(DEV_OPERATOR_PASSWORD, DEV_PASSWORD_HASH)).toBe(true);
  });
});

describe.each(DB_KINDS)('operators: login, sessions, tokens, accounts (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t.close());

  it('logs in with name, password and code; me; logout ends the session', async () => {
    const secret = await createOperator(t, 'alice', 'editor', ['hk']);
    const res = await loginAttempt(t, 'alice', secret);
    expect(res.code).toBe(0);
    const token = res.data.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.expiresAt).toBe(Math.floor(t.clock.now().getTime() / 1000) + OPS_SESSION_MAX_S);
    const me = await opsCall(t, 'GET', API.opsMe, token);
    expect(me).toMatchObject({ code: 0, data: { via: 'session', operator: { name: 'alice', role: 'editor', editions: ['hk'], disabled: false, lockedUntil: null } } });
    // Only the hash is stored.
    const stored = await t.store.db.selectFrom('operator_sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
    expect((await opsCall(t, 'POST', API.opsLogout, token)).code).toBe(0);
    expect((await opsCall(t, 'GET', API.opsMe, token)).code).toBe(ERRORS.opsSessionRequired.code);
    // The login and a refused one are in the audit log.
    expect((await loginAttempt(t, 'alice', secret, 'wrong-password-here')).code).toBe(ERRORS.opsLoginFailed.code);
    const audit = await t.store.db.selectFrom('ops_audit_log').select(['action', 'operator', 'target']).where('target', '=', 'alice').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['operators.create', 'console.login', 'console.login-failed']));
    expect(audit.find((a) => a.action === 'console.login')?.operator).toBe('alice');
  });

  it('refuses a wrong password, a wrong code and an unknown name alike; a code is good once', async () => {
    const secret = await createOperator(t, 'bob', 'support');
    t.clock.advance(30_000);
    const good = codeNow(t, secret);
    const wrongCode = good === '000000' ? '111111' : '000000';
    const tries = [
      { name: 'bob', password: 'not-his-password', totp: good },
      { name: 'bob', password: PASSWORD, totp: wrongCode },
      { name: 'nobody', password: PASSWORD, totp: good },
    ];
    for (const payload of tries) {
      const res = await opsCall(t, 'POST', API.opsLogin, undefined, payload, nextIp());
      expect(res).toMatchObject({ status: 401, code: ERRORS.opsLoginFailed.code, data: null });
    }
    const first = await opsCall(t, 'POST', API.opsLogin, undefined, { name: 'bob', password: PASSWORD, totp: good }, nextIp());
    expect(first.code).toBe(0);
    const replay = await opsCall(t, 'POST', API.opsLogin, undefined, { name: 'bob', password: PASSWORD, totp: good }, nextIp());
    expect(replay.code).toBe(ERRORS.opsLoginFailed.code);
    // Bounded input.
    expect((await opsCall(t, 'POST', API.opsLogin, undefined, { name: 'bob', password: 'x'.repeat(201), totp: good }, nextIp())).code).toBe(ERRORS.paramError.code);
    expect((await opsCall(t, 'POST', API.opsLogin, undefined, { name: 'bob', password: PASSWORD, totp: '12345' }, nextIp())).code).toBe(ERRORS.paramError.code);
  });

  it(`locks after ${OPS_MAX_FAILURES} failures until the lock runs out; a success resets the count`, async () => {
    const secret = await createOperator(t, 'carol', 'shipping');
    for (let i = 0; i < OPS_MAX_FAILURES - 1; i++) expect((await loginAttempt(t, 'carol', secret, 'wrong-password!')).code).toBe(ERRORS.opsLoginFailed.code);
    expect((await loginAttempt(t, 'carol', secret)).code).toBe(0);
    const counted = () => t.store.db.selectFrom('operators').select(['failed_logins', 'locked_until']).where('name', '=', 'carol').executeTakeFirstOrThrow();
    expect((await counted()).failed_logins).toBe(0);
    for (let i = 0; i < OPS_MAX_FAILURES; i++) expect((await loginAttempt(t, 'carol', secret, 'wrong-password!')).code).toBe(ERRORS.opsLoginFailed.code);
    const locked = await loginAttempt(t, 'carol', secret);
    expect(locked.code).toBe(ERRORS.opsLocked.code);
    expect(locked.status).toBe(423);
    const until = (locked.data as unknown as { until: number }).until;
    expect(until).toBe(Math.floor((await counted()).locked_until!.getTime() / 1000));
    expect((await counted()).failed_logins).toBe(OPS_MAX_FAILURES);
    t.clock.advance(OPS_LOCK_S * 1000);
    expect((await loginAttempt(t, 'carol', secret)).code).toBe(0);
    expect(await counted()).toEqual({ failed_logins: 0, locked_until: null });
  });

  it('an admin unlocks a locked operator', async () => {
    const secret = await createOperator(t, 'dave', 'support');
    for (let i = 0; i < OPS_MAX_FAILURES; i++) await loginAttempt(t, 'dave', secret, 'wrong-password!');
    expect((await loginAttempt(t, 'dave', secret)).code).toBe(ERRORS.opsLocked.code);
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: 'dave', unlock: true })).data).toMatchObject({ operator: { lockedUntil: null } });
    expect((await loginAttempt(t, 'dave', secret)).code).toBe(0);
  });

  it.runIf(kind === 'postgres')('counts 20 concurrent wrong logins exactly: the lock at 5, no lost update', async () => {
    const secret = await createOperator(t, 'erin', 'editor');
    t.clock.advance(30_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => opsCall(t, 'POST', API.opsLogin, undefined, { name: 'erin', password: 'wrong-password!', totp: codeNow(t, secret) }, nextIp())),
    );
    const row = await t.store.db.selectFrom('operators').select(['failed_logins', 'locked_until']).where('name', '=', 'erin').executeTakeFirstOrThrow();
    expect(row.failed_logins).toBe(OPS_MAX_FAILURES);
    expect(row.locked_until!.getTime()).toBe(t.clock.now().getTime() + OPS_LOCK_S * 1000);
    expect(results.filter((r) => r.code === ERRORS.opsLoginFailed.code)).toHaveLength(OPS_MAX_FAILURES);
    expect(results.filter((r) => r.code === ERRORS.opsLocked.code)).toHaveLength(20 - OPS_MAX_FAILURES);
  });

  it('limits logins per client address', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await opsCall(t, 'POST', API.opsLogin, undefined, { name: `nobody${i}`, password: 'whatever', totp: '123456' }, ip)).code);
    expect(codes.slice(0, 30).every((c) => c === ERRORS.opsLoginFailed.code)).toBe(true);
    expect(codes[30]).toBe(ERRORS.tooFrequent.code);
  });

  it('ends a session idle for 30 minutes, and any session after 12 hours', async () => {
    const secret = await createOperator(t, 'frank', 'support');
    const idle = await login(t, 'frank', secret);
    t.clock.advance(OPS_SESSION_IDLE_S * 1000 - 2 * MIN);
    expect((await opsCall(t, 'GET', API.opsMe, idle)).code).toBe(0);
    t.clock.advance(OPS_SESSION_IDLE_S * 1000 - 2 * MIN);
    expect((await opsCall(t, 'GET', API.opsMe, idle)).code).toBe(0);
    t.clock.advance(OPS_SESSION_IDLE_S * 1000 + MIN);
    expect((await opsCall(t, 'GET', API.opsMe, idle)).code).toBe(ERRORS.opsSessionRequired.code);

    const busy = await login(t, 'frank', secret);
    const started = t.clock.now().getTime();
    while (t.clock.now().getTime() + 20 * MIN < started + OPS_SESSION_MAX_S * 1000) {
      t.clock.advance(20 * MIN);
      expect((await opsCall(t, 'GET', API.opsMe, busy)).code).toBe(0);
    }
    t.clock.set(started + OPS_SESSION_MAX_S * 1000);
    expect((await opsCall(t, 'GET', API.opsMe, busy)).code).toBe(ERRORS.opsSessionRequired.code);
  });

  it('personal tokens: created once (opt_), listed without the token, used, revoked, expired', async () => {
    const secret = await createOperator(t, 'gina', 'shipping', ['cn']);
    const session = await login(t, 'gina', secret);
    const created = await opsCall<{ token: string; info: { id: number; label: string; expiresAt: number } }>(t, 'POST', API.opsTokenCreate, session, { label: 'cli', days: 1 });
    expect(created.code).toBe(0);
    expect(created.data.token).toMatch(/^opt_[A-Za-z0-9_-]{43}$/);
    const token = created.data.token;
    expect(await opsCall(t, 'GET', API.opsMe, token)).toMatchObject({ code: 0, data: { via: 'token', operator: { name: 'gina' } } });
    const list = await opsCall<{ list: { id: number; lastUsedAt: number | null; revoked: boolean }[] }>(t, 'GET', API.opsTokens, session);
    expect(JSON.stringify(list.data)).not.toContain(token);
    expect(list.data.list).toEqual([expect.objectContaining({ id: created.data.info.id, lastUsedAt: expect.any(Number), revoked: false })]);
    // Another operator cannot revoke it.
    const other = await login(t, 'gina2', await createOperator(t, 'gina2', 'shipping'));
    expect((await opsCall(t, 'POST', API.opsTokenRevoke, other, { id: created.data.info.id })).code).toBe(ERRORS.notFound.code);
    expect((await opsCall(t, 'POST', API.opsTokenRevoke, session, { id: created.data.info.id })).code).toBe(0);
    expect((await opsCall(t, 'GET', API.opsMe, token)).code).toBe(ERRORS.opsSessionRequired.code);
    // Expiry, and logout with a token revokes that token.
    const short = (await opsCall<{ token: string }>(t, 'POST', API.opsTokenCreate, session, { label: 'short', days: 1 })).data.token;
    const cli = (await opsCall<{ token: string }>(t, 'POST', API.opsTokenCreate, session, { label: 'cli', days: 30 })).data.token;
    t.clock.advance(86_400_000 + 1000);
    expect((await opsCall(t, 'GET', API.opsMe, short)).code).toBe(ERRORS.opsSessionRequired.code);
    expect((await opsCall(t, 'POST', API.opsLogout, cli)).code).toBe(0);
    expect((await opsCall(t, 'GET', API.opsMe, cli)).code).toBe(ERRORS.opsSessionRequired.code);
  });

  it('changes one’s own password (current and a code); other sessions end, this one stays', async () => {
    const secret = await createOperator(t, 'hana', 'editor');
    const a = await login(t, 'hana', secret);
    const b = await login(t, 'hana', secret);
    t.clock.advance(30_000);
    expect((await opsCall(t, 'POST', API.opsPassword, a, { current: 'not-the-password', next: 'a-brand-new-password', totp: codeNow(t, secret) })).code).toBe(ERRORS.opsLoginFailed.code);
    t.clock.advance(30_000);
    expect((await opsCall(t, 'POST', API.opsPassword, a, { current: PASSWORD, next: PASSWORD, totp: codeNow(t, secret) })).code).toBe(ERRORS.opsPasswordWeak.code);
    expect((await opsCall(t, 'POST', API.opsPassword, a, { current: PASSWORD, next: 'short', totp: codeNow(t, secret) })).code).toBe(ERRORS.paramError.code);
    t.clock.advance(30_000);
    expect((await opsCall(t, 'POST', API.opsPassword, a, { current: PASSWORD, next: 'a-brand-new-password', totp: codeNow(t, secret) })).code).toBe(0);
    expect((await opsCall(t, 'GET', API.opsMe, a)).code).toBe(0);
    expect((await opsCall(t, 'GET', API.opsMe, b)).code).toBe(ERRORS.opsSessionRequired.code);
    expect((await loginAttempt(t, 'hana', secret)).code).toBe(ERRORS.opsLoginFailed.code);
    expect((await loginAttempt(t, 'hana', secret, 'a-brand-new-password')).code).toBe(0);
  });

  it('admin: lists, creates (secret once; a name once), updates role and editions, resets password and code', async () => {
    const secret = await createOperator(t, 'ivan', 'support');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await opsCall(t, 'POST', API.opsOperatorCreate, BOOTSTRAP, { name: 'ivan', role: 'admin', editions: 'all', password: PASSWORD })).code).toBe(ERRORS.opsOperatorExists.code);
    expect((await opsCall(t, 'POST', API.opsOperatorCreate, BOOTSTRAP, { name: 'weak', role: 'admin', editions: 'all', password: 'short' })).code).toBe(ERRORS.paramError.code);
    const list = await opsCall<{ list: { name: string }[] }>(t, 'GET', API.opsOperators, BOOTSTRAP);
    expect(list.data.list.map((o) => o.name)).toContain('ivan');
    expect(JSON.stringify(list.data)).not.toMatch(/scrypt|totp/i);
    const session = await login(t, 'ivan', secret);
    const upd = await opsCall<{ operator: { role: string; editions: unknown }; totpSecret: string | null; otpauthUrl: string | null }>(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, {
      name: 'ivan',
      role: 'shipping',
      editions: ['jp'],
      resetTotp: true,
    });
    expect(upd.data).toMatchObject({ operator: { role: 'shipping', editions: ['jp'] }, totpSecret: expect.stringMatching(/^[A-Z2-7]{32}$/), otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//) });
    expect(await opsCall(t, 'GET', API.opsMe, session)).toMatchObject({ data: { operator: { role: 'shipping', editions: ['jp'] } } });
    expect((await loginAttempt(t, 'ivan', secret)).code).toBe(ERRORS.opsLoginFailed.code);
    expect((await loginAttempt(t, 'ivan', upd.data.totpSecret!)).code).toBe(0);
    // A password reset ends the operator's sessions.
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: 'ivan', password: 'reset-by-the-admin' })).code).toBe(0);
    expect((await opsCall(t, 'GET', API.opsMe, session)).code).toBe(ERRORS.opsSessionRequired.code);
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: 'nobody-here', disabled: true })).code).toBe(ERRORS.opsOperatorNotFound.code);
    const audit = await t.store.db.selectFrom('ops_audit_log').select(['action', 'before', 'after']).where('target', '=', 'ivan').where('action', '=', 'operators.update').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit)).not.toContain(upd.data.totpSecret);
    expect(JSON.stringify(audit)).not.toContain('reset-by-the-admin');
  });

  it('checks codes against the code clock when it differs (a sim clock moved forward)', async () => {
    const secret = await createOperator(t, 'lena', 'support');
    const real = new ManualClock(t.clock.now().getTime() + 10 * MIN);
    const moved = new ManualClock(real.now().getTime() + 3600_000);
    const service = new OperatorsService(t.store.db, moved, real);
    const session = await service.login({ name: 'lena', password: PASSWORD, totp: totpCodeAt(secret, real.now()) });
    expect(session.expiresAt).toBe(Math.floor(moved.now().getTime() / 1000) + OPS_SESSION_MAX_S);
    real.advance(30_000);
    await expect(service.login({ name: 'lena', password: PASSWORD, totp: totpCodeAt(secret, moved.now()) })).rejects.toMatchObject({ key: 'opsLoginFailed' });
  });

  it('an admin scoped to some editions grants and manages only those', async () => {
    const scoped = await login(t, 'kim', await createOperator(t, 'kim', 'admin', ['jp']));
    expect((await opsCall(t, 'POST', API.opsOperatorCreate, scoped, { name: 'kim-hk', role: 'editor', editions: ['hk'], password: PASSWORD })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'POST', API.opsOperatorCreate, scoped, { name: 'kim-all', role: 'editor', editions: 'all', password: PASSWORD })).code).toBe(ERRORS.opsEditionForbidden.code);
    expect((await opsCall(t, 'POST', API.opsOperatorCreate, scoped, { name: 'kim-jp', role: 'editor', editions: ['jp'], password: PASSWORD })).code).toBe(0);
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, scoped, { name: 'kim-jp', disabled: true })).code).toBe(0);
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, scoped, { name: 'kim-jp', editions: ['jp', 'cn'] })).code).toBe(ERRORS.opsEditionForbidden.code);
    await createOperator(t, 'kim-other', 'support');
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, scoped, { name: 'kim-other', disabled: true })).code).toBe(ERRORS.opsEditionForbidden.code);
  });

  it("disabling ends the operator's sessions and tokens at once; a disabled operator cannot log in", async () => {
    const secret = await createOperator(t, 'judy', 'editor');
    const session = await login(t, 'judy', secret);
    const token = (await opsCall<{ token: string }>(t, 'POST', API.opsTokenCreate, session, { label: 'cli' })).data.token;
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: 'judy', disabled: true })).data).toMatchObject({ operator: { disabled: true } });
    expect((await opsCall(t, 'GET', API.opsMe, session)).code).toBe(ERRORS.opsSessionRequired.code);
    expect((await opsCall(t, 'GET', API.opsMe, token)).code).toBe(ERRORS.opsSessionRequired.code);
    expect((await loginAttempt(t, 'judy', secret)).code).toBe(ERRORS.opsLoginFailed.code);
    // Re-enabled: the old credentials stay dead, a new login works.
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: 'judy', disabled: false })).code).toBe(0);
    expect((await opsCall(t, 'GET', API.opsMe, session)).code).toBe(ERRORS.opsSessionRequired.code);
    expect((await opsCall(t, 'GET', API.opsMe, token)).code).toBe(ERRORS.opsSessionRequired.code);
    expect((await loginAttempt(t, 'judy', secret)).code).toBe(0);
  });

  it('seeds the dev operators once; each logs in with the dev password and its fixed secret', async () => {
    await seedDevOperators(t.store.db, t.clock);
    await seedDevOperators(t.store.db, t.clock);
    for (const o of DEV_OPERATORS) {
      t.clock.advance(30_000);
      const res = await opsCall(t, 'POST', API.opsLogin, undefined, { name: o.name, password: DEV_OPERATOR_PASSWORD, totp: totpCodeAt(o.totpSecret, t.clock.now()) }, nextIp());
      expect(res).toMatchObject({ code: 0, data: { operator: { name: o.name, role: o.role, editions: o.editions } } });
    }
  });

  it('the last active admin is never disabled or demoted, even when two admins disable each other at once', async () => {
    // Only admins made here are active admins of this database; disable any other first.
    const s1 = await createOperator(t, 'root1', 'admin');
    const s2 = await createOperator(t, 'root2', 'admin');
    const others = await t.store.db.selectFrom('operators').select('name').where('role', '=', 'admin').where('name', 'not in', ['root1', 'root2']).where('disabled', '=', false).execute();
    for (const o of others) expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: o.name, disabled: true })).code).toBe(0);
    const activeAdmins = () => t.store.db.selectFrom('operators').select('name').where('role', '=', 'admin').where('disabled', '=', false).execute();
    // The SQL guard alone: two disables at once (the bootstrap credential makes both).
    const [b1, b2] = await Promise.all([
      opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: 'root2', disabled: true }),
      opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: 'root1', disabled: true }),
    ]);
    expect([b1.code, b2.code].sort()).toEqual([0, ERRORS.opsLastAdmin.code].sort());
    expect(await activeAdmins()).toHaveLength(1);
    for (const name of ['root1', 'root2']) expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name, disabled: false })).code).toBe(0);
    // Each admin disables the other with their own session: one stays (the other is refused by the guard, or its
    // session has already ended with its account).
    const a1 = await login(t, 'root1', s1);
    const a2 = await login(t, 'root2', s2);
    const [r1, r2] = await Promise.all([
      opsCall(t, 'POST', API.opsOperatorUpdate, a1, { name: 'root2', disabled: true }),
      opsCall(t, 'POST', API.opsOperatorUpdate, a2, { name: 'root1', disabled: true }),
    ]);
    expect([r1.code, r2.code].filter((c) => c === 0)).toHaveLength(1);
    expect([r1.code, r2.code].find((c) => c !== 0)).toBeOneOf([ERRORS.opsLastAdmin.code, ERRORS.opsSessionRequired.code]);
    const active = await activeAdmins();
    expect(active).toHaveLength(1);
    const last = active[0]!.name;
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: last, role: 'editor' })).code).toBe(ERRORS.opsLastAdmin.code);
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: last, disabled: true })).code).toBe(ERRORS.opsLastAdmin.code);
    // Other changes to the last admin are fine.
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: last, editions: ['cn'] })).code).toBe(0);
    expect((await opsCall(t, 'POST', API.opsOperatorUpdate, BOOTSTRAP, { name: last, role: 'admin', disabled: false })).code).toBe(0);
  });
});

describe('the app seeds the dev operators in sim mode with seeded content', () => {
  it('logs in as the seeded admin; without seeded content there is none', async () => {
    const seeded = await makeTestApp('pglite', { seedContent: true });
    const bare = await makeTestApp('pglite');
    try {
      const admin = DEV_OPERATORS[0];
      const res = await opsCall(seeded, 'POST', API.opsLogin, undefined, { name: admin.name, password: DEV_OPERATOR_PASSWORD, totp: totpCodeAt(admin.totpSecret, seeded.clock.now()) }, nextIp());
      expect(res).toMatchObject({ code: 0, data: { operator: { name: 'admin', role: 'admin', editions: 'all' } } });
      expect((await bare.store.db.selectFrom('operators').select('name').execute()).length).toBe(0);
    } finally {
      await seeded.close();
      await bare.close();
    }
  }, 120_000);
});
