import { useQuery } from '../../../lib/use-query.ts';
import { API } from '@mecha/shared/api-paths';
import type { OpsOperator } from '@mecha/shared/ops/console-api';
import { useSyncExternalStore } from 'react';
import { onOpsTokenChange, opsRequest, opsToken, setOpsToken } from './ops-request.ts';

// The signed-in operator: the session token (sessionStorage, ops-request.ts) as React state, and who it belongs to
// (`me`). Why the last session ended is kept so the login page can say it (expired, or signed out).

export type OpsSignOut = 'expired' | 'logout' | null;
let signOut: OpsSignOut = null;
let hadToken = opsToken() !== null;

onOpsTokenChange(() => {
  const has = opsToken() !== null;
  // A token that disappears without a logout was refused by the server (opsSessionRequired): the session expired.
  if (hadToken && !has && signOut !== 'logout') signOut = 'expired';
  if (has) signOut = null;
  hadToken = has;
});

export function lastSignOut(): OpsSignOut {
  return signOut;
}

export function useOpsToken(): string | null {
  return useSyncExternalStore(onOpsTokenChange, opsToken, () => null);
}

export interface OpsMe {
  operator: OpsOperator;
  via: 'session' | 'token' | 'bootstrap';
}

export const OPS_ME_KEY = ['ops', 'me'] as const;

/** Who the session belongs to; keyed by the token, so a new session never shows the last one's operator. */
export function useOpsMe(enabled = true) {
  const token = useOpsToken();
  return useQuery({
    queryKey: [...OPS_ME_KEY, token],
    // Not cancelled when a page unmounts: the shell and the page ask the same, and an aborted first call stalled it.
    queryFn: () => opsRequest<OpsMe>(API.opsMe),
    enabled: enabled && token !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** Ends the session on the server (best effort) and forgets the token. */
export async function opsLogout(): Promise<void> {
  try {
    await opsRequest(API.opsLogout, { method: 'POST', body: {} });
  } catch {
    // An expired session is already over.
  }
  signOut = 'logout';
  setOpsToken(null);
}
