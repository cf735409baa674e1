import type { EditionCode } from '@mecha/shared/editions';
import { initialLanguageIndex } from './language-index.ts';
import { editionOf, languageOf } from './locale.ts';
import { readStored } from './storage.ts';

// What one API call is on the wire: its address and the headers the app sends with every call (SPEC §7). In a
// module of its own, without the store or React, because two callers must build them identically: request(), and
// index.html's inline script, which starts the first page's reads before the app has loaded (lib/first-reads.ts;
// docs/decisions/0206-web-first-reads-from-index-html.md). A read started there is only used when both match.

/** How long any call may take before it counts as a network failure. */
export const REQUEST_TIMEOUT_MS = 20_000;

export type Query = Record<string, string | number | boolean | null | undefined>;

/** The path with its query; absent values are left out. */
export function apiUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export interface HeaderSource {
  languageIndex: number;
  fixedEdition: EditionCode | null;
  token: string | null;
}

/** The session, language and edition headers. */
export function apiHeaders(source: HeaderSource): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': languageOf(source),
    'X-Game-Code': editionOf(source),
  };
  if (source.token) headers.Authorization = `Bearer ${source.token}`;
  return headers;
}

export const isStoredToken = (v: unknown): v is string | null => v === null || typeof v === 'string';

/**
 * The headers the app's first calls will carry, from what the store starts with: the persisted session and
 * language. The edition a host may pin is not known before app-config answers, so it is not assumed.
 */
export function storedApiHeaders(): Record<string, string> {
  return apiHeaders({ languageIndex: initialLanguageIndex(), fixedEdition: null, token: readStored('token', null, isStoredToken) });
}
