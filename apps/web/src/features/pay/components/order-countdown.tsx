import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMmSs } from '../../../lib/countdown.ts';
import styles from './order-countdown.module.css';

/** The payment window's mm:ss, read out politely once a minute rather than every second. */
export function OrderCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const text = formatMmSs(seconds);
  return (
    <div className={styles.box} data-expired={seconds === 0}>
      <span className={styles.label}>{t('pay.order.timeLeft')}</span>
      <span className={styles.time} data-testid="order-countdown" role="timer" aria-live={seconds % 60 === 0 ? 'polite' : 'off'}>
        {text}
      </span>
    </div>
  );
}
