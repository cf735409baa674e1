import { ApiError } from '../../../lib/request.ts';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { CURRENCIES, toDecimal, type Currency } from '@mecha/shared/pay/money';

// Dates and numbers in the console: English, the operator's local time zone, unix seconds in.

const dateTime = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function formatTime(unixSeconds: number | null | undefined): string {
  if (unixSeconds == null) return '—';
  return dateTime.format(new Date(unixSeconds * 1000));
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-GB').format(value);
}

/** Minor units of a currency as a readable amount ("6.00 CNY", "120 JPY"). */
export function formatMoney(minor: number, currency: string): string {
  if (currency in CURRENCIES) return `${toDecimal(minor, currency as Currency)} ${currency}`;
  return `${minor} ${currency}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as a `datetime-local` value in the operator's own time zone ('' for none). */
export function toLocalInput(unixSeconds: number | null): string {
  if (unixSeconds === null) return '';
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Unix seconds as "2026-11-26 05:00 UTC": beside a local time, so operators in two zones read the same instant. */
export function utcText(unixSeconds: number | undefined): string {
  if (unixSeconds === undefined || !Number.isFinite(unixSeconds)) return '—';
  return `${new Date(unixSeconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A unix-seconds value from a `datetime-local` input (local time), or undefined. */
export function fromLocalInput(value: string): number | undefined {
  if (!value) return undefined;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : undefined;
}

/** The server's own text (the envelope's msg, in English for the console) with its code. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return `${error.message} (code ${error.code})`;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** A text in every language, all empty: the start of a form's four-language fields. */
export const emptyTexts = (): Record<Language, string> => Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as Record<Language, string>;
