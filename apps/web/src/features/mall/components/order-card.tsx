import type { MallOrder } from '@mecha/shared/mall/api';
import { forwardRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { ImageIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { addressLines } from '../lib/address-choice.ts';
import { mayChangeAddress, orderMoments, orderStateKey, orderTone } from '../lib/order-view.ts';
import styles from './order-card.module.css';

interface OrderCardProps {
  order: MallOrder;
  /** The order a link pointed at (?id=): outlined until the player moves on. */
  highlighted?: boolean;
  onChangeAddress: (order: MallOrder) => void;
}

/** One mall order: the product, its state, where it ships, and what each state adds (tracking, the reason). */
export const OrderCard = forwardRef<HTMLElement, OrderCardProps>(function OrderCard({ order, highlighted, onChangeAddress }, ref) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [who, where] = addressLines(order.address, t(`address.regions.${order.address.region}`));
  const copy = () =>
    navigator.clipboard
      .writeText(order.trackingNo ?? '')
      .then(() => showToast(t('mall.orders.record.copied'), 'success'))
      .catch(() => showToast(t('mall.orders.record.copyFailed'), 'error'));
  return (
    <article ref={ref} className={styles.card} data-highlighted={highlighted || undefined} data-testid="mall-order" data-order={order.id} data-state={order.state}>
      <header className={styles.head}>
        {order.picture ? (
          <img className={styles.picture} src={order.picture} alt="" width={64} height={64} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.picture} aria-hidden="true">
            <ImageIcon size="2.4rem" />
          </span>
        )}
        <span className={styles.main}>
          <span className={styles.name}>{order.productName}</span>
          <span className={styles.meta}>
            {t('mall.orders.record.points', { points: f.number(order.points) })} · {t(`mall.orders.record.via.${order.via}`)}
          </span>
        </span>
        <span className={styles.state} data-tone={orderTone(order.state)} data-testid="mall-order-state">
          {t(orderStateKey(order.state))}
        </span>
      </header>

      <dl className={styles.details}>
        <div>
          <dt>{t('mall.orders.record.shipTo')}</dt>
          <dd data-testid="mall-order-address">
            {who}
            <br />
            {where}
          </dd>
        </div>
        {order.state === 'shipped' && (
          <>
            <div>
              <dt>{t('mall.orders.record.carrier')}</dt>
              <dd>{order.carrier ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('mall.orders.record.trackingNo')}</dt>
              <dd className={styles.tracking}>
                <span data-testid="mall-order-tracking">{order.trackingNo ?? '—'}</span>
                {order.trackingNo && (
                  <button type="button" className={styles.copy} onClick={copy} data-testid="mall-order-copy">
                    {t('mall.orders.record.copy')}
                  </button>
                )}
              </dd>
            </div>
          </>
        )}
        {order.state === 'cancelled' && (
          <div>
            <dt>{t('mall.orders.record.cancelReason')}</dt>
            <dd data-testid="mall-order-reason">{order.cancelReason || '—'}</dd>
          </div>
        )}
      </dl>
      {order.state === 'cancelled' && <p className={styles.note}>{t('mall.orders.record.refunded')}</p>}

      <footer className={styles.foot}>
        <span className={styles.moments}>
          <span>{t('mall.orders.record.orderNo', { id: order.id })}</span>
          {orderMoments(order).map(([key, at]) => (
            <span key={key}>{t(key, { time: f.dateTime(at) })}</span>
          ))}
        </span>
        {mayChangeAddress(order) && (
          <Button variant="secondary" size="sm" onClick={() => onChangeAddress(order)} data-testid="mall-order-change">
            {t('mall.orders.record.changeAddress')}
          </Button>
        )}
      </footer>
    </article>
  );
});
