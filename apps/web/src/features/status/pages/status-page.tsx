import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { playerEditionOf } from '../../../lib/player-edition.ts';
import { useAppState } from '../../../lib/store.ts';
import { useStatus } from '../api/get-status.ts';
import { ApiSpeed } from '../components/api-speed.tsx';
import { EditionFreshness } from '../components/edition-freshness.tsx';
import { IncidentList } from '../components/incident-list.tsx';
import { QueueList } from '../components/queue-list.tsx';
import { UpdatedAgo } from '../components/updated-ago.tsx';
import { useNow } from '../lib/use-now.ts';
import styles from './status-page.module.css';

// The public status page (issue 16): first "are my matches in yet?" per edition, then how fast the API answers,
// what waits in the queues, and the incidents operators posted. Asks again every minute while open.
export function StatusPage() {
  const { t, language } = useTranslation();
  const edition = useAppState(playerEditionOf);
  const status = useStatus(language);
  const nowMs = useNow(15_000);
  const data = status.data;

  return (
    <>
      <NavBar title={t('status.title')} back />
      <PageBody>
        {status.isError && !data ? (
          <ErrorBlock error={status.error} onRetry={() => void status.refetch()} />
        ) : !data ? (
          <>
            <Skeleton height="26rem" />
            <Skeleton height="18rem" />
          </>
        ) : (
          <div className={styles.content} data-testid="status-content">
            <UpdatedAgo at={status.dataUpdatedAt} failed={status.isError} />
            <Panel title={t('status.matches.title')} data-testid="status-matches">
              <p className={styles.intro}>{t('status.matches.intro')}</p>
              <EditionFreshness entries={data.freshness} edition={edition} snapshot={{ generatedAt: data.generatedAt, receivedAtMs: status.dataUpdatedAt }} nowMs={Math.max(nowMs, status.dataUpdatedAt)} />
            </Panel>
            <Panel title={t('status.api.title')}>
              <p className={styles.intro}>{t('status.api.intro')}</p>
              <ApiSpeed api={data.api} />
            </Panel>
            <Panel title={t('status.queues.title')} data-testid="status-queues">
              <QueueList queues={data.queues} />
            </Panel>
            <Panel title={t('status.incidents.title')} data-testid="status-incidents">
              <IncidentList incidents={data.incidents} />
            </Panel>
          </div>
        )}
      </PageBody>
    </>
  );
}
