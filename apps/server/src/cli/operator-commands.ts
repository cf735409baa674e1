import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { API } from '@mecha/shared/api-paths';
import { devOperator } from '../modules/operators/dev-operators.ts';
import { totpCodeAt } from '../modules/operators/totp.ts';
import type { OpsCall } from './ops-call.ts';

// Operators' own commands (`npm run ops -- …`, decision 0043):
//   login --name N --password P --totp 123456     a personal API token (label "cli") saved to ~/.mecha-ops-token (0600);
//                                                 later commands send it when OPERATOR_TOKEN is unset
//   logout                                        revokes the saved token and deletes the file
//   whoami
//   operators list
//   operators create --name N --role admin|editor|support|shipping --editions all|hk,cn --password P
//   operators update --name N [--role R] [--editions all|hk,cn] [--disable|--enable] [--unlock] [--password P] [--reset-totp]
//   totp <name>                                   dev only (a sim-mode server): the current code of a seeded operator
// The password may come from OPS_PASSWORD instead of --password (so it stays out of the shell's history).
export const OPERATOR_USAGE =
  'login --name <n> --password <p> --totp <code> | logout | whoami | operators list | operators create --name <n> --role <r> --editions <all|hk,cn> --password <p> | operators update --name <n> [--role <r>] [--editions <…>] [--disable|--enable] [--unlock] [--password <p>] [--reset-totp] | totp <name> (dev)';

/** Where `ops login` keeps the CLI's personal API token. */
export const tokenFile = () => process.env.MECHA_OPS_TOKEN_FILE ?? join(homedir(), '.mecha-ops-token');

/** The saved personal API token, if any. */
export function savedToken(): string | undefined {
  try {
    const t = readFileSync(tokenFile(), 'utf8').trim();
    return t || undefined;
  } catch {
    return undefined;
  }
}

/** `--name x --flag` → { name: 'x', flag: true }; a flag's value is the next argument unless it starts with --. */
export function parseFlags(args: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) throw new Error(`unexpected argument: ${a}`);
    const next = args[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      out[a.slice(2)] = next;
      i++;
    } else out[a.slice(2)] = true;
  }
  return out;
}

const str = (v: string | true | undefined, what: string): string => {
  if (typeof v !== 'string') throw new Error(`--${what} <value> is required`);
  return v;
};
const editionsOf = (v: string) => (v === 'all' ? 'all' : v.split(',').map((s) => s.trim()).filter(Boolean));

/** The operators-admin call of `operators list|create|update …`, or null when it is not one. */
export function operatorsRequest(args: string[], env: { OPS_PASSWORD?: string | undefined } = process.env): { path: string; body?: unknown } | null {
  const [verb, ...rest] = args;
  if (verb === 'list' && rest.length === 0) return { path: API.opsOperators };
  if (verb !== 'create' && verb !== 'update') return null;
  const f = parseFlags(rest);
  const password = typeof f.password === 'string' ? f.password : env.OPS_PASSWORD;
  if (verb === 'create') {
    return { path: API.opsOperatorCreate, body: { name: str(f.name, 'name'), role: str(f.role, 'role'), editions: editionsOf(str(f.editions, 'editions')), password: str(password, 'password') } };
  }
  if (f.disable && f.enable) throw new Error('--disable and --enable together');
  return {
    path: API.opsOperatorUpdate,
    body: {
      name: str(f.name, 'name'),
      ...(f.role ? { role: str(f.role, 'role') } : {}),
      ...(f.editions ? { editions: editionsOf(str(f.editions, 'editions')) } : {}),
      ...(f.disable ? { disabled: true } : f.enable ? { disabled: false } : {}),
      ...(f.unlock ? { unlock: true } : {}),
      ...(typeof f.password === 'string' ? { password: f.password } : {}),
      ...(f['reset-totp'] ? { resetTotp: true } : {}),
    },
  };
}

type Operator = { name: string; role: string; editions: 'all' | string[]; disabled: boolean; lockedUntil: number | null; lastLoginAt: number | null };
const iso = (s: number | null) => (s === null ? '-' : new Date(s * 1000).toISOString().replace('.000Z', 'Z'));
const line = (o: Operator) => `${o.name}\t${o.role}\t${o.editions === 'all' ? 'all' : o.editions.join(',')}\t${o.disabled ? 'disabled' : o.lockedUntil ? `locked until ${iso(o.lockedUntil)}` : 'active'}\tlast login ${iso(o.lastLoginAt)}`;

/** Sends one call with a given credential (none for the login). */
async function request(url: string, path: string, body: unknown, credential?: string) {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(credential ? { authorization: `Operator ${credential}` } : {}), 'accept-language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const out = (await res.json()) as { code: number; data: unknown; msg: string };
  if (out.code !== 0) throw new Error(`${path}: ${out.msg} (${out.code})${out.data ? ` ${JSON.stringify(out.data)}` : ''}`);
  return out.data;
}

/** Runs an operator command; false when `args` is not one. `call` sends the CLI's current credential. */
export async function operatorCommand(call: OpsCall, args: string[], url: string): Promise<boolean> {
  const [area, ...rest] = args;
  if (area === 'login') {
    const f = parseFlags(rest);
    const password = typeof f.password === 'string' ? f.password : process.env.OPS_PASSWORD;
    const session = (await request(url, API.opsLogin, { name: str(f.name, 'name'), password: str(password, 'password'), totp: str(f.totp, 'totp') })) as { token: string };
    const created = (await request(url, API.opsTokenCreate, { label: 'cli', days: 90 }, session.token)) as { token: string; info: { expiresAt: number } };
    await request(url, API.opsLogout, {}, session.token);
    writeFileSync(tokenFile(), `${created.token}\n`, { mode: 0o600 });
    chmodSync(tokenFile(), 0o600);
    console.log(`logged in as ${String(f.name)}: token saved to ${tokenFile()} (expires ${iso(created.info.expiresAt)})`);
    return true;
  }
  if (area === 'logout' && rest.length === 0) {
    const token = savedToken();
    if (!token) {
      console.log('not logged in');
      return true;
    }
    await request(url, API.opsLogout, {}, token).catch((err: Error) => console.error(`the server did not revoke it: ${err.message}`));
    if (existsSync(tokenFile())) rmSync(tokenFile());
    console.log(`logged out (${tokenFile()} deleted)`);
    return true;
  }
  if (area === 'whoami' && rest.length === 0) {
    const me = (await call(API.opsMe)) as { operator: Operator; via: string };
    console.log(`${line(me.operator)}\tvia ${me.via}`);
    return true;
  }
  if (area === 'totp' && rest.length === 1) {
    const app = (await request(url, API.appConfig, undefined)) as { gateway?: string };
    if (app.gateway !== 'sim') throw new Error('totp: dev only (the server at OPS_URL is not in sim mode)');
    const op = devOperator(rest[0]!);
    if (!op) throw new Error(`totp: ${rest[0]} is not a seeded dev operator`);
    console.log(totpCodeAt(op.totpSecret, new Date()));
    return true;
  }
  if (area === 'operators') {
    const req = operatorsRequest(rest);
    if (!req) return false;
    const data = await call(req.path, req.body);
    if (req.path === API.opsOperators) {
      const { list } = data as { list: Operator[] };
      for (const o of list) console.log(line(o));
      console.log(`${list.length} operator(s)`);
    } else {
      const d = data as { operator: Operator; totpSecret: string | null; otpauthUrl: string | null };
      console.log(line(d.operator));
      if (d.totpSecret) console.log(`TOTP secret (shown once): ${d.totpSecret}\n${d.otpauthUrl}`);
    }
    return true;
  }
  return false;
}
