import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useSearchParams } from '../../../lib/hash-router/index.ts';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { useArticle } from '../api/get-article.ts';
import { useHotRankList } from '../api/get-hot-rank-list.ts';
import { useIsLoggedIn } from '../api/news-keys.ts';
import { RatesTable } from '../components/rates-table.tsx';
import { SharedRecordCard } from '../components/shared-record-card.tsx';
import { NEWS_ROUTES } from '../lib/news-routes.ts';
import { assetUrl } from '../../../lib/asset-url.ts';
import { selectionLabel } from '../lib/poster-input.ts';
import type { RankingSelection } from '../lib/ranking-params.ts';
import { parseShare } from '../lib/share-link.ts';
import styles from './share-page.module.css';

const SNAPSHOT_ROWS = 8;

// What a shared link opens (SPEC §2 share/index/index): the rankings fetched live with the link's parameters,
// the record card from the link itself, or an article; then an invitation to come in.
export function SharePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shared = parseShare(params);
  return (
    <>
      <NavBar title={t('share.title')} back />
      <PageBody>
        {shared === null ? (
          <EmptyBlock>{t('share.invalid')}</EmptyBlock>
        ) : shared.type === 'ranking' ? (
          <SharedRanking selection={{ mode: shared.mode, tier: shared.tier, period: shared.period }} />
        ) : shared.type === 'record' ? (
          <Panel title={t('share.record')} className={styles.recordPanel}>
            <SharedRecordCard record={shared} />
          </Panel>
        ) : (
          <SharedArticle id={shared.id} />
        )}
        <Invite />
      </PageBody>
    </>
  );
}

function SharedRanking({ selection }: { selection: RankingSelection }) {
  const { t } = useTranslation();
  // The link's own selection, fetched live: the shared page shows today's figures.
  const query = useHotRankList(selection);
  return (
    <Panel title={t('share.ranking')} data-testid="shared-ranking">
      <p className={styles.scope}>{selectionLabel(t, selection)}</p>
      {query.isPending ? (
        <Skeleton height="30rem" />
      ) : query.isError ? (
        <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyBlock>{t('news.rankings.empty')}</EmptyBlock>
      ) : (
        <RatesTable list={query.data.list} sort="win" limit={SNAPSHOT_ROWS} />
      )}
      <Link to={NEWS_ROUTES.index({ tab: 'rankings', ...selection })} className={styles.more} data-testid="see-rankings">
        {t('share.seeRankings')}
      </Link>
    </Panel>
  );
}

function SharedArticle({ id }: { id: number }) {
  const { t } = useTranslation();
  const article = useArticle(id);
  return (
    <Panel title={t('share.article')}>
      {article.isPending ? (
        <Skeleton height="20rem" />
      ) : article.isError ? (
        <ErrorBlock error={article.error} onRetry={() => void article.refetch()} />
      ) : (
        <Link to={NEWS_ROUTES.detail(id)} className={styles.article} data-testid="shared-article">
          {article.data.Cover && <img src={assetUrl(article.data.Cover)} alt="" className={styles.cover} />}
          <span className={styles.articleTitle}>{article.data.Title}</span>
          <span className={styles.summary}>{article.data.Summary}</span>
          <span className={styles.more}>{t('share.read')}</span>
        </Link>
      )}
    </Panel>
  );
}

function Invite() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <section className={styles.invite} data-testid="share-invite">
      <h2 className={styles.inviteTitle}>{t('share.inviteTitle')}</h2>
      <p className={styles.inviteBody}>{t('share.inviteBody')}</p>
      <div className={styles.inviteActions}>
        {!loggedIn && (
          <Link to={ROUTES.login} className={styles.primary} data-testid="share-login">
            {t('share.login')}
          </Link>
        )}
        <Link to={ROUTES.home} className={loggedIn ? styles.primary : styles.secondary} data-testid="share-open">
          {t('share.open')}
        </Link>
      </div>
    </section>
  );
}
