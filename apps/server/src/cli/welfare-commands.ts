import { readFileSync, writeFileSync } from 'node:fs';
import { WELFARE_OPS, type BatchCreated, type BatchDeactivation, type BatchPage, type OpsPack, type SigninDay } from '@mecha/shared/welfare/ops-api';
import type { OpsCall } from './ops-call.ts';

// `npm run ops -- welfare …`: the welfare console's calls (decision 0047).
//   welfare packs                                   the 4 gift packs: window, on/off, claims, items
//   welfare pack set <pack.json>                    ({id, titles, items, active, startsAt, endsAt})
//   welfare signin                                  the 7 sign-in days
//   welfare signin set <days.json>                  ({days: [{day, titles, items} ×7]})
//   welfare batches [--page N] [--edition E] [--active yes|no] [--search text] [--sort created|uses] [--asc]
//   welfare batch create <batch.json> [out.csv] [--dry-run]   ({id, titles, items, edition, expiresAt, code+maxUses | count})
//   welfare batch-export <id> <out.csv>             the codes with their use, as the server's CSV (audited)
//   welfare batch-deactivate <id> <reason…> [--dry-run]
export const WELFARE_USAGE =
  'welfare packs | welfare pack set <file.json> | welfare signin | welfare signin set <file.json> | welfare batches [--page N] [--edition E] [--active yes|no] [--search S] [--sort created|uses] [--asc] | welfare batch create <file.json> [out.csv] [--dry-run] | welfare batch-export <id> <out.csv> | welfare batch-deactivate <id> <reason> [--dry-run]';

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const iso = (s: number | null) => (s === null ? '-' : new Date(s * 1000).toISOString().replace('.000Z', 'Z'));

/** Flags (`--name value`, or `--flag` alone) apart from the positional arguments. */
function split(args: string[]): { pos: string[]; opts: Record<string, string | true> } {
  const pos: string[] = [];
  const opts: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) pos.push(a);
    else if (['dry-run', 'asc'].includes(a.slice(2))) opts[a.slice(2)] = true;
    else opts[a.slice(2)] = args[++i] ?? '';
  }
  return { pos, opts };
}

export interface WelfareRequest {
  path: string;
  body?: unknown;
  out?: string;
}

/** What a `welfare` command asks of the API (GET when body is undefined); null when not a command. */
export function welfareRequest(args: string[]): WelfareRequest | null {
  const { pos, opts } = split(args);
  const [verb, a, b, ...more] = pos;
  const dryRun = opts['dry-run'] === true;
  if (verb === 'packs' && !a) return { path: WELFARE_OPS.packs };
  if (verb === 'pack' && a === 'set' && b) return { path: WELFARE_OPS.packs, body: readJson(b) };
  if (verb === 'signin' && !a) return { path: WELFARE_OPS.signin };
  if (verb === 'signin' && a === 'set' && b) return { path: WELFARE_OPS.signin, body: readJson(b) };
  if (verb === 'batches' && !a) {
    const q = new URLSearchParams();
    for (const key of ['page', 'edition', 'active', 'search', 'sort'] as const) if (typeof opts[key] === 'string') q.set(key, opts[key]);
    if (opts.asc) q.set('dir', 'asc');
    const text = q.toString();
    return { path: `${WELFARE_OPS.batches}${text ? `?${text}` : ''}` };
  }
  if (verb === 'batch' && a === 'create' && b) return { path: WELFARE_OPS.batches, body: { ...readJson(b), dryRun }, ...(more[0] ? { out: more[0] } : {}) };
  if (verb === 'batch-export' && a && b) return { path: `${WELFARE_OPS.batchCodes}?id=${encodeURIComponent(a)}&format=json`, out: b };
  if (verb === 'batch-deactivate' && a && (b || dryRun)) return { path: WELFARE_OPS.batchDeactivate, body: { id: a, dryRun, ...(b ? { reason: [b, ...more].join(' ') } : {}) } };
  return null;
}

const itemsText = (items: { id: string; qty: number }[]) => items.map((i) => `${i.id}×${i.qty}`).join(', ');

/** Runs a `welfare` command; false when the arguments are not one. */
export async function welfareCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const req = welfareRequest(args);
  if (!req) return false;
  const data = await call(req.path, req.body);
  const verb = args[0];
  if (verb === 'packs') {
    for (const p of (data as { packs: OpsPack[] }).packs) console.log(`${p.id}\t${p.active ? 'on' : 'off'}\t${iso(p.startsAt)}…${iso(p.endsAt)}\t${p.claims} claims\t${itemsText(p.items)}`);
  } else if (verb === 'signin') {
    for (const d of (data as { days: SigninDay[] }).days) console.log(`day ${d.day}\t${itemsText(d.items)}`);
  } else if (verb === 'pack') {
    console.log('pack saved');
  } else if (verb === 'batches') {
    const page = data as BatchPage;
    for (const x of page.list) console.log(`${x.id}\t${x.edition ?? 'all'}\t${x.active ? 'active' : 'ended'}\t${x.kind}\t${x.codes} codes\t${x.used} used\t${x.remaining} left\tlast ${iso(x.lastUseAt)}\texpires ${iso(x.expiresAt)}`);
    console.log(`page ${page.page}, ${page.list.length} of ${page.total}`);
  } else if (verb === 'batch') {
    const made = data as BatchCreated;
    console.log(`${made.dryRun ? 'would create' : 'created'} ${made.id}: ${made.count} ${made.kind} code(s), ${made.capacity} redemption(s), edition ${made.edition ?? 'all'}, expires ${iso(made.expiresAt)}, ${itemsText(made.items)}`);
    if (req.out && !made.dryRun) {
      writeFileSync(req.out, `code\n${made.codes.join('\n')}\n`);
      console.log(`${made.codes.length} code(s) written to ${req.out}`);
    }
  } else if (verb === 'batch-export') {
    const { csv, codes } = data as { csv: string; codes: number };
    writeFileSync(req.out!, csv);
    console.log(`${codes} code(s) written to ${req.out}`);
  } else if (verb === 'batch-deactivate') {
    const d = data as BatchDeactivation;
    console.log(`${d.dryRun ? 'would end' : 'ended'} ${d.id}: ${d.unusedCodes} code(s) with uses left, ${d.remaining} redemption(s) stop working`);
  } else {
    console.log('saved');
  }
  return true;
}
