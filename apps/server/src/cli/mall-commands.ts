import { readFileSync, writeFileSync } from 'node:fs';
import { ordersCsv, type OpsOrder } from '../modules/mall/ops/orders-ops.ts';
import type { DrawRunResult, OpsProductPage, StockResult } from '@mecha/shared/mall/ops-api';
import type { OpsCall } from './ops-call.ts';

// Points-mall operator commands (`npm run ops -- mall …`), through the operator API (modules/mall/ops/*.routes.ts):
//   mall points <yfyUid> <±amount> <reason…>        an 'adjust' ledger entry (the reason is shown to the player)
//   mall suspend <yfyUid> <until> <reason…>         until: ISO time (2026-12-31T00:00:00Z) or a duration (7d, 12h)
//   mall lift <suspensionId> <reason…>
//   mall suspensions [yfyUid]                       in force, or all of one account's
//   mall abnormal                                   accounts whose balance disagrees with their ledger
//   mall orders [awaiting|shipped|cancelled] [out.csv] [--page n] [--product id]   a page, or every page as the spreadsheet-safe CSV
//   mall ship <orderId> <carrier> <trackingNo>
//   mall import-tracking <file.csv>                 lines orderId,carrier,trackingNo (nothing shipped if one is bad)
//   mall cancel <orderId> <reason…>                 points, stock and the limit given back
//   mall products [--page n] [--category id] [--style race|draw] [--on|--off] [--edition e] [--q text] [--sort stock|sold|points|onSaleAt|id] [--desc]
//   mall product set product.json   ({id, categoryId, names, descriptions, pictures, points, stock, regions, editions, limit, style, onSaleAt, entryEndsAt, sort, active})
//   mall stock <productId> <±delta|=units> <reason…>   move the stock, or (=3) set the units left
//   mall categories | mall category set category.json   ({id, names, sort, active})
//   mall draws                                      the draw drops, with entrants and outcome
//   mall draws run | mall draw run <productId> [--dry-run]   allot every due draw (or one) now; --dry-run: who would win, nothing changed
export const MALL_USAGE =
  'mall points <yfyUid> <±amount> <reason> | mall suspend <yfyUid> <until|7d> <reason> | mall lift <id> <reason> | mall suspensions [yfyUid] | mall abnormal | mall orders [state] [out.csv] [--page n] [--product id] | mall ship <orderId> <carrier> <trackingNo> | mall import-tracking <file.csv> | mall cancel <orderId> <reason> | mall products [--page n] [--category id] [--style race|draw] [--on|--off] [--edition e] [--q text] [--sort key] [--desc] | mall product set <file.json> | mall stock <productId> <±delta|=units> <reason> | mall categories | mall category set <file.json> | mall draws | mall draws run | mall draw run <productId> [--dry-run]';

const iso = (s: number | null) => (s === null ? '-' : new Date(s * 1000).toISOString().replace('.000Z', 'Z'));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const STATES = ['awaiting', 'shipped', 'cancelled'];

/** A whole number with an optional sign ("+500", "-20"); NaN otherwise (the server refuses it with the reason). */
export function signedInt(s: string): number {
  return /^[+-]?\d{1,9}$/.test(s) ? Number(s) : Number.NaN;
}

/** `until` as unix seconds: an ISO time, or a duration from `now` (30m, 12h, 7d). */
export function untilSeconds(s: string, now = Date.now()): number {
  const d = /^(\d{1,5})([mhd])$/.exec(s);
  if (d) return Math.floor(now / 1000) + Number(d[1]) * { m: 60, h: 3600, d: 86_400 }[d[2] as 'm' | 'h' | 'd'];
  const t = Date.parse(s);
  if (Number.isNaN(t)) throw new Error(`until: ${s} is neither an ISO time nor a duration like 7d`);
  return Math.floor(t / 1000);
}

