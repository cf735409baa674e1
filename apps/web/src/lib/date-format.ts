import type { Language } from '@mecha/shared/i18n/languages';

// A date written in figures is read in two orders within two of our languages' audiences: zh-HK serves Hong Kong
// (day first: 7/12 is 7 December) and Taiwan (month first: 12 July), and English serves the US (month first) and
// most of the rest of the world (day first). Those two name the month instead (12月7日, Dec 7), which every reader
// reads one way; zh-CN and ja each have one order, month first, and keep their figures (decision 0232).
const NAMED_MONTH: ReadonlySet<string> = new Set<Language>(['zh-HK', 'en']);

/**
 * `options` as `language` should format them: in zh-HK and en a figure month becomes a named one, and a
 * date/time style becomes its parts (zh-HK's medium date with a time is 7/12/2026 in figures).
 */
export function dateOptions(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  if (!NAMED_MONTH.has(language)) return options;
  const { dateStyle, timeStyle, ...out } = options;
  if (dateStyle) Object.assign(out, { year: 'numeric', month: 'short', day: 'numeric' });
  if (timeStyle) Object.assign(out, { hour: '2-digit', minute: '2-digit' });
  if (out.month === 'numeric' || out.month === '2-digit') out.month = 'short';
  return out;
}

/** `new Intl.DateTimeFormat` with the options `dateOptions` gives. */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, dateOptions(language, options));
}
