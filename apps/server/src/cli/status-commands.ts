import { readFileSync } from 'node:fs';
import { API } from '@mecha/shared/api-paths';
import { INCIDENT_SEVERITIES, type IncidentOps } from '@mecha/shared/status/api';
import type { OpsCall } from './ops-call.ts';

// Incidents on the public status page from the operator CLI (decision 0191):
//   status incidents
//   status post <minor|major|info> <English title…>        (one language; a JSON file for several: `status post-file f.json`)
//   status post-file incident.json                          ({severity, texts: {en: {title, body}, ja: {…}, …}})
//   status resolve <id> | status reopen <id>
export const STATUS_USAGE = `status incidents | status post <${INCIDENT_SEVERITIES.join('|')}> <English title…> | status post-file <incident.json> | status resolve <id> | status reopen <id>`;

export type StatusRequest = { path: string; body?: unknown };

const isSeverity = (s: string | undefined) => (INCIDENT_SEVERITIES as readonly string[]).includes(s ?? '');
const isId = (s: string | undefined) => /^[1-9]\d{0,9}$/.test(s ?? '');

/** The call a `status …` command makes (args without the leading `status`); null when not one. */
export function statusRequest(args: string[], readJson: (path: string) => unknown = (p) => JSON.parse(readFileSync(p, 'utf8'))): StatusRequest | null {
  const [verb, first, ...rest] = args;
  if (verb === 'incidents') return args.length === 1 ? { path: API.opsStatusIncidents } : null;
  if (verb === 'post' && isSeverity(first) && rest.join(' ').trim()) return { path: API.opsStatusIncidents, body: { severity: first, texts: { en: { title: rest.join(' ').trim() } } } };
  if (verb === 'post-file' && first && !rest.length) return { path: API.opsStatusIncidents, body: readJson(first) };
  if ((verb === 'resolve' || verb === 'reopen') && isId(first) && !rest.length) return { path: API.opsStatusIncidentUpdate, body: { id: Number(first), resolved: verb === 'resolve' } };
  return null;
}

export function incidentLine(i: IncidentOps): string {
  const title = i.texts.en?.title ?? Object.values(i.texts)[0]?.title ?? '';
  return `#${i.id}\t${i.severity}\t${i.resolvedAt ? `resolved ${i.resolvedAt}` : `open since ${i.startedAt}`}\t${Object.keys(i.texts).join(',')}\t${title}`;
}

/** Runs a status command; false when the arguments are not one (ops.ts then prints the usage). */
export async function statusCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const req = statusRequest(args);
  if (!req) return false;
  const res = await call(req.path, req.body);
  if (args[0] === 'incidents') {
    const { list } = res as { list: IncidentOps[] };
    for (const i of list) console.log(incidentLine(i));
    console.log(list.length ? `${list.length} incidents` : 'no incidents');
  } else console.log(incidentLine(res as IncidentOps));
  return true;
}
