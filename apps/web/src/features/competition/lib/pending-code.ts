import { normaliseInviteCode, INVITE_CODE_PATTERN } from '@mecha/shared/competition/rules';

// A visitor who opens a share link is asked to log in first; the code waits here (this tab only) so that the
// tournament page, reached again after logging in, opens the join sheet with it.
const KEY = 'comp.pendingCode';

export function rememberCode(raw: string): void {
  const code = normaliseInviteCode(raw);
  try {
    if (INVITE_CODE_PATTERN.test(code)) sessionStorage.setItem(KEY, code);
  } catch {
    // Storage refused (private mode): the link still works once logged in.
  }
}

/** The waiting code, taken (read once). */
export function takeCode(): string | null {
  try {
    const code = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return code;
  } catch {
    return null;
  }
}
