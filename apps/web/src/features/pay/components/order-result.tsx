import type { Order } from '@mecha/shared/pay/api';
import { CheckIcon, CoinIcon, MailIcon } from '../../../components/icons.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './order-result.module.css';

/** What the order view shows as its state: a processing order whose window ran out already reads as a time-out. */
export type ShownState = Order['state'];

/** The outcome in words: credited amounts and points on success (paid and delivered apart), or why it closed. */
export function OrderResult({ order, shown }: { order: Order; shown: ShownState }) {
  const { t, language } = useTranslation();
  if (shown === 'processing') return <h2 className={styles.title}>{t('pay.order.waiting')}</h2>;
  if (shown === 'success') {
    const delivered = order.deliveredAt !== null;
    return (
      <div className={styles.result} data-tone="ok">
        <h2 className={styles.title}>{order.paidLate ? t('pay.order.lateTitle') : t('pay.order.successTitle')}</h2>
        {order.paidLate && (
          <p className={styles.text} data-testid="order-late">
            {t('pay.order.lateText')}
          </p>
        )}
        <p className={styles.credit} data-testid="order-credited">
          <CoinIcon size="2.2rem" />
          {t('pay.order.credited', { n: order.amount })}
        </p>
        {order.bonus > 0 && (
          <p className={styles.bonus} data-testid="order-bonus" data-doubled={order.doubled}>
            {order.doubled ? t('pay.order.double', { n: order.bonus }) : t('pay.order.bonus', { n: order.bonus })}
          </p>
        )}
        <p className={styles.points} data-testid="order-points">
          {t('pay.order.points')} <strong>+{order.points}</strong>
        </p>
        <p className={styles.delivery} data-testid="order-delivery" data-delivered={delivered}>
          {delivered ? <CheckIcon size="1.4rem" /> : <MailIcon size="1.4rem" />}
          {delivered ? t('pay.order.delivered') : t('pay.order.onItsWay')}
        </p>
        {order.refundedAt !== null && <p className={styles.text}>{t('pay.order.refundedText')}</p>}
      </div>
    );
  }
  const minutes = Math.round((order.expiresAt - order.createdAt) / 60);
  const [title, texts] =
    shown === 'failed'
      ? [t('pay.order.failedTitle'), [errorMessage('paymentFailed', language)]]
      : shown === 'cancelled'
        ? [t('pay.order.cancelledTitle'), [t('pay.order.cancelledText')]]
        : [t('pay.order.timeoutTitle'), [errorMessage('operationTimeout', language), t('pay.order.timeoutText', { minutes })]];
  return (
    <div className={styles.result} data-tone="bad">
      <h2 className={styles.title}>{title}</h2>
      {texts.map((text, i) => (
        <p key={i} className={i === 0 ? styles.reason : styles.text} data-testid={i === 0 ? 'order-reason' : undefined}>
          {text}
        </p>
      ))}
    </div>
  );
}
