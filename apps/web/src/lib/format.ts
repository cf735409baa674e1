import type { Language } from '@mecha/shared/i18n/languages';
import { useMemo } from 'react';
import { languageOf } from './locale.ts';
import { useAppState } from './store.ts';
import { dateFormat } from './date-format.ts';

// Numbers and dates in the reader's language (digit grouping, percent sign placement, month names and order
// differ between zh-CN, zh-HK, en and ja). Intl objects are costly to build, so there is one set per language.
export interface Formatters {
  language: Language;
  /** 12,345 */
  number(value: number): string;
  /** +45 / −25 / 0, for score changes. */
  signed(value: number): string;
  /** A 0–1 share as a percentage: 0.5625 → 56.3%. */
  percent(share: number, digits?: number): string;
  /**
   * The one way a win rate shows, on every page (and the pick and ban rates beside it): the API's four-decimal
   * share (a number, or TopRoleList's decimal string) with one decimal, 0.5294 → 52.9%; '—' when it is not a number.
   */
  winRate(share: number | string): string;
  /** Like `percent` but never rounding up, for "ahead of" shares: 0.99961 → 99.9%, not 100.0%. */
  percentFloor(share: number, digits?: number): string;
  /** A decimal with up to two places (KDA). */
  decimal(value: number): string;
  /** Month and day of a unix time, in the browser's time zone. */
  monthDay(unixSeconds: number): string;
  /** Month, day, hour and minute of a unix time. */
  dateTime(unixSeconds: number): string;
  /** A calendar date; in the browser's time zone unless one is given (season edges are on the game's clock). */
  day(unixSeconds: number, timeZone?: string): string;
  /** A match length: 6:05. */
  duration(seconds: number): string;
}

/** SPEC §3 gives win rates as four-decimal shares (0.5294); one decimal of a percent keeps close mechs apart. */
const WIN_RATE_DIGITS = 1;

/** A win rate as the API sends it (a number, or TopRoleList's decimal string) as a number; NaN when it is none. */
export function shareValue(share: number | string): number {
  return typeof share === 'string' ? (share.trim() === '' ? NaN : Number(share)) : share;
}

const cache = new Map<Language, Formatters>();

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export function formattersFor(language: Language): Formatters {
  const hit = cache.get(language);
  if (hit) return hit;
  // Each Intl object is built on first use: building all of them up front cost ~25 ms of a phone's first render.
  const integer = once(() => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }));
  const signed = once(() => new Intl.NumberFormat(language, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }));
  const percents = [0, 1, 2].map((d) => once(() => new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: d, maximumFractionDigits: d })));
  const decimal = once(() => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }));
  const monthDay = once(() => dateFormat(language, { month: 'numeric', day: 'numeric' }));
  const dateTime = once(() => dateFormat(language, { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
  const dayOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
  const dayLocal = once(() => dateFormat(language, dayOptions));
  const dayIn = new Map<string, Intl.DateTimeFormat>();
  const dayFormat = (timeZone: string) => {
    let fmt = dayIn.get(timeZone);
    if (!fmt) dayIn.set(timeZone, (fmt = dateFormat(language, { ...dayOptions, timeZone })));
    return fmt;
  };
  const percent = (digits: number) => (percents[digits] ?? percents[1]!)();
  const f: Formatters = {
    language,
    number: (v) => integer().format(v),
    // A real minus sign (U+2212) lines up with the plus in tabular figures.
    signed: (v) => signed().format(v).replace('-', '\u2212'),
    percent: (share, digits = 1) => percent(digits).format(share),
    winRate: (share) => {
      const value = shareValue(share);
      return Number.isFinite(value) ? percent(WIN_RATE_DIGITS).format(value) : '—';
    },
    percentFloor: (share, digits = 1) => {
      const scale = 100 * 10 ** digits;
      return percent(digits).format(Math.floor(share * scale + 1e-9) / scale);
    },
    decimal: (v) => decimal().format(v),
    monthDay: (t) => monthDay().format(t * 1000),
    dateTime: (t) => dateTime().format(t * 1000),
    day: (t, timeZone) => (timeZone ? dayFormat(timeZone) : dayLocal()).format(t * 1000),
    duration: (s) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`,
  };
  cache.set(language, f);
  return f;
}

export function useFormatters(): Formatters {
  const language = useAppState(languageOf);
  return useMemo(() => formattersFor(language), [language]);
}
