import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';

// Business time (PRODUCT.md "Time"): daily things reset at 00:00, weekly gift packs on Thursday 00:00, and the
// weekly ladder reward opens on Monday 05:00 — each in the edition's time zone.
export const WEEKLY_PACK_RESET_DAY = 4; // Thursday (0 = Sunday)
export const WEEKLY_REWARD_OPENS = { day: 1, hour: 5 }; // Monday 05:00

/** The business day of a moment, as yyyy-mm-dd in the zone. */
export function businessDay(at: Date, timeZone: string): string {
  const d = new TZDate(at.getTime(), timeZone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** When the current business day ends (the next 00:00 in the zone). */
export function nextDailyReset(at: Date, timeZone: string): Date {
  return new Date(addDays(startOfDay(new TZDate(at.getTime(), timeZone)), 1).getTime());
}

/** Start of the weekly-pack week containing `at`: the latest Thursday 00:00 in the zone. */
export function weeklyPackWeekStart(at: Date, timeZone: string): Date {
  const day = startOfDay(new TZDate(at.getTime(), timeZone));
  const back = (day.getDay() - WEEKLY_PACK_RESET_DAY + 7) % 7;
  return new Date(addDays(day, -back).getTime());
}

export function nextWeeklyPackReset(at: Date, timeZone: string): Date {
  return new Date(addDays(new TZDate(weeklyPackWeekStart(at, timeZone).getTime(), timeZone), 7).getTime());
}

/** The ladder week (Monday 00:00 to Monday 00:00) whose reward opens at Monday 05:00 after it ends. */
export function ladderWeekBefore(at: Date, timeZone: string): { start: Date; end: Date; opensAt: Date } {
  const day = startOfDay(new TZDate(at.getTime(), timeZone));
  const sinceMonday = (day.getDay() - WEEKLY_REWARD_OPENS.day + 7) % 7;
  const thisMonday = addDays(day, -sinceMonday);
  const opensThisWeek = new TZDate(thisMonday.getTime(), timeZone);
  opensThisWeek.setHours(WEEKLY_REWARD_OPENS.hour, 0, 0, 0);
  // Before Monday 05:00 the reward of the week before last is still the one on offer.
  const end = at.getTime() >= opensThisWeek.getTime() ? thisMonday : addDays(thisMonday, -7);
  const opensAt = new TZDate(end.getTime(), timeZone);
  opensAt.setHours(WEEKLY_REWARD_OPENS.hour, 0, 0, 0);
  return { start: new Date(addDays(end, -7).getTime()), end: new Date(end.getTime()), opensAt: new Date(opensAt.getTime()) };
}
