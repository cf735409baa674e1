import { readFileSync } from 'node:fs';
import type { OpsCall } from './ops-call.ts';

// Top-up operator commands (`npm run ops -- pay …`), through the operator API (modules/pay/ops.routes.ts):
//   pay catalogue <edition>                  SKUs, methods and settings of an edition
//   pay sku set sku.json                     ({id, edition, currency, names, priceMinor, baseAmount, standingBonus, doublesFirst, points, active, sort})
//   pay sku on|off <skuId>
//   pay method set method.json               ({edition, id, names, active, sort})
//   pay method on|off <edition> <methodId>
//   pay settings <edition> <currency> <capMinor|off> [pointsPerUnit]
//   pay orders <uid|orderId|account:yfyUid>  orders with their timeline
//   pay undelivered                          paid orders the game has not confirmed
//   pay resend <orderId> <reason…>           queue the currency credit again (the game credits an order once)
//   pay refund <orderId> [reason…]           mark refunded and take the points back
export const PAY_USAGE = 'pay catalogue <edition> | pay sku set <file.json> | pay sku on|off <id> | pay method set <file.json> | pay method on|off <edition> <id> | pay settings <edition> <currency> <capMinor|off> [pointsPerUnit] | pay orders <uid|orderId|account:id> | pay undelivered | pay resend <orderId> <reason> | pay refund <orderId> [reason]';

const iso = (s: number | null) => (s === null ? '-' : new Date(s * 1000).toISOString().replace('.000Z', 'Z'));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

interface OpsOrder {
  orderId: string; uid: string; yfyUid: string; skuId: string; method: string; currency: string; priceMinor: number; amount: number; bonus: number;
  doubled: boolean; points: number; state: string; late: boolean;
  timeline: { createdAt: number; expiresAt: number; paidAt: number | null; deliveredAt: number | null; refundedAt: number | null };
  delivery: { status: string; attempts: number; lastError: string | null } | null;
  notifications: { event: string | null; outcome: string; receivedAt: number }[];
}

/** Runs a `pay` command; false when the arguments are not one. */
export async function payCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const [verb, a, b, c, ...more] = args;
  if (verb === 'catalogue' && a) {
    const cat = (await call(`/api/ops/pay/catalogue?edition=${encodeURIComponent(a)}`)) as { skus: { id: string; currency: string; price_minor: number; base_amount: number; standing_bonus: number; doubles_first: boolean; active: boolean }[]; methods: { id: string; active: boolean }[]; settings: unknown[] };
    for (const s of cat.skus) console.log(`${s.active ? ' ' : 'x'} ${s.id}\t${s.price_minor} ${s.currency} minor\t${s.base_amount} + ${s.standing_bonus}${s.doubles_first ? '\tdoubles first' : ''}`);
    console.log(`methods: ${cat.methods.map((m) => `${m.id}${m.active ? '' : ' (off)'}`).join(', ')}`);
    console.log(`settings: ${JSON.stringify(cat.settings)}`);
  } else if (verb === 'sku' && a === 'set' && b) {
    await call('/api/ops/pay/skus', readJson(b));
    console.log('SKU saved');
  } else if (verb === 'sku' && (a === 'on' || a === 'off') && b) {
    await call('/api/ops/pay/skus/active', { id: b, active: a === 'on' });
    console.log(`SKU ${b} ${a}`);
  } else if (verb === 'method' && a === 'set' && b) {
    await call('/api/ops/pay/methods', readJson(b));
    console.log('method saved');
  } else if (verb === 'method' && (a === 'on' || a === 'off') && b && c) {
    await call('/api/ops/pay/methods/active', { edition: b, id: c, active: a === 'on' });
    console.log(`method ${b}/${c} ${a}`);
  } else if (verb === 'settings' && a && b && c) {
    await call('/api/ops/pay/settings', { edition: a, currency: b, monthlyCapMinor: c === 'off' ? null : Number(c), ...(more[0] ? { pointsPerUnit: more[0] } : {}) });
    console.log(`settings of ${a} ${b} saved`);
  } else if (verb === 'orders' && a) {
    const query = a.startsWith('account:') ? `yfyUid=${encodeURIComponent(a.slice(8))}` : /^\d{5,12}$/.test(a) ? `uid=${a}` : `orderId=${encodeURIComponent(a)}`;
    const { list } = (await call(`/api/ops/pay/orders?${query}`)) as { list: OpsOrder[] };
    for (const o of list) {
      console.log(`${o.orderId}\t${o.state}${o.late ? ' (paid late)' : ''}\trole ${o.uid}\taccount ${o.yfyUid}\t${o.skuId} ${o.priceMinor} ${o.currency} minor\t${o.amount} + ${o.bonus}${o.doubled ? ' (doubled)' : ''}\t${o.points} pts\t${o.method}`);
      const t = o.timeline;
      console.log(`  created ${iso(t.createdAt)}  expires ${iso(t.expiresAt)}  paid ${iso(t.paidAt)}  delivered ${iso(t.deliveredAt)}  refunded ${iso(t.refundedAt)}`);
      if (o.delivery) console.log(`  delivery ${o.delivery.status}, ${o.delivery.attempts} tries${o.delivery.lastError ? `, last error: ${o.delivery.lastError}` : ''}`);
      for (const n of o.notifications) console.log(`  notification ${iso(n.receivedAt)} ${n.event ?? '?'} → ${n.outcome}`);
    }
    console.log(`${list.length} order(s)`);
  } else if (verb === 'undelivered') {
    const { list } = (await call('/api/ops/pay/undelivered')) as { list: { orderId: string; uid: string; paidAt: number | null; attempts: number; lastError: string | null }[] };
    for (const o of list) console.log(`${o.orderId}\trole ${o.uid}\tpaid ${iso(o.paidAt)}\t${o.attempts} tries\t${o.lastError ?? ''}`);
    console.log(`${list.length} undelivered`);
  } else if (verb === 'resend' && a && b) {
    await call('/api/ops/pay/resend', { orderId: a }, [b, c, ...more].filter(Boolean).join(' '));
    console.log(`${a} queued for delivery`);
  } else if (verb === 'refund' && a) {
    const r = (await call('/api/ops/pay/refund', { orderId: a, reason: [b, c, ...more].filter(Boolean).join(' ') })) as { pointsTakenBack: number; pointsShortfall: number };
    console.log(`${a} refunded; ${r.pointsTakenBack} points taken back${r.pointsShortfall ? `, ${r.pointsShortfall} already spent` : ''}`);
  } else {
    return false;
  }
  return true;
}
