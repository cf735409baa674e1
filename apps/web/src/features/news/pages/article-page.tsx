import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { EyeIcon, ShareIcon } from '../../../components/icons.tsx';
import { NavBar, NavIconButton } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { ErrorBlock, NotFoundBlock, Skeleton } from '../../../components/states.tsx';
import { isApiError } from '../../../lib/request.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useCountArticleView } from '../api/count-article-view.ts';
import { useArticle } from '../api/get-article.ts';
import { useBalanceNew } from '../api/get-balance-new.ts';
import { LikeButton } from '../components/like-button.tsx';
import { RichText } from '../components/rich-text.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { shareOrCopy } from '../lib/share-action.ts';
import { articleShareParams, currentAppUrl, shareHref } from '../lib/share-link.ts';
import { acknowledgeBalance } from '../lib/use-news-hot-points.ts';
import styles from './article-page.module.css';

function parseId(value: string | null): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

// One article: cover, title, meta and tags, the sanitised body, and a bar with the like and share buttons.
export function ArticlePage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const article = useArticle(id);
  const latestBalance = useBalanceNew().data?.LatestId ?? null;
  const data = article.data;
  // Counted once the article is on screen: a count answered before the article itself would find nothing to
  // update, and the article's own (older) count would then show.
  useCountArticleView(data ? id : null);

  useEffect(() => {
    if (id !== null && id === latestBalance) acknowledgeBalance(latestBalance);
  }, [id, latestBalance]);

  const share = () => {
    if (!data) return;
    void shareOrCopy({ title: data.Title, text: data.Summary, url: shareHref(currentAppUrl(), articleShareParams(data.Id)) });
  };

  return (
    <>
      <NavBar
        title={data ? t(`news.categories.${data.Category}`) : t('news.detail.title')}
        back
        right={
          data && (
            <NavIconButton label={t('news.detail.share')} onClick={share}>
              <ShareIcon size="2rem" />
            </NavIconButton>
          )
        }
      />
      <PageBody>
        {id === null || isApiError(article.error, 'notFound') ? (
          <NotFoundBlock text={t('news.detail.notFound')} to={ROUTES.news} action={t('news.detail.toNews')} />
        ) : article.isPending ? (
          <>
            <Skeleton height="18rem" />
            <Skeleton height="30rem" />
          </>
        ) : article.isError ? (
          <ErrorBlock error={article.error} onRetry={() => void article.refetch()} />
        ) : (
          <article className={styles.article} data-testid="article" data-id={data!.Id}>
            {data!.Cover && <img className={styles.cover} src={assetUrl(data!.Cover)} alt="" />}
            <h2 className={styles.title}>{data!.Title}</h2>
            <p className={styles.meta}>
              <time dateTime={new Date(data!.PublishedAt * 1000).toISOString()}>{t('news.detail.published', { date: f.day(data!.PublishedAt) })}</time>
              <span className={styles.views} aria-label={t('news.detail.views', { value: f.number(data!.Views) })} data-testid="view-count">
                <EyeIcon size="1.4rem" />
                {f.number(data!.Views)}
              </span>
            </p>
            {data!.Artist && <p className={styles.artist}>{t('news.detail.artist', { name: data!.Artist })}</p>}
            {data!.Tags.length > 0 && (
              <ul className={styles.tags} aria-label={t('news.detail.tags')}>
                {data!.Tags.map((tag) => (
                  <li key={tag}>#{tag}</li>
                ))}
              </ul>
            )}
            <RichText html={data!.BodyHtml} testId="article-body" />
          </article>
        )}
      </PageBody>
      {data && (
        <footer className={styles.actions}>
          <LikeButton id={data.Id} liked={data.Liked} likes={data.Likes} />
          <button type="button" className={styles.share} onClick={share} data-testid="share-button">
            <ShareIcon size="1.8rem" />
            {t('news.detail.share')}
          </button>
        </footer>
      )}
    </>
  );
}
