import { languageOf } from '../../../lib/locale.ts';
import { useAppState, type AppState } from '../../../lib/store.ts';

// Messages belong to the account and are written in the request's language (reward titles, thank-you texts).
export const INBOX_KEY = ['inbox'] as const;
export const MESSAGE_PATH = (call: string) => `/api/message/${call}`;

const scopeOf = (s: AppState) => `${languageOf(s)}|${s.userInfo?.yfy_uid ?? 'visitor'}`;

export function useInboxScope(): string {
  return useAppState(scopeOf);
}
