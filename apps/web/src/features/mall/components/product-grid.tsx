import type { ProductCard as Card } from '@mecha/shared/mall/api';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { EmptyBlock, ErrorBlock, ListFoot, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useReachBottom } from '../../../lib/use-reach-bottom.ts';
import type { ProductList } from '../api/get-products.ts';
import { cardView, countdownTarget } from '../lib/card-state.ts';
import { useServerNow } from '../../../lib/use-server-now.ts';
import { ProductCard } from './product-card.tsx';
import styles from './product-grid.module.css';

type Feed = UseInfiniteQueryResult<InfiniteData<ProductList>>;

/** The cards of the loaded pages, two a row; the next page 50 px before the end. One clock ticks for all of them. */
export function ProductGrid({ feed, receivedAt }: { feed: Feed; receivedAt: number }) {
  const { t } = useTranslation();
  const pages = feed.data?.pages ?? [];
  const seen = new Set<string>();
  const cards: Card[] = [];
  // A product that moves between pages while the player scrolls shows once.
  for (const page of pages) for (const card of page.list) if (!seen.has(card.id) && seen.add(card.id)) cards.push(card);
  const serverNow = pages[pages.length - 1]?.now ?? Math.floor(receivedAt / 1000);
  // The clock ticks only while some card counts down (as read from the answer's own time).
  const ticking = cards.some((c) => countdownTarget(cardView(c, serverNow)) !== null);
  const now = useServerNow(serverNow, receivedAt, ticking);
  useReachBottom(() => void feed.fetchNextPage(), Boolean(feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError));

  if (feed.isPending)
    return (
      <div className={styles.grid}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="24rem" />
        ))}
      </div>
    );
  if (feed.isError && cards.length === 0) return <ErrorBlock error={feed.error} onRetry={() => void feed.refetch()} />;
  if (cards.length === 0) return <EmptyBlock>{t('mall.shop.empty')}</EmptyBlock>;
  return (
    <>
      <div className={styles.grid} data-testid="product-grid">
        {cards.map((card) => (
          <ProductCard key={card.id} card={card} now={now} />
        ))}
      </div>
      <ListFoot feed={feed} loading={t('mall.shop.loading')} end={t('mall.shop.end')} />
    </>
  );
}
