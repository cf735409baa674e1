import type { Language } from '@mecha/shared/i18n/languages';
import { dateFormat } from './date-format.ts';

// A full date and time in the player's language (a suspension's end, a sale's start days away): the app's
// formatters give month-day-time, which hides the year of a suspension set for months.
const cache = new Map<Language, Intl.DateTimeFormat>();

export function formatWhen(language: Language, unixSeconds: number): string {
  let fmt = cache.get(language);
  if (!fmt) cache.set(language, (fmt = dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' })));
  return fmt.format(unixSeconds * 1000);
}
