import { readFileSync, writeFileSync } from 'node:fs';
import type { OpsOddsEntry, ShipCsvResult } from '@mecha/shared/annual/ops-api';
import { winnersCsv, type Winner } from '../modules/annual/ops/winners-ops.ts';
import { signedInt } from './mall-commands.ts';
import type { OpsCall } from './ops-call.ts';

// Anniversary-event operator commands (`npm run ops -- annual …`), through the operator API (modules/annual/ops/*):
//   annual events                                     every event: window, prizes with stock and weight, counts, seed hash
//   annual event save event.json                      ({id, edition, titles, rules, startsAt, endsAt, reportFrom?, reportTo?, characters, loginTickets, voteTickets, shareTickets, loginTask, active})
//   annual prize save prize.json                      ({eventId, id, names, picture, physical, qty, weight, stockTotal, sort})
//   annual stock <eventId> <prizeId> <±delta> <reason…>
//   annual tickets <eventId> <uid|yfyUid> <n> <reason…>   a role uid (digits: its bound account) or an account id
//   annual odds <eventId>                             the odds history: the pool's weights from each draw on
//   annual winners <eventId> [state] [--csv out.csv]  state: awaiting (default), needed, forfeited, shipped, all (every page)
//   annual ship <drawId> <carrier> <tracking>
//   annual ship-csv <file.csv> [--dry-run|--apply-valid]  lines drawId,carrier,tracking (nothing shipped if one is bad, unless --apply-valid)
//   annual forfeit run [--dry-run] | annual histogram run [--dry-run]
export const ANNUAL_USAGE =
  'annual events | annual event save <file.json> | annual prize save <file.json> | annual stock <eventId> <prizeId> <±delta> <reason> | annual tickets <eventId> <uid|yfyUid> <n> <reason> | annual odds <eventId> | annual winners <eventId> [state] [--csv out.csv] | annual ship <drawId> <carrier> <tracking> | annual ship-csv <file.csv> [--dry-run|--apply-valid] | annual forfeit run [--dry-run] | annual histogram run [--dry-run]';
/** The winners page size the CLI asks for (the server's largest); it walks every page. */
const WINNERS_PAGE = 200;

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const WINNER_STATES = ['awaiting', 'needed', 'forfeited', 'shipped', 'all'];
/** A whole number without a sign; NaN otherwise (the server refuses it with the reason). */
const count = (s: string) => (/^\d{1,9}$/.test(s) ? Number(s) : Number.NaN);

/** What an `annual` command asks of the API: path and body (GET when body is undefined); null when not a command. */
export function annualRequest(args: string[]): { path: string; body?: unknown; out?: string } | null {
  const [verb, a, b, c, ...more] = args;
  const text = (from: (string | undefined)[]) => from.filter(Boolean).join(' ');
  if (verb === 'events' && !a) return { path: '/api/ops/annual/events' };
  if (verb === 'odds' && a && !b) return { path: `/api/ops/annual/odds?eventId=${encodeURIComponent(a)}` };
  if (verb === 'event' && a === 'save' && b && !c) return { path: '/api/ops/annual/events/save', body: readJson(b) };
  if (verb === 'prize' && a === 'save' && b && !c) return { path: '/api/ops/annual/prizes/save', body: readJson(b) };
  if (verb === 'stock' && a && b && c && more.length) return { path: '/api/ops/annual/prizes/stock', body: { eventId: a, prizeId: b, delta: signedInt(c), reason: text(more) } };
  if (verb === 'tickets' && a && b && c && more.length) {
    // Digits are a role's uid; anything else an account id (h5-…, an SSO sub).
    const who = /^\d{5,12}$/.test(b) ? { uid: b } : { yfyUid: b };
    return { path: '/api/ops/annual/tickets/grant', body: { eventId: a, ...who, tickets: count(c), reason: text(more) } };
  }
  if (verb === 'winners' && a) {
    const rest = [b, c, ...more].filter((x): x is string => x !== undefined);
    const csvAt = rest.indexOf('--csv');
    const out = csvAt === -1 ? undefined : rest[csvAt + 1];
    if (csvAt !== -1 && !out) return null;
    const plain = csvAt === -1 ? rest : [...rest.slice(0, csvAt), ...rest.slice(csvAt + 2)];
    if (plain.length > 1 || (plain[0] !== undefined && !WINNER_STATES.includes(plain[0]))) return null;
    return { path: `/api/ops/annual/winners?eventId=${encodeURIComponent(a)}&state=${plain[0] ?? 'awaiting'}&format=json&size=${WINNERS_PAGE}`, ...(out ? { out } : {}) };
  }
  if (verb === 'ship' && a && b && c && !more.length) return { path: '/api/ops/annual/winners/ship', body: { drawId: count(a), carrier: b, tracking: c } };
  if (verb === 'ship-csv' && a && (!b || ((b === '--dry-run' || b === '--apply-valid') && !c))) {
    return { path: '/api/ops/annual/winners/ship-csv', body: { csv: readFileSync(a, 'utf8'), ...(b === '--dry-run' ? { dryRun: true } : b ? { applyValid: true } : {}) } };
  }
  if ((verb === 'forfeit' || verb === 'histogram') && a === 'run' && (!b || (b === '--dry-run' && !c))) return { path: `/api/ops/annual/${verb}/run`, body: b ? { dryRun: true } : {} };
  return null;
}

