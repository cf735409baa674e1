import type { EditionCode } from '../editions.ts';

// Who may do what in the operator API and console (decision 0043). One table, read by the server's guard (which
// refuses) and by the console (which hides what a role may not do): the rule lives here only. Zod-free.

export const OPS_ROLES = ['admin', 'editor', 'support', 'shipping'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

/** The areas operator calls fall into; a role is allowed a set of them. */
export const OPS_AREAS = [
  'self', // one's own session, password and API tokens (every role)
  'dashboard',
  'content', // news articles, banners, version notes, balance notes
  'welfare', // gift packs, sign-in, redemption campaigns
  'pay', // SKUs, methods, the cumulative event, orders, resend, refund
  'catalogue', // mall categories, products, stock, drops
  'shipping', // mall orders, tier prizes, anniversary winners: ship, export, import tracking, cancel
  'annual', // anniversary window, vote, tasks, prize pool
  'competition', // tournaments, stages, rosters, bracket, results
  'players', // look-up, suspensions, point adjustments
  'feedback',
  'audit', // the audit log
  'operators', // operator accounts (admin only)
  'maintenance', // the per-feature maintenance switch (admin only: it takes a feature off for every player)
  'status', // incidents on the public status page (decision 0191)
] as const;
export type OpsArea = (typeof OPS_AREAS)[number];

export const ROLE_AREAS: Record<OpsRole, readonly OpsArea[]> = {
  admin: OPS_AREAS,
  editor: ['self', 'dashboard', 'content', 'welfare', 'catalogue', 'annual', 'competition', 'audit'],
  support: ['self', 'dashboard', 'pay', 'players', 'feedback', 'competition', 'audit', 'status'],
  shipping: ['self', 'dashboard', 'shipping', 'audit'],
};

/** Roles that may see addresses, phone numbers and contacts (each reveal is written to the audit log). */
export const ROLES_SEEING_PERSONAL_DATA: readonly OpsRole[] = ['admin', 'support', 'shipping'];

export const seesPersonalData = (role: OpsRole): boolean => ROLES_SEEING_PERSONAL_DATA.includes(role);

/**
 * Operator routes by path prefix, most specific first (the first match wins). `/api/ops/console/login` is the one
 * operator route without a credential. A route under /api/ops/ that no prefix matches is admin-only (a test lists every registered operator route against this table).
 */
export const OPS_ROUTE_AREAS: readonly (readonly [prefix: string, area: OpsArea])[] = [
  ['/api/ops/console/me', 'self'],
  ['/api/ops/console/logout', 'self'],
  ['/api/ops/console/password', 'self'],
  ['/api/ops/console/tokens', 'self'],
  ['/api/ops/console/dashboard', 'dashboard'],
  ['/api/ops/console/audit', 'audit'],
  ['/api/ops/console/operators', 'operators'],
  // Reveals reach every role's handler, which lets only ROLES_SEEING_PERSONAL_DATA through (shipping needs addresses).
  ['/api/ops/console/players/reveal', 'dashboard'],
  ['/api/ops/console/players', 'players'],
  ['/api/ops/console/approvals', 'players'],
  ['/api/ops/articles', 'content'],
  ['/api/ops/banners', 'content'],
  ['/api/ops/versions', 'content'],
  ['/api/ops/packs', 'welfare'],
  ['/api/ops/code-batches', 'welfare'],
  ['/api/ops/signin', 'welfare'],
  ['/api/ops/deliveries', 'pay'],
  ['/api/ops/feedback', 'feedback'],
  ['/api/ops/pay', 'pay'],
  ['/api/ops/act/ship', 'shipping'],
  ['/api/ops/act/claims', 'shipping'],
  ['/api/ops/act', 'pay'],
  ['/api/ops/mall/orders', 'shipping'],
  ['/api/ops/mall/points', 'players'],
  ['/api/ops/mall/suspensions', 'players'],
  ['/api/ops/mall/abnormal', 'players'],
  ['/api/ops/mall', 'catalogue'],
  ['/api/ops/annual/winners', 'shipping'],
  ['/api/ops/annual', 'annual'],
  ['/api/ops/competition', 'competition'],
  ['/api/ops/maintenance', 'maintenance'],
  ['/api/ops/status', 'status'],
];

/**
 * Calls that change money, points, stock or suspensions: a reason is mandatory (the body's `reason`, or the
 * `X-Ops-Reason` header, URL-encoded), and it goes into the audit row.
 */
export const OPS_REASON_REQUIRED: readonly string[] = [
  '/api/ops/pay/refund',
  '/api/ops/pay/resend',
  '/api/ops/mall/points/adjust',
  '/api/ops/mall/products/stock',
  '/api/ops/mall/suspensions',
  '/api/ops/mall/suspensions/lift',
  '/api/ops/annual/prizes/stock',
  '/api/ops/annual/tickets/grant',
  '/api/ops/console/approvals/decide',
  '/api/ops/competition/roster/add',
  '/api/ops/competition/roster/remove',
  '/api/ops/competition/roster/transfer',
  '/api/ops/competition/teams/disqualify',
  '/api/ops/maintenance/on',
  '/api/ops/maintenance/off',
];

/** The area of an operator route (its registered URL, without the query), or null when it is admin-only. */
export function opsAreaOf(url: string): OpsArea | null {
  const path = url.split('?')[0]!;
  for (const [prefix, area] of OPS_ROUTE_AREAS) if (path === prefix || path.startsWith(`${prefix}/`)) return area;
  return null;
}

export function roleMay(role: OpsRole, area: OpsArea | null): boolean {
  return role === 'admin' || (area !== null && ROLE_AREAS[role].includes(area));
}

export function reasonRequired(method: string, url: string): boolean {
  return method !== 'GET' && OPS_REASON_REQUIRED.includes(url.split('?')[0]!);
}

/** An operator's editions: a list, or every edition (`all`), including editions added later. */
export type OpsEditions = readonly EditionCode[] | 'all';

export function editionAllowed(editions: OpsEditions, edition: EditionCode): boolean {
  return editions === 'all' || editions.includes(edition);
}

/** Point adjustments larger than this (absolute) wait for a second operator's approval (config overrides). */
export const DEFAULT_APPROVAL_THRESHOLD = 1000;

/** Operator sessions: idle and absolute lifetimes; failed logins before a lock, and the lock's length. */
export const OPS_SESSION_IDLE_S = 30 * 60;
export const OPS_SESSION_MAX_S = 12 * 3600;
export const OPS_MAX_FAILURES = 5;
export const OPS_LOCK_S = 15 * 60;
export const OPS_PASSWORD_MIN = 12;
