import { CURRENCIES, type Currency } from '@mecha/shared/pay/money';
import type { Language } from '@mecha/shared/i18n/languages';

// Prices arrive in integer minor units; only here, for display, do they become a currency amount in the reader's
// language ("¥6.00", "HK$38.00", "NT$150", "US$0.99", "￥120"). One formatter per language and currency.
const cache = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, currency: Currency): Intl.NumberFormat {
  const id = `${language}|${currency}`;
  let f = cache.get(id);
  if (!f) {
    const digits = CURRENCIES[currency];
    f = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    cache.set(id, f);
  }
  return f;
}

/** 600 CNY → "¥6.00" (en: "CN¥6.00"); 120 JPY → "¥120". */
export function formatMoney(minor: number, currency: Currency, language: Language): string {
  const digits = CURRENCIES[currency];
  // Intl takes the decimal string exactly (no binary float between the integer and the text).
  const abs = Math.abs(minor);
  const text = digits === 0 ? String(abs) : `${Math.floor(abs / 10 ** digits)}.${String(abs % 10 ** digits).padStart(digits, '0')}`;
  return formatter(language, currency).format(`${minor < 0 ? '-' : ''}${text}` as unknown as number);
}
