import type { Order } from '@mecha/shared/pay/api';
import { EmptyBlock, ErrorBlock, ListFoot, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useReachBottom } from '../../../lib/use-reach-bottom.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderItem } from './order-item.tsx';
import styles from './orders-view.module.css';

/** payment-center?view=orders: the account's orders, newest first, the next page 50 px before the end. */
export function OrdersView() {
  const { t } = useTranslation();
  const feed = useOrders();
  const seen = new Set<string>();
  const orders: Order[] = [];
  // A new order pushes older ones onto the next page while the player scrolls: each shows once.
  for (const page of feed.data?.pages ?? []) for (const o of page.list) if (!seen.has(o.orderId) && seen.add(o.orderId)) orders.push(o);
  useReachBottom(() => void feed.fetchNextPage(), Boolean(feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError));

  if (feed.isPending) return [0, 1, 2, 3].map((i) => <Skeleton key={i} height="6.6rem" />);
  if (feed.isError && orders.length === 0) return <ErrorBlock error={feed.error} onRetry={() => void feed.refetch()} />;
  if (orders.length === 0) return <EmptyBlock>{t('pay.list.empty')}</EmptyBlock>;
  return (
    <div className={styles.list} data-testid="order-list">
      {orders.map((order) => (
        <OrderItem key={order.orderId} order={order} />
      ))}
      <ListFoot feed={feed} loading={t('pay.list.loading')} end={t('pay.list.end')} />
    </div>
  );
}
