import { SPACE_OR_CONTROL } from '@mecha/shared/app/safe-urls';

// The webview page loads whatever URL its link carries, so the link is untrusted input. Only plain http(s)
// pages may load: a javascript:, data:, file: or vbscript: URL in an iframe would run in (or read from) the app.
// The URL parser itself strips tabs, newlines and leading control characters ("java\tscript:" is javascript:),
// so anything with whitespace or control characters is refused outright rather than normalised.
const ALLOWED = new Set(['http:', 'https:']);

/** The URL when it is a well-formed absolute http(s) address, else null. */
export function safeExternalUrl(raw: string | null | undefined): URL | null {
  if (!raw || raw.length > 2048 || SPACE_OR_CONTROL.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!ALLOWED.has(url.protocol) || !url.hostname) return null;
  // user:password@host hides the real host from a reader of the link.
  if (url.username || url.password) return null;
  return url;
}
