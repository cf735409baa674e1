import type { ErrorKey } from './catalogue.ts';

// SPEC §8 gives some areas their own codes for the general failures (the points mall has its own "system error",
// "parameter error", "not logged in" and "too frequent"). The server raises the general key and the error handler
// answers the area's code for calls under the area's path; the app treats an area's "not logged in" as the session
// event a 401 is (request.ts).
export const AREA_ERRORS: readonly { prefix: string; keys: Partial<Record<ErrorKey, ErrorKey>> }[] = [
  {
    prefix: '/api/score/',
    keys: { systemError: 'mallSystemError', paramError: 'mallParamError', loginRequired: 'mallNotLoggedIn', tooFrequent: 'mallTooFrequent' },
  },
];

/** The key a failure answers with on `path`: the area's own when it has one, else the general key. */
export function areaErrorKey(path: string, key: ErrorKey): ErrorKey {
  for (const area of AREA_ERRORS) if (path.startsWith(area.prefix)) return area.keys[key] ?? key;
  return key;
}

/** The area's key for a general one, back to the general key: what the app acts on (an area's 401 is a 401). */
export function generalErrorKey(key: ErrorKey): ErrorKey {
  for (const area of AREA_ERRORS) for (const [general, own] of Object.entries(area.keys)) if (own === key) return general as ErrorKey;
  return key;
}
