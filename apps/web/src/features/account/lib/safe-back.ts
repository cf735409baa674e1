// Where the login page returns a player who came from a page asking them to log in (`login?back=…`, e.g. a
// tournament dialog's "Log in" step). Only one of the app's own page paths is followed — never another origin,
// a protocol-relative URL or a script — else home.
const PAGE_PATH = /^\/pages\/[a-z0-9\-/]+(?:\?[A-Za-z0-9\-_.~%=&]*)?$/;

export function safeBack(raw: string | null, fallback: string): string {
  if (!raw || raw.length > 300 || raw.includes('//') || !PAGE_PATH.test(raw)) return fallback;
  return raw;
}
