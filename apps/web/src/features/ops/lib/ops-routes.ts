import { roleMay, type OpsArea, type OpsRole } from '@mecha/shared/ops/roles';

// The console's own route switch (decision 0171): `#/ops/<section>[/rest][?query]`. The player app's hash router is
// not used here. Each section names the areas (roles.ts) that open it; the sidebar hides what the role may not use,
// the same table the server's guard refuses by.

export const OPS_SECTIONS = [
  'dashboard',
  'content',
  'welfare',
  'topup',
  'catalogue',
  'shipping',
  'anniversary',
  'tournaments',
  'players',
  'approvals',
  'support',
  'audit',
  'operators',
  'maintenance',
  'incidents',
  'account',
] as const;
export type OpsSection = (typeof OPS_SECTIONS)[number];

export interface OpsSectionInfo {
  id: OpsSection;
  /** Sidebar label and page title. */
  label: string;
  /** The role needs any one of these areas. */
  areas: readonly OpsArea[];
}

export const OPS_SECTION_INFO: readonly OpsSectionInfo[] = [
  { id: 'dashboard', label: 'Dashboard', areas: ['dashboard'] },
  { id: 'content', label: 'Content', areas: ['content'] },
  { id: 'welfare', label: 'Welfare', areas: ['welfare'] },
  { id: 'topup', label: 'Top-up', areas: ['pay'] },
  { id: 'catalogue', label: 'Mall catalogue', areas: ['catalogue'] },
  { id: 'shipping', label: 'Shipping', areas: ['shipping'] },
  { id: 'anniversary', label: 'Anniversary', areas: ['annual'] },
  { id: 'tournaments', label: 'Tournaments', areas: ['competition'] },
  { id: 'players', label: 'Players', areas: ['players'] },
  { id: 'approvals', label: 'Approvals', areas: ['players'] },
  { id: 'support', label: 'Support', areas: ['pay', 'feedback'] },
  { id: 'audit', label: 'Audit log', areas: ['audit'] },
  { id: 'operators', label: 'Operators', areas: ['operators'] },
  { id: 'maintenance', label: 'Maintenance', areas: ['maintenance'] },
  // The incidents on the public status page (decision 0191).
  { id: 'incidents', label: 'Incidents', areas: ['status'] },
  { id: 'account', label: 'My account', areas: ['self'] },
];

export type OpsRoute =
  | { page: 'login' }
  | { page: 'section'; section: OpsSection; rest: string; query: URLSearchParams }
  | { page: 'unknown'; path: string };

/** Whether a hash belongs to the console (anything else leaves it with a full page load). */
export function isOpsHash(hash: string): boolean {
  return hash === '#/ops' || hash.startsWith('#/ops/') || hash.startsWith('#/ops?');
}

/** Reads a location hash. `#/ops` and `#/ops/` open the dashboard. */
export function parseOpsHash(hash: string): OpsRoute {
  const body = hash.replace(/^#\/ops\/?/, '');
  const [path = '', search = ''] = body.split('?', 2) as [string, string?];
  const [head = '', ...rest] = path.split('/');
  if (head === 'login') return { page: 'login' };
  const section = head === '' ? 'dashboard' : head;
  if ((OPS_SECTIONS as readonly string[]).includes(section)) {
    return { page: 'section', section: section as OpsSection, rest: rest.join('/'), query: new URLSearchParams(search) };
  }
  return { page: 'unknown', path };
}

export function sectionInfo(section: OpsSection): OpsSectionInfo {
  return OPS_SECTION_INFO.find((s) => s.id === section)!;
}

export function sectionAllowed(role: OpsRole, section: OpsSection): boolean {
  return sectionInfo(section).areas.some((area) => roleMay(role, area));
}

/** The sidebar's entries for a role, in order. */
export function sectionsFor(role: OpsRole): OpsSectionInfo[] {
  return OPS_SECTION_INFO.filter((s) => sectionAllowed(role, s.id));
}

export function sectionHref(section: OpsSection, query?: Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return `#/ops/${section}${search ? `?${search}` : ''}`;
}
