import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { serverNowMs } from '../lib/server-clock.ts';
import styles from './freshness.module.css';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

/** Under this age (seconds) a time reads "now": a sentence may say "just now" in its own words instead. */
export const JUST_NOW_S = 10;
/** How often a line still counting seconds is redrawn. */
const SECONDS_TICK_MS = 5_000;

// One formatter per language: building one loads the language's ICU data (about 50 ms at 4× CPU in a profile of the
// battle page, its costliest script function), and the line re-renders once a minute on every record screen.
const formats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(language: string): Intl.RelativeTimeFormat {
  let format = formats.get(language);
  if (!format) formats.set(language, (format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })));
  return format;
}

/** "5 minutes ago" in a language: the largest unit that fits, "now" under ten seconds. */
export function relativeAgo(language: string, ageS: number): string {
  const format = relativeFormat(language);
  let value = Math.max(0, Math.floor(ageS));
  if (value < JUST_NOW_S) return format.format(0, 'second');
  for (const [unit, per] of STEPS) {
    if (value < per) return format.format(-value, unit);
    value = Math.floor(value / per);
  }
  return format.format(-value, 'day');
}

/**
 * The browser's time (ms) for a line saying how old something is (`ageOf` gives that age in seconds at a time).
 * While the age is counted in seconds the line is redrawn every few seconds, or "12 seconds ago" would stand for a
 * whole minute; once it is counted in minutes or more, once a minute is enough.
 */
export function useAgeClock(ageOf: (nowMs: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const ageS = ageOf(now);
  const tickMs = ageS !== null && ageS < 60 ? SECONDS_TICK_MS : 60_000;
  useEffect(() => {
    const id = window.setTimeout(() => setNow(Date.now()), tickMs);
    return () => window.clearTimeout(id);
  }, [now, tickMs]);
  return now;
}

/** The moment the page's figures describe: the server's `generatedAt`, received by the browser at `receivedAtMs`. */
export interface Snapshot {
  generatedAt: string;
  receivedAtMs: number;
}

/**
 * How old a server time is now, in seconds, or null without one. Measured on the server's clock up to the snapshot,
 * then on the browser's since it arrived, so a phone clock minutes off does not turn "2 minutes" into "an hour".
 * Never negative.
 */
export function ageSeconds(iso: string | null, snapshot: Snapshot, nowMs: number): number | null {
  if (iso === null) return null;
  const at = Date.parse(iso);
  const generated = Date.parse(snapshot.generatedAt);
  if (!Number.isFinite(at)) return null;
  const ms = Number.isFinite(generated) ? generated - at + Math.max(0, nowMs - snapshot.receivedAtMs) : nowMs - at;
  return Math.max(0, Math.floor(ms / 1000));
}

/**
 * How old the data on a screen is (issue 17 "freshness", decision 0185): "updated 5 minutes ago" in the player's
 * language, kept current once a minute, on the server's clock (lib/server-clock.ts). `at` is unix seconds; null when
 * there is nothing yet (no match played).
 */
export function Freshness({
  at,
  className,
  testId = 'freshness',
  label = 'updated',
}: {
  at: number | null | undefined;
  className?: string;
  testId?: string;
  /** `lastMatch` where `at` is the role's own newest match: beside "match data updated" (the site's ingest) it must not read as a second "updated". */
  label?: 'updated' | 'lastMatch';
}) {
  const { t, language } = useTranslation();
  const ageOf = (nowMs: number) => (at == null ? null : serverNowMs(nowMs) / 1000 - at);
  const ageS = ageOf(useAgeClock(ageOf));
  if (at === undefined) return null;
  const cls = [styles.freshness, className].filter(Boolean).join(' ');
  if (at === null) {
    return (
      <span className={cls} data-testid={testId}>
        {t('record.standing.never')}
      </span>
    );
  }
  return (
    <span className={cls} data-testid={testId} data-at={at}>
      <time dateTime={new Date(at * 1000).toISOString()}>{t(`record.standing.${label}`, { ago: relativeAgo(language, ageS!) })}</time>
    </span>
  );
}
