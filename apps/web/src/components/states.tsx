import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';
import { isApiError } from '../lib/request.ts';
import { Link } from '../lib/hash-router/index.ts';
import { UnderRepairNotice } from './maintenance-banner.tsx';
import styles from './states.module.css';

// Loading, failed and empty states of a section. Record and news reads never toast (SPEC §7), so a failure is
// shown where the data would be, with the server's own (localised) message and a retry.
export function Skeleton({ height = '8rem', label }: { height?: string; label?: string }) {
  const { t } = useTranslation();
  return <div className={styles.skeleton} style={{ height }} role="status" aria-label={label ?? t('common.loading')} />;
}

/**
 * The still box of something that waits to be scrolled to (lib/use-seen.ts), not for the network: it holds the
 * place at the size of what replaces it, and says nothing to a screen reader, as nothing is loading yet.
 */
export function Placeholder({ height }: { height: string }) {
  return <div className={styles.placeholder} style={{ height }} aria-hidden="true" />;
}

export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = isApiError(error) ? error.message : t('record.loadFailed');
  if (isApiError(error, 'underRepair')) return <UnderRepairNotice error={error} />;
  return (
    <div className={styles.error} role="alert" data-testid="record-error">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * Where a link names something that is not there (no id, a malformed one, or one the server does not know): why,
 * and the way to the list it belongs to. No retry: asking again finds nothing.
 */
export function NotFoundBlock({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div className={styles.empty} data-testid="not-found">
      <p>{text}</p>
      <Link to={to} className={styles.onward}>
        {action}
      </Link>
    </div>
  );
}

export function EmptyBlock({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p>{children}</p>
      {action}
    </div>
  );
}

interface PagedFeed {
  isFetchingNextPage: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Under an endless list: the next page loading, a failed page with its retry, what is left (`more`), or the end. */
export function ListFoot({ feed, loading, more, end, className, testId }: { feed: PagedFeed; loading: string; more?: ReactNode; end: ReactNode; className?: string; testId?: string }) {
  return (
    <div className={[styles.foot, className].filter(Boolean).join(' ')} aria-live="polite" data-testid={testId}>
      {feed.isFetchingNextPage ? (
        <>
          <Spinner size="1.4rem" /> {loading}
        </>
      ) : feed.isError ? (
        <ErrorBlock error={feed.error} onRetry={() => void feed.fetchNextPage()} />
      ) : feed.hasNextPage ? (
        more
      ) : (
        <span data-testid="list-end">{end}</span>
      )}
    </div>
  );
}
