import { API } from '@mecha/shared/api-paths';
import type { OpsDashboard, OpsPlayer } from '@mecha/shared/ops/console-api';
import type { OpsCall } from './ops-call.ts';

// The console's overview from the command line (`npm run ops -- …`), through the operator API
// (modules/ops-overview/overview.routes.ts):
//   dashboard                     today's figures (in the operator's editions)
//   player <uid|account>          one player: a UID is 5–12 digits, anything else an account (yfy uid)
//   reveal <kind> <id>            one record's address or contact (written to the audit log): kind is mall-order,
//                                 annual-draw, act-claim, comp-team or address-book
export const OVERVIEW_USAGE = 'dashboard | player <uid|account> | reveal <mall-order|annual-draw|act-claim|comp-team|address-book> <id>';

const REVEAL_KINDS = ['mall-order', 'annual-draw', 'act-claim', 'comp-team', 'address-book'];
const iso = (s: number | null) => (s === null ? '-' : new Date(s * 1000).toISOString().replace('.000Z', 'Z'));

/** What an overview command asks of the API (GET when body is undefined); null when not one. */
export function overviewRequest(args: string[]): { path: string; body?: unknown } | null {
  const [verb, a, b, extra] = args;
  if (verb === 'dashboard' && !a) return { path: API.opsDashboard };
  if (verb === 'player' && a && !b) return { path: `${API.opsPlayer}?${/^\d{5,12}$/.test(a) ? 'uid' : 'account'}=${encodeURIComponent(a)}` };
  if (verb === 'reveal' && a && REVEAL_KINDS.includes(a) && b && !extra) return { path: API.opsReveal, body: { kind: a, id: b } };
  return null;
}

export function dashboardLines(d: OpsDashboard): string[] {
  return [
    `now                      ${iso(d.now)}`,
    `players bound today      ${d.playersBoundToday}`,
    `matches in the last hour ${d.matchesLastHour} (last ${iso(d.lastMatchAt)})`,
    ...d.payments.map((p) => `payments ${p.edition.padEnd(7)} ${p.currency}   ${p.orders} orders, ${p.revenue} minor units`),
    `orders awaiting shipment ${d.ordersAwaitingShipment}`,
    `undelivered mails        ${d.undeliveredMails}`,
    `undelivered payments     ${d.undeliveredPayments}`,
    `open feedback            ${d.openFeedback}`,
    `pending approvals        ${d.pendingApprovals}`,
  ];
}

export function playerLines(p: OpsPlayer): string[] {
  return [
    `account    ${p.account ? `${p.account.yfyUid} (since ${iso(p.account.createdAt)})` : '-'}`,
    ...p.roles.map((r) => `role       ${r.uid}\t${r.edition}/${r.region}\t${r.nickname}\tbound ${iso(r.boundAt)}`),
    `points     ${p.points.balance}`,
    ...p.points.ledger.slice(0, 10).map((l) => `  #${l.id}\t${iso(l.at)}\t${l.type}\t${l.amount > 0 ? '+' : ''}${l.amount}\t${l.reason ?? ''}`),
    ...p.payOrders.map((o) => `top-up     ${o.orderId}\t${o.uid}\t${o.state}\t${o.amount}\t${iso(o.createdAt)}`),
    ...p.mallOrders.map((o) => `mall order ${o.orderId}\t${o.state}\t${o.product}\t${iso(o.createdAt)}`),
    ...p.claims.map((c) => `claim      ${c.kind}\t${c.ref}\t${iso(c.at)}`),
    ...p.mails.map((m) => `mail       #${m.id}\t${m.state}\t${m.title}\t${iso(m.at)}`),
    `suspension ${p.suspension ? `${p.suspension.reason} until ${iso(p.suspension.until)}` : '-'}`,
  ];
}

/** Runs an overview command; false when the arguments are not one. */
export async function overviewCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const req = overviewRequest(args);
  if (!req) return false;
  const data = await call(req.path, req.body);
  const lines =
    args[0] === 'dashboard' ? dashboardLines(data as OpsDashboard)
    : args[0] === 'player' ? playerLines(data as OpsPlayer)
    : Object.entries((data as { fields: Record<string, string> }).fields).map(([k, v]) => `${k.padEnd(12)} ${v}`);
  for (const line of lines) console.log(line);
  return true;
}
