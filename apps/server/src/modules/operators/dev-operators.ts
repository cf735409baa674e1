import type { OpsEditions, OpsRole } from '@mecha/shared/ops/roles';

// The operators seeded in sim mode (decision 0043, README "Operators"): one per role, a shared dev password and a
// fixed TOTP secret each, so a newcomer can log in with any authenticator app (or `npm run ops -- totp <name>`).
// Pure data: the web's Playwright specs import it and compute codes with otpauth. Never seeded outside sim mode.

export const DEV_OPERATOR_PASSWORD = 'operator-dev-pass';

export interface DevOperator {
  name: string;
  role: OpsRole;
  editions: OpsEditions;
  /** Base32, for an authenticator app (SHA1, 6 digits, 30 s). */
  totpSecret: string;
}

export const DEV_OPERATORS = [
  { name: 'admin', role: 'admin', editions: 'all', totpSecret: 'MECHAOPSADMINDEVTOTPSECRETAAAAAA' },
  { name: 'editor-hk', role: 'editor', editions: ['hk'], totpSecret: 'MECHAOPSEDITORHKDEVTOTPSECRETAAA' },
  { name: 'support', role: 'support', editions: 'all', totpSecret: 'MECHAOPSSUPPORTDEVTOTPSECRETAAAA' },
  { name: 'shipping', role: 'shipping', editions: 'all', totpSecret: 'MECHAOPSSHIPPINGDEVTOTPSECRETAAA' },
] as const satisfies readonly DevOperator[];

export type DevOperatorName = (typeof DEV_OPERATORS)[number]['name'];

/** scrypt of DEV_OPERATOR_PASSWORD (a dev password's hash is no secret; hashing at every seed would cost 0.1 s each). */
export const DEV_PASSWORD_HASH =
  'scrypt$32768$8$1$XdvkphFE-jxEDkFnmhVVXQ$LWhLa3AzzfMHY_qlJw2GJm37GxcbYtvKLbYJGy8gPmWXSfKaCLG7DvQCC2AE18Ay1PvVQVm-AbEKCb1aZrE7ig';

export function devOperator(name: string): DevOperator | undefined {
  return DEV_OPERATORS.find((o) => o.name === name);
}
