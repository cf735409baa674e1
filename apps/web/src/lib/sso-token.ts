// A platform's single sign-on hands its token in the page URL. In lib, without the store or the API, because two
// callers read it: app/sso.ts, which exchanges it for a session, and index.html's inline script
// (first-page-preload.ts), which must not draw a visitor's first screen for one about to be a player.
const PARAM = 'wztoken';

/** Finds a platform SSO token in the page URL (search part or the hash route's query) and the URL without it. */
export function extractWzToken(href: string): { token: string | null; cleanHref: string } {
  const url = new URL(href);
  let token = url.searchParams.get(PARAM);
  url.searchParams.delete(PARAM);
  const hashQueryAt = url.hash.indexOf('?');
  if (hashQueryAt >= 0) {
    const route = url.hash.slice(0, hashQueryAt);
    const params = new URLSearchParams(url.hash.slice(hashQueryAt + 1));
    token ??= params.get(PARAM);
    params.delete(PARAM);
    const rest = params.toString();
    url.hash = rest ? `${route}?${rest}` : route;
  }
  return { token: token || null, cleanHref: url.toString() };
}
