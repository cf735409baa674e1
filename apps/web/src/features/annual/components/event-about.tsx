import type { AnnualEvent } from '@mecha/shared/annual/api';
import { GiftIcon, TrophyIcon, BattleIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useEventDates } from '../lib/event-dates.ts';
import styles from './event-about.module.css';

/**
 * What the anniversary offers, for a visitor or an unbound player before they log in, and the report's year when
 * the event is known (an account without a role is refused the status, so its page knows no event).
 */
export function EventAbout({ event }: { event: AnnualEvent | null }) {
  const { t } = useTranslation();
  const dates = useEventDates();
  return (
    <Panel title={t('annual.about.title')} data-testid="annual-about">
      <ul className={styles.list}>
        <li>
          <BattleIcon size="2.2rem" className={styles.icon} />
          <span>
            {t('annual.about.report')}
            {event && <small className={styles.year}>{t('annual.about.year', { from: dates.day(event.reportFrom), to: dates.day(event.reportTo - 1) })}</small>}
          </span>
        </li>
        <li>
          <TrophyIcon size="2.2rem" className={styles.icon} />
          <span>{t('annual.about.vote')}</span>
        </li>
        <li>
          <GiftIcon size="2.2rem" className={styles.icon} />
          <span>{t('annual.about.draw')}</span>
        </li>
      </ul>
    </Panel>
  );
}
