import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { homeCalendarDate } from './report-links.ts';
import { dateFormat } from '../../../lib/date-format.ts';

// Dates of the anniversary as the player reads them: the event's moments in the player's own time zone (as the
// mall shows a sale's start), and the report's calendar days and months as the game's home clock counted them.
export interface EventDates {
  /** A moment, date and time: "Nov 25, 2025, 18:00". */
  when(unixSeconds: number): string;
  /** A moment's date only: "Nov 25, 2025". */
  day(unixSeconds: number): string;
  /** A home calendar day, yyyymmdd: "Mar 1, 2025". */
  homeDay(yyyymmdd: number): string;
  /** A home calendar day without its year (the report's year is on the page): "Mar 1". */
  homeMonthDay(yyyymmdd: number): string;
  /** A home month, yyyymm, short: "Mar". */
  month(yyyymm: number): string;
  /** A home month, yyyymm, long: "March 2025". */
  monthLong(yyyymm: number): string;
}

export function eventDates(language: string): EventDates {
  const when = dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
  const day = dateFormat(language, { dateStyle: 'medium' });
  const homeDay = dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const homeMonthDay = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const monthLong = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    when: (s) => when.format(s * 1000),
    day: (s) => day.format(s * 1000),
    homeDay: (d) => homeDay.format(homeCalendarDate(d)),
    homeMonthDay: (d) => homeMonthDay.format(homeCalendarDate(d)),
    month: (m) => month.format(homeCalendarDate(m)),
    monthLong: (m) => monthLong.format(homeCalendarDate(m)),
  };
}

export function useEventDates(): EventDates {
  const { language } = useTranslation();
  return useMemo(() => eventDates(language), [language]);
}