interface OpsEvent {
  id: string; edition: string; phase: string; active: boolean; startsAt: number; endsAt: number; seedHash: string; seed: string | null;
  counts: { votes: number; draws: number; ticketsIssued: number; ticketsSpent: number };
  prizes: { id: string; physical: boolean; qty: number; weight: number; stock: number | null; stockTotal: number | null; inPool: boolean }[];
}
const iso = (s: number) => new Date(s * 1000).toISOString().replace('.000Z', 'Z');

/** Runs an `annual` command; false when the arguments are not one. */
export async function annualCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const req = annualRequest(args);
  if (!req) return false;
  const verb = args[0];
  let data = await call(req.path, req.body);
  if (verb === 'winners') {
    // Every page: the list is paged on the server.
    const first = data as { list: Winner[]; total: number };
    const list = [...first.list];
    for (let page = 2; (page - 1) * WINNERS_PAGE < first.total; page++) list.push(...((await call(`${req.path}&page=${page}`)) as { list: Winner[] }).list);
    data = { list };
  }
  if (verb === 'events') {
    for (const e of (data as { list: OpsEvent[] }).list) {
      console.log(`${e.active ? ' ' : 'x'} ${e.id}\t${e.edition}\t${e.phase}\t${iso(e.startsAt)} → ${iso(e.endsAt)}\tvotes ${e.counts.votes}\tdraws ${e.counts.draws}\ttickets ${e.counts.ticketsSpent}/${e.counts.ticketsIssued} spent`);
      console.log(`    seed hash ${e.seedHash}${e.seed ? `\tseed ${e.seed}` : ''}`);
      for (const p of e.prizes) console.log(`    ${p.inPool ? ' ' : '-'} ${p.id}\t${p.physical ? 'physical' : 'virtual'} ×${p.qty}\tweight ${p.weight}\t${p.stock === null ? 'unlimited' : `${p.stock}/${p.stockTotal}`}`);
    }
  } else if (verb === 'winners') {
    const list = (data as { list: Winner[] }).list;
    if (req.out) {
      writeFileSync(req.out, winnersCsv(list));
      console.log(`${list.length} winner(s) written to ${req.out}`);
    } else {
      for (const w of list) console.log(`#${w.drawId}\t${w.state}\t${w.prizeId}\t${w.roleUid}\t${w.name} ${w.phone}\t${w.region} ${w.city} ${w.detail}${w.tracking ? `\t${w.carrier} ${w.tracking}` : ''}`);
      console.log(`${list.length} winner(s)`);
    }
  } else if (verb === 'odds') {
    for (const h of (data as { list: OpsOddsEntry[] }).list) console.log(`from draw ${h.fromDraw}\t${iso(h.at)}\t${h.reason}${h.prizeId ? ` (${h.prizeId})` : ''}\t${h.weights.map((w) => `${w.prizeId}:${w.weight}`).join(' ')}`);
  } else if (verb === 'ship-csv') {
    const r = data as ShipCsvResult;
    for (const l of r.lines) if (l.result !== 'shipped') console.log(`line ${l.line}\t${l.drawId ?? ''}\t${l.result}${l.error ? `: ${l.error}` : ''}`);
    const held = !r.dryRun && r.shipped === 0 && r.ready > 0 ? ` (${r.ready} good line(s) held back: --apply-valid ships them)` : '';
    console.log(r.dryRun ? `dry run: ${r.ready} would ship, ${r.refused} refused, ${r.invalid} invalid` : `${r.shipped} shipped, ${r.refused} refused, ${r.invalid} invalid${held}`);
  } else {
    console.log(JSON.stringify(data));
  }
  return true;
}
