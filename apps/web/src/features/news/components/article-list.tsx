import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { EmptyBlock, ErrorBlock, ListFoot, Skeleton } from '../../../components/states.tsx';
import { flattenPages } from '../../../lib/paging.ts';
import { useReachBottom } from '../../../lib/use-reach-bottom.ts';
import type { Article, NewsPage } from '../api/news-types.ts';
import { ArticleCard } from './article-card.tsx';
import styles from './article-list.module.css';

type Feed = UseInfiniteQueryResult<InfiniteData<NewsPage>>;

/** An article feed that loads its next page near the bottom of the page (SPEC reach-bottom distance 50). */
export function ArticleList({ feed, empty, testId = 'article-list' }: { feed: Feed; empty?: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  // A newly published article pushes older ones onto the next page: de-duplicated by id.
  const articles: Article[] = flattenPages(feed.data?.pages);
  const canLoad = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError;
  useReachBottom(() => void feed.fetchNextPage(), Boolean(canLoad));

  if (feed.isPending) {
    return (
      <div className={styles.list}>
        <Skeleton height="9rem" />
        <Skeleton height="9rem" />
        <Skeleton height="9rem" />
      </div>
    );
  }
  if (feed.isError && articles.length === 0) return <ErrorBlock error={feed.error} onRetry={() => void feed.refetch()} />;
  if (articles.length === 0) return <EmptyBlock>{empty ?? t('news.list.empty')}</EmptyBlock>;
  return (
    <div className={styles.list} data-testid={testId}>
      {articles.map((article) => (
        <ArticleCard key={article.Id} article={article} />
      ))}
      <ListFoot feed={feed} loading={t('news.list.loadingMore')} end={t('news.list.end')} />
    </div>
  );
}
