import type { Language } from '@mecha/shared/i18n/languages';
import { dateFormat } from '../../../lib/date-format.ts';

// Weekly and daily edges are business time (PRODUCT.md "Time": Asia/Shanghai, Asia/Tokyo or UTC by edition), so
// "Monday 05:00" is shown in the game's zone with its weekday, not shifted into the phone's.
export function businessTimeFormat(language: Language, timeZone: string | undefined) {
  const options: Intl.DateTimeFormatOptions = { month: 'numeric', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  const dayOptions: Intl.DateTimeFormatOptions = { month: 'numeric', day: 'numeric' };
  const safe = (opts: Intl.DateTimeFormatOptions) => {
    try {
      return dateFormat(language, { ...opts, timeZone });
    } catch {
      return dateFormat(language, opts); // an unknown zone name: the phone's own
    }
  };
  const at = safe(options);
  const day = safe(dayOptions);
  return { at: (unix: number) => at.format(unix * 1000), day: (unix: number) => day.format(unix * 1000) };
}
