import { editionOf, languageOf } from '../../../lib/locale.ts';
import { useAppState, type AppState } from '../../../lib/store.ts';

// Articles are stored per language and edition and the server answers in the request's: the language and
// edition are in every news query key, so switching language shows that language's articles, not a stale cache.
export const NEWS_KEY = ['news'] as const;

const localeOf = (s: AppState) => `${languageOf(s)}|${editionOf(s)}`;
/** Whose view it is: `Liked` and the search history belong to an account. */
const viewerOf = (s: AppState) => (s.token === null ? 'visitor' : (s.userInfo?.yfy_uid ?? 'account'));

export function useNewsLocale(): string {
  return useAppState(localeOf);
}

export function useNewsViewer(): string {
  return useAppState(viewerOf);
}

export function useIsLoggedIn(): boolean {
  return useAppState((s) => s.token !== null);
}
