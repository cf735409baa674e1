import { mkdtempSync, readFileSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { makeTestApp, type TestApp } from '../../test/test-app.ts';
import { createOperator, codeNow, PASSWORD } from '../modules/operators/operators-test-kit.ts';
import { operatorCommand, operatorsRequest, parseFlags, savedToken } from './operator-commands.ts';

describe('ops operator command arguments', () => {
  it('reads flags and maps operators list|create|update to their calls', () => {
    expect(parseFlags(['--name', 'ann', '--unlock', '--role', 'editor'])).toEqual({ name: 'ann', unlock: true, role: 'editor' });
    expect(() => parseFlags(['ann'])).toThrow();
    expect(operatorsRequest(['list'])).toEqual({ path: API.opsOperators });
    expect(operatorsRequest(['create', '--name', 'ann', '--role', 'editor', '--editions', 'hk,cn', '--password', 'p'])).toEqual({
      path: API.opsOperatorCreate,
      body: { name: 'ann', role: 'editor', editions: ['hk', 'cn'], password: 'p' },
    });
    expect(operatorsRequest(['create', '--name', 'ann', '--role', 'admin', '--editions', 'all'], { OPS_PASSWORD: 'from-env' })!.body).toMatchObject({ editions: 'all', password: 'from-env' });
    expect(() => operatorsRequest(['create', '--name', 'ann'], {})).toThrow(/--role/);
    expect(operatorsRequest(['update', '--name', 'ann', '--disable', '--unlock', '--reset-totp'])!.body).toEqual({ name: 'ann', disabled: true, unlock: true, resetTotp: true });
    expect(operatorsRequest(['update', '--name', 'ann', '--enable', '--editions', 'all'])!.body).toEqual({ name: 'ann', disabled: false, editions: 'all' });
    expect(operatorsRequest(['delete'])).toBeNull();
  });
});

describe('ops login, whoami, logout against a running server', () => {
  let t: TestApp;
  let url: string;
  const dir = mkdtempSync(join(tmpdir(), 'ops-cli-'));
  beforeAll(async () => {
    process.env.MECHA_OPS_TOKEN_FILE = join(dir, 'token');
    t = await makeTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address() as { port: number };
    url = `http://127.0.0.1:${addr.port}`;
  });
  afterAll(async () => {
    delete process.env.MECHA_OPS_TOKEN_FILE;
    await t.close();
  });
  const call = async (path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Operator ${savedToken()}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const out = (await res.json()) as { code: number; data: unknown; msg: string };
    if (out.code !== 0) throw new Error(out.msg);
    return out.data;
  };

  it('saves a personal token (0600) that later commands send, and logout revokes and deletes it', async () => {
    const secret = await createOperator(t, 'cli-user', 'support');
    t.clock.advance(30_000);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await operatorCommand(call, ['login', '--name', 'cli-user', '--password', PASSWORD, '--totp', codeNow(t, secret)], url)).toBe(true);
      const file = process.env.MECHA_OPS_TOKEN_FILE!;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const token = readFileSync(file, 'utf8').trim();
      expect(token).toMatch(/^opt_/);
      expect(await operatorCommand(call, ['whoami'], url)).toBe(true);
      expect(log.mock.calls.at(-1)![0]).toMatch(/^cli-user\tsupport\tall\tactive.*via token$/);
      // The login's own session was ended; only the token lives.
      const live = await t.store.db.selectFrom('operator_sessions').select('revoked_at').execute();
      expect(live.every((s) => s.revoked_at !== null)).toBe(true);
      // A support operator may not list operators.
      await expect(operatorCommand(call, ['operators', 'list'], url)).rejects.toThrow();
      expect(await operatorCommand(call, ['logout'], url)).toBe(true);
      expect(existsSync(file)).toBe(false);
      const me = await fetch(`${url}${API.opsMe}`, { headers: { authorization: `Operator ${token}` } });
      expect(((await me.json()) as { code: number }).code).not.toBe(0);
      expect(await operatorCommand(call, ['nope'], url)).toBe(false);
      // Dev codes of the seeded operators, from a sim-mode server only.
      expect(await operatorCommand(call, ['totp', 'admin'], url)).toBe(true);
      expect(log.mock.calls.at(-1)![0]).toMatch(/^\d{6}$/);
      await expect(operatorCommand(call, ['totp', 'someone-else'], url)).rejects.toThrow(/not a seeded dev operator/);
    } finally {
      log.mockRestore();
    }
  });
});
