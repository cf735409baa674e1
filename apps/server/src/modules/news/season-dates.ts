import type { Language } from '@mecha/shared/i18n/languages';
import { HOME_TIME_ZONE, lastMomentOf, season } from '@mecha/shared/ladder/seasons';

// Season dates in content files come from the season rules, never typed by hand: `{{season:12:start}}` is the
// day season 12 starts and `{{season:12:last}}` its last day, on the game's home clock, in the file's language
// (the season page shows the same two days). A typed date drifted once: an article said 12/9, the page 12/8.
const PLACEHOLDER = /\{\{season:(\d{1,3}):(start|last)\}\}/g;

export function expandSeasonDates(text: string, lang: Language): string {
  const format = new Intl.DateTimeFormat(lang, { month: 'long', day: 'numeric', timeZone: HOME_TIME_ZONE });
  return text.replace(PLACEHOLDER, (_, code: string, edge: 'start' | 'last') => {
    const s = season(Number(code));
    return format.format((edge === 'start' ? s.StartTime : lastMomentOf(s)) * 1000);
  });
}
