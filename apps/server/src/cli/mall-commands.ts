import { readFileSync, writeFileSync } from 'node:fs';
import { ordersCsv, type OpsOrder } from '../modules/mall/ops/orders-ops.ts';

// Points-mall operator commands (`npm run ops -- mall …`), through the operator API (modules/mall/ops/*.routes.ts):
//   mall points <yfyUid> <±amount> <reason…>        an 'adjust' ledger entry (the reason is shown to the player)
//   mall suspend <yfyUid> <until> <reason…>         until: ISO time (2026-12-31T00:00:00Z) or a duration (7d, 12h)
//   mall lift <suspensionId>
//   mall suspensions [yfyUid]                       in force, or all of one account's
//   mall abnormal                                   accounts whose balance disagrees with their ledger
//   mall orders [awaiting|shipped|cancelled] [out.csv]   list, or write the spreadsheet-safe CSV to a file
//   mall ship <orderId> <carrier> <trackingNo>
//   mall import-tracking <file.csv>                 lines orderId,carrier,trackingNo (nothing shipped if one is bad)
//   mall cancel <orderId> <reason…>                 points, stock and the limit given back
//   mall products | mall product set product.json   ({id, categoryId, names, descriptions, pictures, points, stock, regions, editions, limit, style, onSaleAt, entryEndsAt, sort, active})
//   mall stock <productId> <±delta> <reason…>
//   mall categories | mall category set category.json   ({id, names, sort, active})
//   mall draws run                                  allot every draw whose window has closed, now
export const MALL_USAGE =
  'mall points <yfyUid> <±amount> <reason> | mall suspend <yfyUid> <until|7d> <reason> | mall lift <id> | mall suspensions [yfyUid] | mall abnormal | mall orders [state] [out.csv] | mall ship <orderId> <carrier> <trackingNo> | mall import-tracking <file.csv> | mall cancel <orderId> <reason> | mall products | mall product set <file.json> | mall stock <productId> <±delta> <reason> | mall categories | mall category set <file.json> | mall draws run';

type Call = (path: string, body?: unknown) => Promise<unknown>;
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

/** What a `mall` command asks of the API: method-less path and body (GET when body is undefined); null when not a command. */
export function mallRequest(args: string[], now = Date.now()): { path: string; body?: unknown; out?: string } | null {
  const [verb, a, b, c, ...more] = args;
  const text = (from: (string | undefined)[]) => from.filter(Boolean).join(' ');
  if (verb === 'points' && a && b && c) return { path: '/api/ops/mall/points/adjust', body: { yfyUid: a, amount: signedInt(b), reason: text([c, ...more]) } };
  if (verb === 'suspend' && a && b && c) return { path: '/api/ops/mall/suspensions', body: { yfyUid: a, endsAt: untilSeconds(b, now), reason: text([c, ...more]) } };
  if (verb === 'lift' && a) return { path: '/api/ops/mall/suspensions/lift', body: { id: Number(a) } };
  if (verb === 'suspensions') return { path: `/api/ops/mall/suspensions${a ? `?yfyUid=${encodeURIComponent(a)}` : ''}` };
  if (verb === 'abnormal') return { path: '/api/ops/mall/abnormal' };
  if (verb === 'orders' && (!a || STATES.includes(a))) return { path: `/api/ops/mall/orders?state=${a ?? 'awaiting'}&format=json`, ...(b ? { out: b } : {}) };
  if (verb === 'ship' && a && b && c) return { path: '/api/ops/mall/orders/ship', body: { orderId: a, carrier: b, trackingNo: c } };
  if (verb === 'import-tracking' && a) return { path: '/api/ops/mall/orders/import-tracking', body: { csv: readFileSync(a, 'utf8') } };
  if (verb === 'cancel' && a && b) return { path: '/api/ops/mall/orders/cancel', body: { orderId: a, reason: text([b, c, ...more]) } };
  if (verb === 'products' && !a) return { path: '/api/ops/mall/products' };
  if (verb === 'product' && a === 'set' && b) return { path: '/api/ops/mall/products', body: readJson(b) };
  if (verb === 'stock' && a && b && c) return { path: '/api/ops/mall/products/stock', body: { productId: a, delta: signedInt(b), reason: text([c, ...more]) } };
  if (verb === 'categories' && !a) return { path: '/api/ops/mall/categories' };
  if (verb === 'category' && a === 'set' && b) return { path: '/api/ops/mall/categories', body: readJson(b) };
  if (verb === 'draws' && a === 'run') return { path: '/api/ops/mall/draws/run', body: {} };
  return null;
}

/** Runs a `mall` command; false when the arguments are not one. */
export async function mallCommand(call: Call, args: string[]): Promise<boolean> {
  const req = mallRequest(args);
  if (!req) return false;
  const data = (await call(req.path, req.body)) as Record<string, unknown>;
  const verb = args[0];
  if (verb === 'orders') {
    const list = (data as { list: OpsOrder[] }).list;
    if (req.out) {
      writeFileSync(req.out, ordersCsv(list));
      console.log(`${list.length} order(s) written to ${req.out}`);
    } else {
      for (const o of list) console.log(`${o.id}\t${o.state}\t${o.createdAt}\t${o.productId}\t${o.points} pts\t${o.name} ${o.phone}\t${o.region} ${o.city} ${o.detail}${o.trackingNo ? `\t${o.carrier} ${o.trackingNo}` : ''}`);
      console.log(`${list.length} order(s)`);
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
  } else if (verb === 'products') {
    const list = (data as { list: { id: string; active: boolean; style: string; points: number; stock: number; stock_total: number; draw_state: string; draw_winners: number | null }[] }).list;
    for (const p of list) console.log(`${p.active ? ' ' : 'x'} ${p.id}\t${p.style}\t${p.points} pts\t${p.stock}/${p.stock_total}${p.style === 'draw' ? `\t${p.draw_state}${p.draw_winners === null ? '' : `, ${p.draw_winners} winners`}` : ''}`);
  } else if (verb === 'categories') {
    for (const c of (data as { list: { id: string; active: boolean; names: Record<string, string> }[] }).list) console.log(`${c.active ? ' ' : 'x'} ${c.id}\t${Object.values(c.names).join(' / ')}`);
  } else {
    console.log(JSON.stringify(data));
  }
  return true;
}
