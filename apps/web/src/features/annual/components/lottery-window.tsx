import type { AnnualEvent } from '@mecha/shared/annual/api';
import { CalendarIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import styles from './lottery-window.module.css';

/**
 * The event's window as the vote and the draw show it: not started (opens on…), open (until…), ended (on…); the
 * draw adds that its record and addresses still work after the end.
 */
export function LotteryWindow({ event, afterEndNote = false }: { event: AnnualEvent; afterEndNote?: boolean }) {
  const { t, language } = useTranslation();
  const line =
    event.phase === 'upcoming'
      ? t('lottery.window.upcoming', { start: formatWhen(language, event.startsAt) })
      : event.phase === 'open'
        ? t('lottery.window.open', { end: formatWhen(language, event.endsAt) })
        : t('lottery.window.ended', { end: formatWhen(language, event.endsAt) });
  return (
    <div className={styles.window} data-testid="annual-window" data-phase={event.phase}>
      <CalendarIcon size="1.8rem" className={styles.icon} />
      <div>
        <p className={styles.line}>{line}</p>
        {event.phase === 'ended' && afterEndNote && <p className={styles.note}>{t('lottery.window.endedNote')}</p>}
      </div>
    </div>
  );
}
