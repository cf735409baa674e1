import { OPS_PASSWORD_MIN } from '@mecha/shared/ops/roles';

// What the password form checks before sending (the server checks it all again, and the current password and the
// code only it can): the rule's numbers come from shared ops/roles.ts and the same refusals the server gives.

export interface PasswordForm {
  current: string;
  next: string;
  again: string;
  totp: string;
}

/** The first thing wrong with the form, or null when it can be sent. */
export function passwordProblem(f: PasswordForm, name: string): string | null {
  if (!f.current) return 'Enter your current password.';
  if (f.next.length < OPS_PASSWORD_MIN) return `The new password needs at least ${OPS_PASSWORD_MIN} characters.`;
  if (f.next.length > 200) return 'The new password is at most 200 characters.';
  if (f.next !== f.again) return 'The two new passwords differ.';
  if (f.next === f.current) return 'The new password must differ from the current one.';
  if (name && f.next.toLowerCase().includes(name.toLowerCase())) return 'The new password must not contain your name.';
  if (!/^\d{6}$/.test(f.totp)) return 'Enter the six-digit code from your authenticator app.';
  return null;
}

/** How the CLI takes a personal API token (apps/server/src/cli/ops.ts reads OPERATOR_TOKEN, else the saved file). */
export const cliUsage = (token: string) => `OPERATOR_TOKEN=${token} npm run ops -- whoami`;
