import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from '@mecha/shared/api-paths';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { DEV_OPERATOR_PASSWORD, DEV_OPERATORS, type DevOperatorName } from '../../../server/src/modules/operators/dev-operators.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The operator console's e2e helpers: sign in as one of the operators the sim seed creates (apps/server/src/
// modules/operators/dev-operators.ts holds their password and fixed TOTP secrets), compute the six-digit code for
// the current 30-s step, and call the console's API with the session token.
//
// The server accepts a TOTP step once per operator (replay is refused). This module remembers the steps it used per
// name (one worker runs the whole suite, so one map covers every spec), waits for the next step when the current one
// is used, and retries once on opsLoginFailed (a worker restarted after a failure has forgotten its map).

const STEP_S = 30;

export type SeededOperator = DevOperatorName;

/** The seeded operator's TOTP secret (base32) and password. */
async function devOperator(name: string): Promise<{ secret: string; password: string }> {
  const found = DEV_OPERATORS.find((o) => o.name === name);
  if (!found) throw new Error(`${name} is not a seeded operator (dev-operators.ts)`);
  return { secret: found.totpSecret, password: DEV_OPERATOR_PASSWORD };
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 (SHA-1, 6 digits, 30-s steps) for a step number. */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 15;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

// Steps used by this run, kept in a file too: a worker that restarts after a failure must not reuse a step another
// worker of the run used a moment ago (the server takes a code once).
const usedFile = path.join(os.tmpdir(), `mecha-e2e-totp-${process.env.E2E_PORT ?? '3100'}.json`);
function loadUsed(): Map<string, Set<number>> {
  try {
    const saved = JSON.parse(readFileSync(usedFile, 'utf8')) as Record<string, number[]>;
    return new Map(Object.entries(saved).map(([k, v]) => [k, new Set(v)]));
  } catch {
    return new Map();
  }
}
const usedSteps = loadUsed();
function saveUsed(): void {
  const recent = Math.floor(Date.now() / 1000 / 30) - 4;
  writeFileSync(usedFile, JSON.stringify(Object.fromEntries([...usedSteps].map(([k, v]) => [k, [...v].filter((s) => s >= recent)]))));
}

function currentStep(): number {
  return Math.floor(Date.now() / 1000 / STEP_S);
}

/** A code for a step of `name` this run has not used yet (waits for the next step when needed), and marks it used. */
export async function freshTotp(name: string): Promise<string> {
  const { secret } = await devOperator(name);
  const used = usedSteps.get(name) ?? new Set<number>();
  usedSteps.set(name, used);
  let step = currentStep();
  while (used.has(step)) {
    const wait = (step + 1) * STEP_S * 1000 - Date.now() + 250;
    await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 50)));
    step = currentStep();
  }
  used.add(step);
  saveUsed();
  return totpAt(secret, step);
}

/** A code that is surely wrong for `name` now (none of the codes of the steps around the current one). */
export async function wrongTotp(name: string): Promise<string> {
  const { secret } = await devOperator(name);
  const step = currentStep();
  const near = new Set([-2, -1, 0, 1, 2].map((d) => totpAt(secret, step + d)));
  let code = Number(totpAt(secret, step));
  do code = (code + 111_111) % 1_000_000;
  while (near.has(String(code).padStart(6, '0')));
  return String(code).padStart(6, '0');
}

/** The seeded password of `name`. */
export async function opsPassword(name: string): Promise<string> {
  return (await devOperator(name)).password;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Logs `name` in through the API and returns the session token (retries once on a used step). */
export async function opsSession(request: APIRequestContext, name: SeededOperator | string): Promise<string> {
  const password = await opsPassword(name);
  let last: Envelope<unknown> | null = null;
  for (let attempt = 0; attempt < 2; attempt++) {
    const totp = await freshTotp(name);
    const response = await request.post(API.opsLogin, { data: { name, password, totp } });
    const body = (await response.json()) as Envelope<{ token: string }>;
    if (body.code === 0) return body.data.token;
    last = body;
    if (body.code !== ERRORS.opsLoginFailed.code) break;
  }
  throw new Error(`ops login as ${name} failed: ${JSON.stringify(last)}`);
}

/**
 * Logs `name` in and opens the console at `route` (a hash route, `#/ops/dashboard` by default) with the session in
 * the tab's sessionStorage, as the login page would leave it.
 */
export async function opsLogin(page: Page, name: SeededOperator | string, route = '#/ops/dashboard'): Promise<string> {
  const token = await opsSession(page.request, name);
  await page.goto('/#/ops/login');
  await page.evaluate((t) => sessionStorage.setItem('mecha-ops-session', t), token);
  // A full load (not a hash change), so the console starts with the token.
  await page.goto('about:blank');
  await page.goto(`/${route}`);
  await expect(page.getByTestId('ops-shell')).toBeVisible();
  return token;
}

/** Calls the console's API with an operator session (the envelope's data, or throws with the code). */
export async function opsApi<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string | number>; reason?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Operator ${token}`, 'Accept-Language': 'en' };
  if (options.reason) headers['X-Ops-Reason'] = encodeURIComponent(options.reason);
  const query = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
  const response = options.body === undefined ? await request.get(path + query, { headers }) : await request.post(path + query, { headers, data: options.body });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe on a console page (the same WCAG A/AA rules and target-size as e2e/support/axe.ts): the console has one light
 * look and does not follow the system theme, so axe.ts's dark-then-light pass does not apply. Fails on serious or
 * critical violations, listing them.
 */
export async function expectConsoleAccessible(page: Page, label: string): Promise<void> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules: { 'target-size': { enabled: true } } }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `  [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`);
  expect.soft(blocking.length, `${label}: serious accessibility violations\n${report.join('\n')}`).toBe(0);
}
