import { API } from '../api-paths.ts';

// The per-feature maintenance switch (decision 0053): which player calls belong to which feature, by path prefix.
// One table read by the server's hook (which answers underRepair) and by the app (which shows the banner). Zod-free.

export const MAINTENANCE_FEATURES = ['record', 'news', 'welfare', 'pay', 'mall', 'annual', 'competition'] as const;
export type MaintenanceFeature = (typeof MAINTENANCE_FEATURES)[number];

export const isMaintenanceFeature = (value: unknown): value is MaintenanceFeature =>
  typeof value === 'string' && (MAINTENANCE_FEATURES as readonly string[]).includes(value);

/** Most specific first: news articles live under /api/record/cms/, the rest of /api/record/ is the battle record. */
const FEATURE_PREFIXES: readonly (readonly [prefix: string, feature: MaintenanceFeature])[] = [
  ['/api/record/cms/', 'news'],
  ['/api/strategy/', 'news'],
  ['/api/like/', 'news'],
  ['/api/record/', 'record'],
  ['/api/welfare/', 'welfare'],
  ['/api/pay/', 'pay'],
  ['/api/act/', 'pay'], // the cumulative top-up event is part of top-up (its operator area is `pay` too)
  ['/api/score/', 'mall'],
  ['/api/one-year/', 'annual'],
  ['/api/competition/', 'competition'],
];

/**
 * Never switched off, whatever feature their path falls in: logging in and out, the session and role calls (they
 * live under /api/record/ for the game's clients), and the payment provider's notifications (money already moved).
 */
const NEVER_OFF: ReadonlySet<string> = new Set([
  API.roleInfo,
  API.codeSend,
  API.login,
  API.userInfo,
  API.logout,
  API.myRoles,
  API.currentRole,
  API.selectRole,
  API.bindRole,
  API.unbindRole,
  API.actLogin,
  API.actLogout,
  API.payAuth,
]);
const NEVER_OFF_PREFIXES: readonly string[] = [`${API.payNotify}/`];

/** The feature a player call belongs to (its path, without the query), or null when no switch covers it. */
export function maintenanceFeatureOf(url: string): MaintenanceFeature | null {
  const path = url.split('?')[0]!;
  if (NEVER_OFF.has(path) || NEVER_OFF_PREFIXES.some((p) => path.startsWith(p))) return null;
  for (const [prefix, feature] of FEATURE_PREFIXES) if (path.startsWith(prefix)) return feature;
  return null;
}
