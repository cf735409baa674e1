import type { ActEvent } from '@mecha/shared/pay/act';
import { EDITIONS } from '@mecha/shared/editions';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { editionOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import { splitDays } from '../../../lib/countdown.ts';
import styles from './act-event-head.module.css';
import { dateFormat } from '../../../lib/date-format.ts';

/** The event's title, its window in the edition's business time zone (PRODUCT.md "Time"), and its rules. */
export function ActEventHead({ event, now }: { event: ActEvent; now: number }) {
  const { t, language } = useTranslation();
  const timeZone = EDITIONS[useAppState(editionOf)].timeZone;
  const format = dateFormat(language, { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  const zone = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' }).formatToParts(event.startsAt * 1000).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const left = splitDays(event.endsAt - now);
  const state =
    event.state === 'upcoming'
      ? t('act.upcoming', { time: format.format(event.startsAt * 1000) })
      : event.state === 'ended'
        ? now < event.claimEndsAt
          ? t('act.claimUntil', { time: format.format(event.claimEndsAt * 1000) })
          : t('act.ended')
        : t('act.endsIn', { time: t('act.days', { d: left.days, time: left.hhmm }) });
  return (
    <Panel className={styles.head} data-testid="act-event" data-state={event.state}>
      <h2 className={styles.title}>{event.title}</h2>
      <p className={styles.window} data-testid="act-window">
        {t('act.window', { from: format.format(event.startsAt * 1000), to: format.format(event.endsAt * 1000), zone })}
      </p>
      <p className={styles.state}>{state}</p>
      {event.rules && (
        <details className={styles.rules}>
          <summary>{t('act.rules')}</summary>
          <p>{event.rules}</p>
        </details>
      )}
    </Panel>
  );
}
