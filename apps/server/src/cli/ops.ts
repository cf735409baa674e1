import { readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import matter from 'gray-matter';
import { marked } from 'marked';
import { articlesFrom, readContentFile } from '../modules/news/content-files.ts';
import { actCommand, ACT_USAGE } from './act-commands.ts';
import { annualCommand, ANNUAL_USAGE } from './annual-commands.ts';
import { auditCommand, AUDIT_USAGE } from './audit-commands.ts';
import { competitionCommand, COMPETITION_USAGE } from './competition-commands.ts';
import { contentCommand, CONTENT_USAGE } from './content-commands.ts';
import { payCommand, PAY_USAGE } from './pay-commands.ts';
import { mallCommand, MALL_USAGE } from './mall-commands.ts';
import { maintenanceCommand, MAINTENANCE_USAGE } from './maintenance-commands.ts';
import { statusCommand, STATUS_USAGE } from './status-commands.ts';
import { operatorCommand, OPERATOR_USAGE, savedToken } from './operator-commands.ts';
import { overviewCommand, OVERVIEW_USAGE } from './overview-commands.ts';
import type { OpsCall } from './ops-call.ts';
import { welfareCommand, WELFARE_USAGE } from './welfare-commands.ts';

// The operator CLI: publishes content to a running server through its operator API.
//   npm run ops -- news publish content/patch-2-4.*.md     (one or more files; several languages at once)
//   npm run ops -- news unpublish patch-2-4
//   npm run ops -- banner set banner.json                  ({slug, image, link, sort, editions, titles, active})
//   npm run ops -- version publish notes/2.4.*.md          (front matter: version, lang, title)
//   npm run ops -- news list | banner list | version list   (reading content, filtered and paged: see content-commands.ts)
//   npm run ops -- pack set pack.json                      ({id: xslb|qzlb|mzlb|dylb, titles, items, active, startsAt, endsAt})
//   npm run ops -- codes create batch.json out.csv         ({id, titles, items, edition, expiresAt, code+maxUses | count})
//   npm run ops -- welfare …                              (packs, sign-in, redemption campaigns: see welfare-commands.ts)
//   npm run ops -- deliveries pending
//   npm run ops -- approvals list|approve <id> <reason>|reject <id> <reason> | audit [--operator N] [--area A] [--q text]   (see audit-commands.ts)
//   npm run ops -- dashboard | player <uid|account> | reveal <kind> <id>   (the console's overview: see overview-commands.ts)
//   npm run ops -- feedback list | feedback answer <id> <text…>
//   npm run ops -- act …                                   (the cumulative top-up event: see act-commands.ts)
//   npm run ops -- pay …                                   (top-up SKUs, methods, caps, orders, resend, refund: see pay-commands.ts)
//   npm run ops -- mall …                                  (points mall: points, suspensions, orders, tracking, products, draws: see mall-commands.ts)
//   npm run ops -- annual …                                (anniversary event: events, prizes, stock, tickets, winners, shipping, jobs: see annual-commands.ts)
//   npm run ops -- login | logout | whoami | operators … | totp <name>   (operators' own: see operator-commands.ts)
//   npm run ops -- maintenance list|on|off …               (the per-feature maintenance switch: see maintenance-commands.ts)
//   npm run ops -- status incidents|post|post-file|resolve|reopen …   (incidents on the public status page: see status-commands.ts)
//   npm run ops -- competition …                           (2v2 tournament: tournaments, teams, rosters, disqualification, brackets, results: see competition-commands.ts)
// OPS_URL (default http://127.0.0.1:3000) and OPERATOR_TOKEN (the server's; a dev default in sim mode).
// OPERATOR_NAME (default the login name) is sent as X-Operator: the tournament's team histories name who acted.
const url = process.env.OPS_URL ?? 'http://127.0.0.1:3000';
// Unset OPERATOR_TOKEN: the personal API token `ops login` saved (~/.mecha-ops-token), else the sim-mode default.
const token = process.env.OPERATOR_TOKEN ?? savedToken() ?? 'dev-operator-token-change-me';
const operator = process.env.OPERATOR_NAME ?? operatorLogin();

function operatorLogin(): string {
  try {
    // The server takes 1–40 of A–Z a–z 0–9 space . _ @ -: a login name is made to fit rather than refused.
    return userInfo().username.replace(/[^A-Za-z0-9 ._@-]/g, '_').slice(0, 40) || 'operator';
  } catch {
    return 'operator';
  }
}

const call: OpsCall = async (path, body, reason) => {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(reason ? { 'x-ops-reason': encodeURIComponent(reason) } : {}),
      authorization: `Operator ${token}`,
      'x-operator': operator,
      'accept-language': 'en',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const out = (await res.json()) as { code: number; data: unknown; msg: string };
  if (out.code !== 0) throw new Error(`${path}: ${out.msg} (${out.code})${details(out.data)}`);
  return out.data;
};

/** What a refusal names, one line each: a refused address (`field: value`), or the schema's issues. */
function details(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  const d = data as { field?: string; value?: string; urls?: string[]; issues?: { path: string; message: string }[] };
  const lines = d.field ? (d.urls ?? [d.value]).map((v) => `${d.field}: ${v}`) : (d.issues?.map((i) => `${i.path}: ${i.message}`) ?? [JSON.stringify(data)]);
  return lines.map((l) => `\n  ${l}`).join('');
}

async function main(args: string[]) {
  const [area, verb, ...rest] = args;
  if (await operatorCommand(call, args, url)) {
    // done
  } else if ((area === 'dashboard' || area === 'player' || area === 'reveal') && (await overviewCommand(call, args))) {
    // done
  } else if ((area === 'approvals' || area === 'audit') && (await auditCommand(call, args))) {
    // done
  } else if (area === 'welfare' && (await welfareCommand(call, args.slice(1)))) {
    // done
  } else if (area === 'act' && (await actCommand(call, args.slice(1)))) {
    // done
  } else if (area === 'pay' && (await payCommand(call, args.slice(1)))) {
    // done
  } else if (area === 'mall' && (await mallCommand(call, args.slice(1)))) {
    // done
  } else if (area === 'annual' && (await annualCommand(call, args.slice(1)))) {
    // done
  } else if (area === 'competition' && (await competitionCommand(call, args.slice(1)))) {
    // done
  } else if (area === 'maintenance' && (await maintenanceCommand(call, args.slice(1)))) {
    // done
  } else if (area === 'status' && (await statusCommand(call, args.slice(1)))) {
    // done
  } else if (await contentCommand(call, args)) {
    // done
  } else if (area === 'news' && verb === 'publish' && rest.length) {
    for (const article of articlesFrom(rest.map(readContentFile))) {
      const res = (await call('/api/ops/articles', article).catch((err: Error) => {
        throw new Error(`${article.slug} not published: ${err.message}`);
      })) as { id: number; created: boolean };
      console.log(`${res.created ? 'published' : 'updated'} #${res.id} ${article.slug} [${Object.keys(article.title).join(', ')}]`);
    }
  } else if (area === 'news' && verb === 'unpublish' && rest[0]) {
    await call('/api/ops/articles/unpublish', { slug: rest[0] });
    console.log(`unpublished ${rest[0]}`);
  } else if (area === 'banner' && verb === 'set' && rest[0]) {
    await call('/api/ops/banners', JSON.parse(readFileSync(rest[0], 'utf8')));
    console.log('banner saved');
  } else if (area === 'version' && verb === 'publish' && rest.length) {
    const files = rest.map((p) => ({ p, ...matter(readFileSync(p, 'utf8')) }));
    const version = String(files[0]!.data.version);
    const titles = Object.fromEntries(files.map((f) => [f.data.lang, String(f.data.title)]));
    const bodies = Object.fromEntries(files.map((f) => [f.data.lang, f.p.endsWith('.html') ? f.content : (marked.parse(f.content, { async: false }) as string)]));
    await call('/api/ops/versions', { version, titles, bodies });
    console.log(`version ${version} published [${Object.keys(titles).join(', ')}]`);
  } else if (area === 'pack' && verb === 'set' && rest[0]) {
    await call('/api/ops/packs', JSON.parse(readFileSync(rest[0], 'utf8')));
    console.log('pack saved');
  } else if (area === 'codes' && verb === 'create' && rest[0] && rest[1]) {
    const { codes } = (await call('/api/ops/code-batches', JSON.parse(readFileSync(rest[0], 'utf8')))) as { codes: string[] };
    writeFileSync(rest[1], `code\n${codes.join('\n')}\n`);
    console.log(`${codes.length} code(s) written to ${rest[1]}`);
  } else if (area === 'deliveries' && verb === 'pending') {
    const { list } = (await call('/api/ops/deliveries/pending')) as { list: { id: number; role_uid: string; title: string; attempts: number; last_error: string | null }[] };
    for (const d of list) console.log(`#${d.id}\t${d.role_uid}\t${d.attempts} tries\t${d.title}\t${d.last_error ?? ''}`);
    console.log(`${list.length} pending`);
  } else if (area === 'feedback' && verb === 'list') {
    const { list } = (await call('/api/ops/feedback')) as { list: { id: number; category: string; text: string; contact: string | null }[] };
    for (const f of list) console.log(`#${f.id}\t[${f.category}]\t${f.text.replace(/\s+/g, ' ')}\t${f.contact ?? ''}`);
    console.log(`${list.length} open`);
  } else if (area === 'feedback' && verb === 'answer' && rest[0] && rest[1]) {
    await call('/api/ops/feedback/answer', { id: Number(rest[0]), answer: rest.slice(1).join(' ') });
    console.log(`answered #${rest[0]}`);
  } else {
    console.error(`usage: ops news publish <files…> | news unpublish <slug> | banner set <file.json> | version publish <files…> | ${CONTENT_USAGE} | pack set <file.json> | codes create <batch.json> <out.csv> | ${WELFARE_USAGE} | deliveries pending | feedback list | feedback answer <id> <text> | ${ACT_USAGE} | ${PAY_USAGE} | ${MALL_USAGE} | ${ANNUAL_USAGE} | ${COMPETITION_USAGE} | ${OPERATOR_USAGE} | ${AUDIT_USAGE} | ${OVERVIEW_USAGE} | ${MAINTENANCE_USAGE} | ${STATUS_USAGE}`);
    process.exit(2);
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
