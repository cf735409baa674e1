import { hostAllowed } from './hosts.ts';

// Which addresses operator content may carry (banner links and images, article covers, links and images inside
// article HTML). The server refuses anything else when it is written; the app may use the same rules when it shows
// it. One spelling per address, refused rather than normalised: URL parsers drop tabs and newlines, lower-case
// schemes, read `\` as `/` and `%2e%2e` as `..`, so an address two readers could read differently is refused.

/** Longest address accepted (the operator schemas allow less). */
export const MAX_URL_LENGTH = 2048;

/** Whitespace, control and invisible characters: none is ever needed in an address, and parsers drop some. */
export const SPACE_OR_CONTROL = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

// What a file path may not hide behind `%` escapes (an escaped space is a real file name).
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\\]/;
// RFC 3986 path / query / fragment characters, a `%` only as an escape.
const URI_CHARS = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})";
/** This app's own routes: `#/pages/…` (or `/#/pages/…`), opened inside the app. */
const APP_ROUTE = new RegExp(`^/?#/pages/(?:${URI_CHARS}|\\?)*$`);
/** The site's own files: a root path, optionally with a query (`/covers/x.svg?v=2`). */
const OWN_FILE = new RegExp(`^(/${URI_CHARS}*)(?:\\?(?:${URI_CHARS}|\\?)*)?$`);
/** A lower-case http(s) scheme, two slashes and a non-empty authority without `user@`. */
const ABSOLUTE = /^(https?):\/\/[^/?#@]+(?:[/?#]|$)/;

function absolute(raw: string, schemes: readonly string[]): URL | null {
  const scheme = ABSOLUTE.exec(raw)?.[1];
  if (!scheme || !schemes.includes(scheme)) return null;
  try {
    const url = new URL(raw);
    return url.hostname && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

function ownFile(raw: string): boolean {
  const path = OWN_FILE.exec(raw)?.[1];
  if (!path || path.startsWith('//')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !decoded.includes('..') && !decoded.includes('//') && !CONTROL_CHARS.test(decoded);
}

// Not empty, not over the limit, no whitespace or control character, and no backslash (URL parsers read it as `/`).
const plain = (raw: unknown): raw is string => typeof raw === 'string' && raw.length > 0 && raw.length <= MAX_URL_LENGTH && !SPACE_OR_CONTROL.test(raw) && !raw.includes('\\');

/** A link: an absolute http(s) address with a host, or an app route (`#/pages/…`, `/#/pages/…`). */
export function isSafeLink(raw: unknown): boolean {
  return plain(raw) && (APP_ROUTE.test(raw) || absolute(raw, ['http', 'https']) !== null);
}

/** An image: the site's own file (`/covers/x.svg`), or an https address on one of `imageHosts` (hosts.ts patterns). */
export function isSafeImage(raw: unknown, imageHosts: readonly string[]): boolean {
  if (!plain(raw)) return false;
  if (raw.startsWith('/')) return ownFile(raw);
  const url = absolute(raw, ['https']);
  return url !== null && hostAllowed(url.hostname, imageHosts);
}
