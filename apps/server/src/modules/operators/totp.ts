import { Secret, TOTP } from 'otpauth';

// Operators' one-time codes (decision 0043): RFC 6238, SHA1, 6 digits, 30 s steps, one step either side accepted.
// A code is good once: the caller stores the step it was accepted at, and accepts only later steps.

export const TOTP_PERIOD_S = 30;
export const TOTP_ISSUER = 'Mecha ops';

const totpOf = (secret: string, name = 'operator') =>
  new TOTP({ issuer: TOTP_ISSUER, label: name, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });

/** A fresh secret (160 bits, base32). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an authenticator app reads (the console draws it as a QR code). */
export const otpauthUrl = (secret: string, name: string): string => totpOf(secret, name).toString();

/** The code of `secret` at `at` (dev tools and tests). */
export const totpCodeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });

/** The time step a code belongs to (within ±1 step of `at`), or null when it is wrong. */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}
