import type { Envelope } from '@mecha/shared/envelope';
import { ERRORS } from '@mecha/shared/errors/catalogue';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/request.ts';

// The operator console's way to the API: the operator's session token (never the player's), English texts, the
// {code, data, msg} envelope unwrapped into data or an ApiError (the app's own error type, so TanStack Query and
// the player pages' helpers treat both alike). An expired or missing session signs the console out.

const TOKEN_KEY = 'mecha-ops-session';
type Listener = () => void;
const listeners = new Set<Listener>();

export function opsToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setOpsToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
  for (const listener of listeners) listener();
}

/** Called when the session token changes (login, logout, expiry). */
export function onOpsTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface OpsRequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** The reason of a change (sent as X-Ops-Reason when the body has none). */
  reason?: string;
  /** Accept a non-JSON answer (CSV exports): the text is returned as is. */
  text?: boolean;
  signal?: AbortSignal;
}

function withQuery(path: string, query: OpsRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function opsRequest<T>(path: string, options: OpsRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: options.text ? 'text/csv, application/json' : 'application/json', 'Accept-Language': 'en' };
  const token = opsToken();
  if (token) headers.Authorization = `Operator ${token}`;
  if (options.reason) headers['X-Ops-Reason'] = encodeURIComponent(options.reason);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_CODE, 'The server did not answer. Check the connection and try again.');
  }
  const type = response.headers.get('content-type') ?? '';
  if (options.text && !type.includes('application/json')) return (await response.text()) as T;
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(NETWORK_ERROR_CODE, `Unexpected answer (HTTP ${response.status}).`);
  }
  if (envelope.code === 0) return envelope.data;
  if (envelope.code === ERRORS.opsSessionRequired.code && token === opsToken()) setOpsToken(null);
  throw new ApiError(envelope.code, envelope.msg, envelope.data);
}
