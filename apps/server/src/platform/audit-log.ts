import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { opsAreaOf } from '@mecha/shared/ops/roles';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { systemClock, type Clock } from './clock.ts';
import { opsReasonOf } from './operator-guard.ts';

// The operator audit log (decision 0044): one append-only ops_audit_log row per successful operator change.
// Handlers write their row with writeAudit inside the transaction of the change (so a change that rolls back
// leaves no row, and the row carries the values before and after); the fallback hook writes one row for any
// operator change whose handler did not (after = the redacted body), so every change leaves exactly one row.

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock, for audit rows written from request handlers (registerAuditFallback sets it). */
    opsAuditClock: Clock;
  }
}

export interface AuditEntry {
  /** What was done: `news.publish`, `mall.points.adjust`… */
  action: string;
  /** Defaults to the area of the route's URL (shared ops/roles.ts), `operators` for an admin-only route. */
  area?: string;
  edition?: string | null;
  /** What it was done to: an article slug, an order id, a UID… */
  target?: string | null;
  before?: unknown;
  after?: unknown;
  /** Defaults to the call's reason (body `reason` or the X-Ops-Reason header). */
  reason?: string | null;
}

type Executor = Kysely<Database> | Transaction<Database>;

// `current` and `next` are the operator password change's fields (opsPasswordBody).
const SECRET_KEY = /pass(word)?|totp|token|secret|otpauth|^current$|^next$/i;
const MAX_STRING = 2000;
const MAX_JSON = 16_000;

/**
 * A copy safe to keep: secrets (password, TOTP, tokens) become '[redacted]', CSV bodies and other long texts a
 * line count, deep or large values a summary. Never throws.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (value.includes('\n') && value.length > 200) return `[text: ${value.split('\n').length} lines]`;
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth > 6) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, 100).map((v) => redact(v, depth + 1));
    return value.length > 100 ? [...items, `[+${value.length - 100} more]`] : items;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>).slice(0, 100)) {
      if (SECRET_KEY.test(k)) out[k] = v === null || v === undefined ? null : '[redacted]';
      else if (k === 'csv' && typeof v === 'string') out[k] = `[csv: ${v.split('\n').filter((l) => l.trim()).length} lines]`;
      else out[k] = redact(v, depth + 1);
    }
    return out;
  }
  return String(value);
}

function json(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(redact(value));
  if (text.length <= MAX_JSON) return text;
  return JSON.stringify({ truncated: true, bytes: text.length });
}

/** The route's registered URL (without the query), as the guard and the area table read it. */
function routeUrl(req: FastifyRequest): string {
  return (req.routeOptions.url ?? req.url).split('?')[0]!;
}

/**
 * Writes the call's audit row with `db` — pass the transaction of the change — and marks the request audited, so
 * the fallback hook writes no second row. Operator name and role come from req.operator.
 */
export async function writeAudit(db: Executor, req: FastifyRequest, entry: AuditEntry): Promise<void> {
  const operator = req.operator;
  const url = routeUrl(req);
  const clock = (req.server as Partial<FastifyInstance>).opsAuditClock ?? systemClock;
  await db
    .insertInto('ops_audit_log')
    .values({
      at: clock.now(),
      operator: operator?.name ?? 'unknown',
      role: operator?.role ?? 'unknown',
      area: entry.area ?? opsAreaOf(url) ?? 'operators',
      action: entry.action.slice(0, 200),
      call: `${req.method} ${url}`,
      edition: entry.edition ?? null,
      target: entry.target === undefined || entry.target === null ? null : String(entry.target).slice(0, 200),
      before: json(entry.before) as string,
      after: json(entry.after) as string,
      reason: entry.reason === undefined ? opsReasonOf(req) : entry.reason,
    })
    .execute();
  req.opsAudited = true;
}

/** An audit writer bound to one request, for services that run their own transaction. */
export type AuditWriter = (trx: Transaction<Database>, entry: AuditEntry) => Promise<void>;
export const auditWriter = (req: FastifyRequest): AuditWriter => (trx, entry) => writeAudit(trx, req, entry);

/** Whether a sent payload is a success: any non-JSON answer, or the envelope with code 0. */
function succeeded(payload: unknown): boolean {
  if (typeof payload !== 'string') return true;
  if (!payload.startsWith('{')) return true;
  try {
    const parsed = JSON.parse(payload) as { code?: unknown };
    return parsed.code === 0 || parsed.code === undefined;
  } catch {
    return true;
  }
}

/**
 * Every operator change leaves a row: for an operator call (req.operator set) that changes something (not GET or
 * HEAD) and succeeded, when its handler wrote no row of its own, one is written here before the answer leaves
 * (action = the route's URL, after = the redacted body, the edition the body or query names). Register once,
 * before the routes.
 */
export function registerAuditFallback(app: FastifyInstance, db: Db, clock: Clock): void {
  app.decorate('opsAuditClock', clock);
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.operator || req.opsAudited || req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400) return payload;
    if (!succeeded(payload)) return payload;
    const named = [req.body, req.query].map((s) => (s && typeof s === 'object' ? (s as { edition?: unknown }).edition : undefined)).find((e) => typeof e === 'string');
    try {
      await writeAudit(db, req, { action: routeUrl(req), edition: (named as string | undefined) ?? null, after: req.body });
    } catch (err) {
      req.log.error({ err }, 'audit row not written');
    }
    return payload;
  });
}
