import { toDecimal, type Currency } from '@mecha/shared/pay/money';

const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as `YYYY-MM-DD HH:mm:ss` in the operator's own time zone (the title carries UTC). */
export function formatTime(seconds: number | null): string {
  if (seconds === null) return '—';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function utcTitle(seconds: number | null): string | undefined {
  return seconds === null ? undefined : new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

export function formatMoney(minor: number, currency: Currency): string {
  return `${toDecimal(minor, currency)} ${currency}`;
}
