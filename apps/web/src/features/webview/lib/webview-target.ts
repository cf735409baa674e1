import { hostAllowed } from '@mecha/shared/app/hosts';
import { safeExternalUrl } from './safe-url.ts';

export type WebviewTarget =
  /** Not a plain http(s) address: nothing loads. */
  | { kind: 'refused' }
  /** A web page on a host the app does not vouch for: a notice, and the player may open it in the browser. */
  | { kind: 'outside'; url: URL }
  /** An official, partner or edition page (or this site's own): framed inside the app. */
  | { kind: 'frame'; url: URL };

/**
 * What the webview page does with its `url` parameter. Anyone can craft that link, title included, so only the
 * hosts the server lists (the same list as its CSP `frame-src`) and the page's own host are framed.
 */
export function webviewTarget(raw: string | null | undefined, allowedHosts: readonly string[], ownHost: string): WebviewTarget {
  const url = safeExternalUrl(raw);
  if (!url) return { kind: 'refused' };
  // A trailing dot names the same host to the matcher but not to every browser's CSP check: send it outside.
  const framed = !url.hostname.endsWith('.') && hostAllowed(url.hostname, [...allowedHosts, ownHost.toLowerCase()]);
  return framed ? { kind: 'frame', url } : { kind: 'outside', url };
}
