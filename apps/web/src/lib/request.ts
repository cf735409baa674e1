import type { Envelope } from '@mecha/shared/envelope';
import { generalErrorKey } from '@mecha/shared/errors/areas';
import { ERRORS, errorKeyForCode, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '../i18n/error-texts.ts';
import type { Language } from '@mecha/shared/i18n/languages';
import { translate } from '../i18n/i18n.ts';
import { apiHeaders, apiUrl, REQUEST_TIMEOUT_MS, type Query } from './api-call.ts';
import { takeFirstAnswer, takeFirstRead, type FirstRead } from './first-reads.ts';
import { languageOf } from './locale.ts';
import { emitSessionEvent } from './session-events.ts';
import { appStore, clearLogin } from './store.ts';
import { showToast } from './toast.ts';
import { noteServerDate } from './server-clock.ts';

// The one way the app talks to the API (SPEC §7): it sends the session, language and edition headers, unwraps
// the {code, data, msg} envelope, turns 401/402/600 into session events, and toasts other failures unless the
// caller opts out (most ladder and stats calls do, and forms that show the error inline).
export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  body?: unknown;
  /** Show a toast when the call fails (default true). Session codes are handled either way. */
  toast?: boolean;
  signal?: AbortSignal;
  /** Extra headers a call needs (the payment's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Used when there is no server answer at all (offline, time-out, a proxy's HTML error page). */
export const NETWORK_ERROR_CODE = -1;

export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
  /** The catalogue key, so a form can show its own text for a known failure. */
  get key(): ErrorKey | undefined {
    return errorKeyForCode(this.code);
  }
}

export function isApiError(error: unknown, key?: ErrorKey): error is ApiError {
  return error instanceof ApiError && (key === undefined || error.code === ERRORS[key].code);
}

export function requestExceptionText(language: Language): string {
  return translate('common.requestException', language);
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function withTimeout(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== 'function' || typeof AbortSignal.any !== 'function') return signal;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const state = appStore.get();
  const language = languageOf(state);
  const sentToken = state.token;
  const headers: Record<string, string> = { ...options.headers, ...apiHeaders(state) };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = apiUrl(path, options.query);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');

  let envelope: Envelope<T>;
  try {
    // index.html may have started this very read already (lib/first-reads.ts).
    const first = method === 'GET' ? takeFirstRead(url, headers) : undefined;
    const { response, receivedAt }: FirstRead =
      (await first) ??
      (await fetch(url, { method, headers, body, signal: withTimeout(options.signal) }).then((r) => ({ response: r, receivedAt: Date.now() })));
    noteServerDate(response.headers.get('date'), receivedAt);
    const parsed: unknown = await response.json();
    if (!isEnvelope(parsed)) throw new TypeError('not an envelope');
    envelope = parsed as Envelope<T>;
  } catch (error) {
    // A query cancelled by the caller is not a failure to report.
    if (options.signal?.aborted) throw error;
    throw fail(new ApiError(NETWORK_ERROR_CODE, requestExceptionText(language)), options);
  }

  if (envelope.code === 0) return envelope.data;
  throw handleFailure(envelope, options, language, sentToken);
}

/**
 * A query's initialData and its time from the answer index.html's read already has for this GET (lib/first-reads.ts),
 * so the page's first render shows it: no skeleton, no fetch while it is fresh. Both functions share one look-up,
 * made when TanStack Query first creates the query; nothing is there when the read is still on its way or failed,
 * and the query then fetches through request(), which takes the read in flight.
 */
export function fromFirstRead<T>(path: string, query?: Query): { initialData: () => T | undefined; initialDataUpdatedAt: () => number | undefined } {
  let answer: { data: T; at: number } | undefined | null = null;
  const look = () => {
    if (answer !== null) return answer;
    const first = takeFirstAnswer(apiUrl(path, query), apiHeaders(appStore.get()));
    if (first) noteServerDate(first.date, first.receivedAt);
    return (answer = first && { data: first.data as T, at: first.receivedAt });
  };
  return { initialData: () => look()?.data, initialDataUpdatedAt: () => look()?.at };
}

function handleFailure(envelope: Envelope<unknown>, options: RequestOptions, language: Language, sentToken: string | null) {
  const message = envelope.msg || requestExceptionText(language);
  const error = new ApiError(envelope.code, message, envelope.data);
  // An answer to a request sent with an older session must not log out a newer one.
  const sameSession = appStore.get().token === sentToken;
  // An area's own "not logged in" (the mall's) is a 401 to the session.
  const key = errorKeyForCode(envelope.code);
  switch (key ? ERRORS[generalErrorKey(key)].code : envelope.code) {
    case ERRORS.loginRequired.code:
      if (sameSession) clearLogin();
      emitSessionEvent('login-required');
      return error;
    case ERRORS.bindRequired.code:
      emitSessionEvent('bind-required');
      return error;
    case ERRORS.loginExpired.code: {
      if (sameSession) clearLogin();
      // The expired notice is a session message, not a call failure, so it shows even when the call opted out.
      const text = errorMessage('loginExpired', language);
      showToast(text, 'error');
      emitSessionEvent('login-expired');
      return new ApiError(envelope.code, text, envelope.data);
    }
    default:
      return fail(error, options);
  }
}

function fail(error: ApiError, options: RequestOptions): ApiError {
  if (options.toast !== false) showToast(error.message, 'error');
  return error;
}