/** `--name value` options and bare `--flag`s out of the arguments; the rest stay positional. */
export function options(args: string[]): { positional: string[]; opts: Record<string, string | true> } {
  const positional: string[] = [];
  const opts: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) positional.push(a);
    else if (FLAGS.has(a)) opts[a.slice(2)] = true;
    else opts[a.slice(2)] = args[++i] ?? '';
  }
  return { positional, opts };
}
const FLAGS = new Set(['--on', '--off', '--desc', '--dry-run']);
const queryOf = (q: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(Object.entries(q).filter((e): e is [string, string | number | boolean] => e[1] !== undefined).map(([k, v]): [string, string] => [k, String(v)])).toString();
const opt = (o: Record<string, string | true>, k: string) => (typeof o[k] === 'string' ? (o[k] as string) : undefined);

/** What a `mall` command asks of the API: method-less path and body (GET when body is undefined); null when not a command. */
export function mallRequest(all: string[], now = Date.now()): { path: string; body?: unknown; out?: string; reason?: string } | null {
  const { positional: args, opts } = options(all);
  const [verb, a, b, c, ...more] = args;
  const text = (from: (string | undefined)[]) => from.filter(Boolean).join(' ');
  if (verb === 'points' && a && b && c) return { path: '/api/ops/mall/points/adjust', body: { yfyUid: a, amount: signedInt(b), reason: text([c, ...more]) } };
  if (verb === 'suspend' && a && b && c) return { path: '/api/ops/mall/suspensions', body: { yfyUid: a, endsAt: untilSeconds(b, now), reason: text([c, ...more]) } };
  if (verb === 'lift' && a && b) return { path: '/api/ops/mall/suspensions/lift', body: { id: Number(a) }, reason: text([b, c, ...more]) };
  if (verb === 'suspensions') return { path: `/api/ops/mall/suspensions${a ? `?yfyUid=${encodeURIComponent(a)}` : ''}` };
  if (verb === 'abnormal') return { path: '/api/ops/mall/abnormal' };
  if (verb === 'orders' && (!a || STATES.includes(a))) {
    const query = queryOf({ state: a ?? 'awaiting', format: 'json', page: b ? undefined : opt(opts, 'page'), size: b ? 200 : undefined, productId: opt(opts, 'product') });
    return { path: `/api/ops/mall/orders?${query}`, ...(b ? { out: b } : {}) };
  }
  if (verb === 'ship' && a && b && c) return { path: '/api/ops/mall/orders/ship', body: { orderId: a, carrier: b, trackingNo: c } };
  if (verb === 'import-tracking' && a) return { path: '/api/ops/mall/orders/import-tracking', body: { csv: readFileSync(a, 'utf8') } };
  if (verb === 'cancel' && a && b) return { path: '/api/ops/mall/orders/cancel', body: { orderId: a, reason: text([b, c, ...more]) } };
  if (verb === 'products' && !a) {
    const active = opts.on ? true : opts.off ? false : undefined;
    const query = queryOf({ page: opt(opts, 'page'), categoryId: opt(opts, 'category'), style: opt(opts, 'style'), active, edition: opt(opts, 'edition'), q: opt(opts, 'q'), sort: opt(opts, 'sort'), dir: opts.desc ? 'desc' : undefined });
    return { path: `/api/ops/mall/products${query ? `?${query}` : ''}` };
  }
  if (verb === 'draws' && !a) return { path: '/api/ops/mall/products?style=draw&sort=onSaleAt&dir=desc&size=100' };
  if (verb === 'product' && a === 'set' && b) return { path: '/api/ops/mall/products', body: readJson(b) };
  if (verb === 'stock' && a && b && c) {
    const change = b.startsWith('=') ? { set: signedInt(b.slice(1)) } : { delta: signedInt(b) };
    return { path: '/api/ops/mall/products/stock', body: { productId: a, ...change, reason: text([c, ...more]) } };
  }
  if (verb === 'categories' && !a) return { path: '/api/ops/mall/categories' };
  if (verb === 'category' && a === 'set' && b) return { path: '/api/ops/mall/categories', body: readJson(b) };
  if (verb === 'draws' && a === 'run') return { path: '/api/ops/mall/draws/run', body: opts['dry-run'] ? { dryRun: true } : {} };
  if (verb === 'draw' && a === 'run' && b) return { path: '/api/ops/mall/draws/run', body: { productId: b, ...(opts['dry-run'] ? { dryRun: true } : {}) } };
  return null;
}

/** Runs a `mall` command; false when the arguments are not one. */
export async function mallCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const req = mallRequest(args);
  if (!req) return false;
  const data = (await call(req.path, req.body, req.reason)) as Record<string, unknown>;
  const verb = args[0];
  if (verb === 'orders') {
    const page = data as { list: OpsOrder[]; total: number; page: number; size: number };
    if (req.out) {
      // The CSV is every order of the filter: the pages after the first, fetched in turn.
      const list = [...page.list];
      for (let n = 2; list.length < page.total && n <= 10_000; n++) {
        const next = (await call(`${req.path}&page=${n}`)) as { list: OpsOrder[] };
        if (next.list.length === 0) break;
        list.push(...next.list);
      }
      writeFileSync(req.out, ordersCsv(list));
      console.log(`${list.length} order(s) written to ${req.out}`);
    } else {
      for (const o of page.list) console.log(`${o.id}\t${o.state}\t${o.createdAt}\t${o.productId}\t${o.points} pts\t${o.name} ${o.phone}\t${o.region} ${o.city} ${o.detail}${o.trackingNo ? `\t${o.carrier} ${o.trackingNo}` : ''}`);
      console.log(`${page.list.length} of ${page.total} order(s), page ${page.page}`);
    }
  } else if (verb === 'import-tracking') {
    const r = data as { shipped: number; refused: number; invalid: number; lines: { line: number; orderId?: string; result: string; error?: string }[] };
    for (const l of r.lines) if (l.result !== 'shipped') console.log(`line ${l.line}\t${l.orderId ?? ''}\t${l.result}${l.error ? `: ${l.error}` : ''}`);
    console.log(r.invalid ? `${r.invalid} bad line(s): nothing shipped` : `${r.shipped} shipped, ${r.refused} refused`);
  } else if (verb === 'suspensions') {
    const list = (data as { list: { id: number; yfyUid: string; reason: string; endsAt: number; liftedAt: number | null; inForce: boolean }[] }).list;
    for (const s of list) console.log(`#${s.id}\t${s.yfyUid}\tuntil ${iso(s.endsAt)}\t${s.inForce ? 'in force' : s.liftedAt ? `lifted ${iso(s.liftedAt)}` : 'not in force'}\t${s.reason}`);
    console.log(`${list.length} suspension(s)`);
  } else if (verb === 'abnormal') {
    const list = (data as { list: { yfyUid: string; balance: number; ledgerSum: number }[] }).list;
    for (const x of list) console.log(`${x.yfyUid}\tbalance ${x.balance}\tledger ${x.ledgerSum}`);
    console.log(`${list.length} account(s) with abnormal points`);
  } else if (verb === 'products' || (verb === 'draws' && !args[1])) {
    const page = data as unknown as OpsProductPage;
    for (const p of page.list) {
      const draw = p.style === 'draw' ? `\t${p.entrants} entrant(s), ${p.drawState}${p.drawWinners === null ? '' : `, ${p.drawWinners} winners`}\tentries close ${iso(p.entryEndsAt)}` : '';
      console.log(`${p.active ? ' ' : 'x'} ${p.id}\t${p.categoryId}\t${p.style}\t${p.points} pts\t${p.stock}/${p.stockTotal} left, ${p.sold} sold${draw}`);
    }
    console.log(`${page.list.length} of ${page.total} product(s), page ${page.page}`);
  } else if (verb === 'stock') {
    const r = data as unknown as StockResult;
    console.log(`${r.id}: stock ${r.before} → ${r.stock} (of ${r.stockTotal})`);
  } else if (verb === 'draw' || verb === 'draws') {
    const r = data as unknown as DrawRunResult;
    for (const d of r.draws) {
      console.log(`${d.productId}\t${d.entrants} entrant(s), ${d.stock} in stock → ${d.winners} winner(s)${r.dryRun ? ' (dry run, preview seed: the real run draws its own)' : ''}`);
      for (const e of d.order) console.log(`  ${e.position}\t${e.outcome}\t${e.yfyUid}\t${e.roleUid}${e.why ? `\t${e.why}` : ''}`);
    }
    console.log(r.dryRun ? `dry run: nothing changed (${r.draws.length} draw(s))` : `${r.walked} draw(s) walked`);
  } else if (verb === 'categories') {
    for (const c of (data as { list: { id: string; active: boolean; names: Record<string, string> }[] }).list) console.log(`${c.active ? ' ' : 'x'} ${c.id}\t${Object.values(c.names).join(' / ')}`);
  } else {
    console.log(JSON.stringify(data));
  }
  return true;
}
