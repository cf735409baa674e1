import type { AnnualEvent } from '@mecha/shared/annual/api';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEventDates } from '../lib/event-dates.ts';
import styles from './event-head.module.css';

/**
 * The anniversary's title, its phase with the date that matters (starts on, open until, ended on), the window,
 * and the rules folded away. Times in the player's own time zone, as the mall shows them.
 */
export function EventHead({ event }: { event: AnnualEvent }) {
  const { t } = useTranslation();
  const dates = useEventDates();
  const when = event.phase === 'upcoming' ? event.startsAt : event.endsAt;
  return (
    <Panel className={styles.head} data-testid="annual-event" data-phase={event.phase}>
      <h2 className={styles.title}>{event.title}</h2>
      <p className={styles.phase} data-phase={event.phase} data-testid="annual-phase">
        <span className={styles.dot} aria-hidden="true" />
        {t(`annual.phase.${event.phase}`, { time: dates.when(when) })}
      </p>
      <p className={styles.window}>{t('annual.window', { from: dates.when(event.startsAt), to: dates.when(event.endsAt) })}</p>
      {event.rules && (
        <details className={styles.rules} data-testid="annual-rules">
          <summary>{t('annual.rules')}</summary>
          <p>{event.rules}</p>
        </details>
      )}
    </Panel>
  );
}
