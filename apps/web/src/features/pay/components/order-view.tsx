import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { isApiError } from '../../../lib/request.ts';
import { useOrder } from '../api/get-order.ts';
import { checkoutHref } from '../lib/attempt-key.ts';
import { formatMoney } from '../lib/money.ts';
import { useServerCountdown } from '../lib/use-server-countdown.ts';
import { PAY_ROUTES } from '../pay-routes.ts';
import { ChangeMethodSheet } from './change-method-sheet.tsx';
import { OrderCountdown } from './order-countdown.tsx';
import { OrderResult, type ShownState } from './order-result.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import styles from './order-view.module.css';

// payment-center?order=<id>: where the checkout page sends the player back. It follows the order until it is final
// (useOrder polls), counts the window down on the server's clock, and offers the next step for each outcome.
export function OrderView({ orderId }: { orderId: string }) {
  const { t, language } = useTranslation();
  const query = useOrder(orderId);
  const order = query.data;
  const left = useServerCountdown(order?.state === 'processing' ? order.expiresAt : null, order?.now ?? 0, query.dataUpdatedAt);
  const [changing, setChanging] = useState(false);

  if (query.isPending) return <Skeleton height="36rem" />;
  if (query.isError || !order)
    return (
      <>
        <ErrorBlock error={query.error} onRetry={isApiError(query.error, 'payOrderNotFound') ? undefined : () => void query.refetch()} />
        <Link to={PAY_ROUTES.paymentCenter} className={styles.link}>
          {t('pay.order.back')}
        </Link>
      </>
    );

  // The window ran out on the server's clock: the order reads as timed out at once; the sweeper confirms it.
  const shown: ShownState = order.state === 'processing' && left === 0 ? 'timeout' : order.state;
  const checkout = order.checkoutUrl ? checkoutHref(order.checkoutUrl, window.location.href) : null;
  const details: [string, string][] = [
    [t('pay.order.number'), order.orderId],
    [t('pay.order.role'), `${order.nickname} · UID ${order.uid}`],
    [t('pay.order.item'), order.skuName],
    [t('pay.order.price'), formatMoney(order.priceMinor, order.currency, language)],
    [t('pay.order.method'), order.methodName],
  ];

  return (
    <>
      <Panel className={styles.head} data-testid="order-view" data-state={shown} data-server-state={order.state} data-order={order.orderId}>
        <OrderResult order={order} shown={shown} />
        {(shown === 'processing' || (shown === 'timeout' && order.paidAt === null)) && <OrderCountdown seconds={shown === 'processing' ? left : 0} />}
        <div className={styles.actions}>
          {shown === 'processing' ? (
            <>
              {checkout && (
                <Button block onClick={() => window.location.assign(checkout)} data-testid="order-continue">
                  {t('pay.order.continue')}
                </Button>
              )}
              <Button block variant="secondary" onClick={() => setChanging(true)} data-testid="order-change">
                {t('pay.order.change')}
              </Button>
            </>
          ) : shown === 'success' ? (
            <Link to={PAY_ROUTES.exhausting} className={styles.cta} data-testid="order-to-exhausting">
              {t('pay.exhausting.title')}
            </Link>
          ) : (
            <Link to={PAY_ROUTES.topUp(order.uid, order.skuId)} className={styles.cta} data-testid="order-retry">
              {shown === 'failed' ? t('pay.order.retry') : t('pay.order.again')}
            </Link>
          )}
        </div>
      </Panel>
      <Panel>
        <dl className={styles.details}>
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title={t('pay.order.timeline')}>
        <OrderTimeline order={order} />
      </Panel>
      <div className={styles.links}>
        <Link to={PAY_ROUTES.orders} className={styles.link} data-testid="to-orders">
          {t('pay.orders')}
        </Link>
        <Link to={PAY_ROUTES.paymentCenter} className={styles.link}>
          {t('pay.order.back')}
        </Link>
      </div>
      {order.state === 'processing' && <ChangeMethodSheet order={order} open={changing} onClose={() => setChanging(false)} />}
    </>
  );
}
