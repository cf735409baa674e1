import { API } from '@mecha/shared/api-paths';
import { isMaintenanceFeature, MAINTENANCE_FEATURES } from '@mecha/shared/maintenance/features';
import type { MaintenanceOpsList, MaintenanceSwitch } from '@mecha/shared/maintenance/api';
import type { OpsCall } from './ops-call.ts';

// The per-feature maintenance switch from the operator CLI (decision 0053):
//   maintenance list
//   maintenance on <feature> <reason…> [--until 2026-12-01T08:00:00Z]
//   maintenance off <feature> <reason…>
export const MAINTENANCE_USAGE = `maintenance list | maintenance on <${MAINTENANCE_FEATURES.join('|')}> <reason…> [--until ISO-time] | maintenance off <feature> <reason…>`;

export type MaintenanceRequest = { path: string; body?: unknown };

/** The call a `maintenance …` command makes (args without the leading `maintenance`); null when not one. */
export function maintenanceRequest(args: string[]): MaintenanceRequest | null {
  const [verb, feature, ...rest] = args;
  if (verb === 'list') return args.length === 1 ? { path: API.opsMaintenance } : null;
  if ((verb !== 'on' && verb !== 'off') || !isMaintenanceFeature(feature)) return null;
  const at = rest.indexOf('--until');
  const until = at >= 0 ? rest[at + 1] : undefined;
  if (at >= 0 && (verb === 'off' || !until)) return null;
  const words = at >= 0 ? [...rest.slice(0, at), ...rest.slice(at + 2)] : rest;
  const reason = words.join(' ').trim();
  if (!reason) return null;
  if (verb === 'off') return { path: API.opsMaintenanceOff, body: { feature, reason } };
  return { path: API.opsMaintenanceOn, body: { feature, reason, ...(until ? { until } : {}) } };
}

export function switchLine(s: MaintenanceSwitch): string {
  return `${s.feature}\tunder repair since ${s.since}${s.until ? ` until ${s.until}` : ''}\tby ${s.by}\t${s.reason}`;
}

/** Runs a maintenance command; false when the arguments are not one (ops.ts then prints the usage). */
export async function maintenanceCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const req = maintenanceRequest(args);
  if (!req) return false;
  const res = await call(req.path, req.body);
  if (args[0] === 'list') {
    const { list } = res as MaintenanceOpsList;
    for (const s of list) console.log(switchLine(s));
    console.log(list.length ? `${list.length} switched` : 'every feature is on');
  } else if (args[0] === 'on') console.log(switchLine(res as MaintenanceSwitch));
  else console.log(`${args[1]} ${(res as { wasOn: boolean }).wasOn ? 'switched back on' : 'was not under repair'}`);
  return true;
}
