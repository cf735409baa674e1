import type { EditionCode } from '../editions.ts';

// Money travels as integer minor units (fen, cents; yen and Taiwan dollars have none) so no float ever touches an
// amount; the decimal string ("6.00") exists only at the edges (the provider's notification, display).
export const CURRENCIES = { CNY: 2, HKD: 2, TWD: 0, USD: 2, JPY: 0 } as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

/** The currency a role pays in: its edition's, with Taiwan's own dollar in the HK/TW edition. */
export function currencyFor(edition: EditionCode, region: string): Currency {
  if (edition === 'hk') return region === 'TW' ? 'TWD' : 'HKD';
  return ({ cn: 'CNY', global: 'USD', jp: 'JPY' } as const)[edition];
}

/** 600 CNY minor units → "6.00"; 120 JPY → "120". */
export function toDecimal(minor: number, currency: Currency): string {
  const exp = CURRENCIES[currency];
  if (exp === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 10 ** exp)}.${String(abs % 10 ** exp).padStart(exp, '0')}`;
}

/** "6.00" → 600 for CNY; anything that is not exactly the currency's format → null (a tampered amount). */
export function fromDecimal(text: string, currency: Currency): number | null {
  const exp = CURRENCIES[currency];
  const re = exp === 0 ? /^(0|[1-9]\d{0,9})$/ : new RegExp(`^(0|[1-9]\\d{0,9})\\.(\\d{${exp}})$`);
  const m = re.exec(text);
  if (!m) return null;
  return Number(m[1]) * 10 ** exp + (exp === 0 ? 0 : Number(m[2]));
}
