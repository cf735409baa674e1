import type { Language } from '@mecha/shared/i18n/languages';

// Lengths of time in the reader's language: how long the oldest mail has waited ("12 min"), how fast the API
// answers ("180 ms", "1.2 s"). Intl's unit style writes each language's own unit words.

const units = new Map<string, Intl.NumberFormat>();

function unitFormat(language: Language, unit: string, digits = 0): Intl.NumberFormat {
  const key = `${language}|${unit}|${digits}`;
  let format = units.get(key);
  if (!format) units.set(key, (format = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits })));
  return format;
}

/** A wait in the largest whole unit that fits: 45 sec, 12 min, 3 hr, 2 days. */
export function formatDuration(language: Language, seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return unitFormat(language, 'second').format(s);
  if (s < 3600) return unitFormat(language, 'minute').format(Math.floor(s / 60));
  if (s < 86_400) return unitFormat(language, 'hour').format(Math.floor(s / 3600));
  return unitFormat(language, 'day').format(Math.floor(s / 86_400));
}

/** A latency: milliseconds under a second, seconds with one decimal above. */
export function formatLatency(language: Language, ms: number): string {
  return ms < 1000 ? unitFormat(language, 'millisecond').format(Math.round(ms)) : unitFormat(language, 'second', 1).format(ms / 1000);
}
