import { useQueryClient } from '@tanstack/react-query';
import { BookIcon, CartIcon, GiftIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import type { QuickLink } from '../../../components/quick-links.tsx';
import { EmptyBlock, ErrorBlock, ListFoot, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useReachBottom } from '../../../lib/use-reach-bottom.ts';
import { useHistory } from '../api/get-history.ts';
import { useScoreMe } from '../api/get-score-me.ts';
import { MALL_KEY } from '../api/mall-keys.ts';
import { AccountAccess } from '../components/account-access.tsx';
import { BalanceCard } from '../components/balance-card.tsx';
import { LedgerRow } from '../components/ledger-row.tsx';
import { uniqueEntries } from '../lib/ledger-row.ts';
import { MALL_ROUTES } from '../mall-routes.ts';
import styles from './points-detail-page.module.css';

// act/points-detail/index (SPEC §2): the balance, then the points ledger newest first, the next page 50 px before
// the end; an entry for a mall order or a top-up opens it.
export function PointsDetailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <>
      <NavBar title={t('mall.orders.ledger.title')} back />
      {/* The balance and the ledger are read again together, so they agree. */}
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: MALL_KEY })}>
        <PageBody>
          <AccountAccess>
            <LedgerBalance />
            <Ledger />
          </AccountAccess>
        </PageBody>
      </PullToRefresh>
    </>
  );
}

function Ledger() {
  const { t } = useTranslation();
  const feed = useHistory();
  const entries = uniqueEntries(feed.data?.pages);
  useReachBottom(() => void feed.fetchNextPage(), Boolean(feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError));

  if (feed.isPending) return [0, 1, 2, 3].map((i) => <Skeleton key={i} height="5.6rem" />);
  if (feed.isError && entries.length === 0) return <ErrorBlock error={feed.error} onRetry={() => void feed.refetch()} />;
  if (entries.length === 0) return <EmptyBlock>{t('mall.orders.ledger.empty')}</EmptyBlock>;
  return (
    <>
      <ul className={styles.list} data-testid="ledger-list">
        {entries.map((entry) => (
          <LedgerRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <ListFoot feed={feed} loading={t('mall.orders.loading')} end={t('mall.orders.end')} />
    </>
  );
}

/** Above the ledger: the shop's balance card (score/me, a suspension in force), with the ways back to the shop. */
function LedgerBalance() {
  const { t } = useTranslation();
  const me = useScoreMe(true);
  const links: QuickLink[] = [
    { key: 'shop', label: t('mall.orders.ledger.shop'), Icon: GiftIcon, to: ROUTES.pointsExchange, testId: 'ledger-to-shop' },
    { key: 'orders', label: t('mall.orders.ledger.orders'), Icon: CartIcon, to: MALL_ROUTES.pointsOrder, testId: 'ledger-to-orders' },
    { key: 'addresses', label: t('mall.orders.ledger.addresses'), Icon: BookIcon, to: MALL_ROUTES.addressBook, testId: 'ledger-to-addresses' },
  ];
  return <BalanceCard loggedIn hasRole me={me} links={links} testId="ledger-balance" />;
}
