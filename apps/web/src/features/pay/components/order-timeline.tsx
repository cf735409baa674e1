import type { Order } from '@mecha/shared/pay/api';
import { useTranslation, type TextKey } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import styles from './order-timeline.module.css';

interface Step {
  key: string;
  label: TextKey;
  at: number | null;
  tone: 'done' | 'wait' | 'bad';
}

/** What happened to an order, in order: created, (timed out), paid, delivered, refunded, or how it closed. */
export function orderSteps(order: Order): Step[] {
  const steps: Step[] = [{ key: 'created', label: 'pay.order.created', at: order.createdAt, tone: 'done' }];
  if (order.state === 'timeout' || order.paidLate) steps.push({ key: 'timeout', label: 'pay.order.closedTimeout', at: order.expiresAt, tone: order.paidLate ? 'wait' : 'bad' });
  if (order.state === 'failed') steps.push({ key: 'failed', label: 'pay.order.closedFailed', at: null, tone: 'bad' });
  if (order.state === 'cancelled') steps.push({ key: 'cancelled', label: 'pay.order.closedCancelled', at: null, tone: 'bad' });
  if (order.paidAt !== null) steps.push({ key: 'paid', label: order.paidLate ? 'pay.order.paidLate' : 'pay.order.paid', at: order.paidAt, tone: 'done' });
  if (order.state === 'success') steps.push({ key: 'delivered', label: order.deliveredAt !== null ? 'pay.order.deliveredAt' : 'pay.order.deliveryPending', at: order.deliveredAt, tone: order.deliveredAt !== null ? 'done' : 'wait' });
  if (order.refundedAt !== null) steps.push({ key: 'refunded', label: 'pay.order.refunded', at: order.refundedAt, tone: 'bad' });
  return steps;
}

export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <ol className={styles.timeline} data-testid="order-timeline">
      {orderSteps(order).map((step) => (
        <li key={step.key} data-step={step.key} data-tone={step.tone}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.label}>{t(step.label)}</span>
          <span className={styles.at}>{step.at !== null ? f.dateTime(step.at) : step.tone === 'wait' ? t('pay.order.onItsWay') : ''}</span>
        </li>
      ))}
    </ol>
  );
}
