import type { MallOrder } from '@mecha/shared/mall/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { EmptyBlock, ErrorBlock, ListFoot, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { isApiError } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { useReachBottom } from '../../../lib/use-reach-bottom.ts';
import { ordersKey } from '../api/account-keys.ts';
import { useMallOrder, useMallOrders } from '../api/get-orders.ts';
import { useMallScope } from '../api/mall-keys.ts';
import { useModifyOrder } from '../api/modify-order.ts';
import { AccountAccess } from '../components/account-access.tsx';
import { AddressPickerSheet } from '../components/address-picker-sheet.tsx';
import { OrderCard } from '../components/order-card.tsx';
import type { AddressChoice } from '../lib/address-choice.ts';
import { uniqueEntries } from '../lib/ledger-row.ts';
import styles from './points-order-page.module.css';

// act/points-order/index: the account's mall orders, newest first. ?id= (from the exchange result or the points
// ledger) scrolls to that order and outlines it; an order pages down the record is read on its own and shown first.
export function PointsOrderPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ordersKey(useMallScope());
  return (
    <>
      <NavBar title={t('mall.orders.title')} back />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: key })}>
        <PageBody>
          <AccountAccess>
            <OrderRecord />
          </AccountAccess>
        </PageBody>
      </PullToRefresh>
    </>
  );
}

function OrderRecord() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const targetId = params.get('id');
  const feed = useMallOrders();
  const target = useMallOrder(targetId);
  const modify = useModifyOrder();
  const [changing, setChanging] = useState<MallOrder | null>(null);
  const orders = uniqueEntries(feed.data?.pages);
  useReachBottom(() => void feed.fetchNextPage(), Boolean(feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError));

  // Scrolled to once, when the linked order first renders (in the list or pinned above it).
  const scrolled = useRef(false);
  const targetRef = useCallback((node: HTMLElement | null) => {
    if (!node || scrolled.current) return;
    scrolled.current = true;
    node.scrollIntoView({ block: 'start' });
  }, []);

  const pick = (choice: AddressChoice) => {
    if (!changing) return;
    modify.mutate(
      { orderId: changing.id, ...choice },
      {
        onSuccess: () => showToast(t('mall.orders.record.addressChanged'), 'success'),
        // "Shipped, so the address is locked" (or cancelled meanwhile): said as the server says it; the record
        // is read again (useModifyOrder), so the card shows what happened.
        onError: (error) => showToast(isApiError(error) ? error.message : t('common.requestException'), 'error'),
        onSettled: () => setChanging(null),
      },
    );
  };

  if (feed.isPending) return [0, 1, 2].map((i) => <Skeleton key={i} height="16rem" />);
  if (feed.isError && orders.length === 0) return <ErrorBlock error={feed.error} onRetry={() => void feed.refetch()} />;
  const linked: MallOrder | null = target.data ?? null;
  const pinned = linked && !orders.some((o) => o.id === linked.id) ? linked : null;
  const card = (order: MallOrder) => (
    <OrderCard key={order.id} ref={order.id === targetId ? targetRef : undefined} order={order} highlighted={order.id === targetId} onChangeAddress={setChanging} />
  );

  return (
    <>
      {target.isError && (
        <p className={styles.notFound} role="alert" data-testid="mall-order-missing">
          {isApiError(target.error) ? target.error.message : t('common.requestException')}
        </p>
      )}
      {orders.length === 0 && !pinned ? (
        <EmptyBlock>{t('mall.orders.record.empty')}</EmptyBlock>
      ) : (
        <div className={styles.list} data-testid="mall-order-list">
          {pinned && card(pinned)}
          {orders.map(card)}
          <ListFoot feed={feed} loading={t('mall.orders.loading')} end={t('mall.orders.end')} />
        </div>
      )}
      <AddressPickerSheet open={changing !== null} title={t('mall.orders.record.pickTitle')} busy={modify.isPending} onPick={pick} onClose={() => setChanging(null)} />
    </>
  );
}
