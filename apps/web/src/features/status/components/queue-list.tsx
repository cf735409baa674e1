import type { QueueDepths } from '@mecha/shared/status/api';
import type { ReactNode } from 'react';
import { CoinIcon, GiftIcon, MailIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDuration } from '../lib/status-format.ts';
import styles from './queue-list.module.css';

function Item({ icon, testId, count, children }: { icon: ReactNode; testId: string; count: number; children: ReactNode }) {
  return (
    <li className={styles.item} data-testid={testId} data-count={count}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.text}>{children}</span>
    </li>
  );
}

/** What waits in the queues, in plain words: in-game mail (and how long the oldest has waited), retries, payments. */
export function QueueList({ queues }: { queues: QueueDepths }) {
  const { t, language } = useTranslation();
  const { mailPending, mailOldestAgeS, deliveriesRetrying, paymentsAwaitingTimeout } = queues;
  return (
    <ul className={styles.list}>
      <Item icon={<MailIcon />} testId="status-queue-mail" count={mailPending}>
        {mailPending === 0 ? (
          t('status.queues.mailNone')
        ) : (
          <>
            {t('status.queues.mail', { count: mailPending })}
            {mailOldestAgeS !== null && <span className={styles.detail}>{t('status.queues.mailOldest', { age: formatDuration(language, mailOldestAgeS) })}</span>}
          </>
        )}
      </Item>
      <Item icon={<GiftIcon />} testId="status-queue-deliveries" count={deliveriesRetrying}>
        {deliveriesRetrying === 0 ? t('status.queues.deliveriesNone') : t('status.queues.deliveries', { count: deliveriesRetrying })}
      </Item>
      <Item icon={<CoinIcon />} testId="status-queue-payments" count={paymentsAwaitingTimeout}>
        {paymentsAwaitingTimeout === 0 ? t('status.queues.paymentsNone') : t('status.queues.payments', { count: paymentsAwaitingTimeout })}
      </Item>
    </ul>
  );
}
