import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

// The app's index.html carries one small inline script (the theme applied before the first paint, which as a file
// was a render-blocking request of its own: docs/decisions/0181-web-inline-theme-boot.md). The CSP still allows no
// inline script but these: each is allowed by the hash of exactly the text the built file holds, read when the
// server starts, so a script injected into the page would still be refused.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP sources (`'sha256-…'`) for the inline scripts of `html`. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

/** The same for the built app's index.html under `webRoot`; none when the app is not built or not served. */
export function webInlineScriptSources(webRoot: string | false | undefined): string[] {
  if (!webRoot || !existsSync(`${webRoot}/index.html`)) return [];
  return inlineScriptSources(readFileSync(`${webRoot}/index.html`, 'utf8'));
}
