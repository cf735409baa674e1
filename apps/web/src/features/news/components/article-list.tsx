import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
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
      <div className={styles.foot} aria-live="polite">
        {feed.isFetchingNextPage ? (
          <>
            <Spinner size="1.4rem" /> {t('news.list.loadingMore')}
          </>
        ) : feed.isError ? (
          <ErrorBlock error={feed.error} onRetry={() => void feed.fetchNextPage()} />
        ) : feed.hasNextPage ? null : (
          <span data-testid="list-end">{t('news.list.end')}</span>
        )}
      </div>
    </div>
  );
}
