// The path and query an address's hash names (SPEC §7: "#/pages/…/index?query"). Pure, so index.html's inline
// preload script (lib/first-page-preload.ts) reads the first page's path exactly as the router will.
export type Location = { pathname: string; search: string };

export function locationOfHash(rawHash: string): Location {
  const hash = rawHash.replace(/^#/, '') || '/';
  const q = hash.indexOf('?');
  const pathname = q === -1 ? hash : hash.slice(0, q);
  const search = q === -1 ? '' : hash.slice(q);
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search: search === '?' ? '' : search };
}

/** The operator console is a separate app under #/ops (features/ops): no player page, no player texts. */
export function isOpsHash(rawHash: string): boolean {
  return rawHash.startsWith('#/ops');
}
