import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { EyeIcon, HeartIcon } from '../../../components/icons.tsx';
import { useFormatters } from '../../../lib/format.ts';
import type { Article } from '../api/news-types.ts';
import { NEWS_ROUTES } from '../lib/news-routes.ts';
import { assetUrl } from '../../../lib/asset-url.ts';
import styles from './article-card.module.css';

/** One article in a list: cover, category, title, summary, date, views and likes (and the artist of fan art). */
export function ArticleCard({ article }: { article: Article }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Link to={NEWS_ROUTES.detail(article.Id)} className={styles.card} data-testid="article-card" data-id={article.Id} data-category={article.Category}>
      <span className={styles.coverWrap}>
        {article.Cover && <img className={styles.cover} src={assetUrl(article.Cover)} alt="" loading="lazy" />}
        <span className={styles.chip} data-category={article.Category}>
          {t(`news.categories.${article.Category}`)}
        </span>
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{article.Title}</span>
        <span className={styles.summary}>{article.Summary}</span>
        <span className={styles.meta}>
          <time dateTime={new Date(article.PublishedAt * 1000).toISOString()}>{f.day(article.PublishedAt)}</time>
          <span className={styles.stat} aria-label={t('news.card.views', { value: f.number(article.Views) })}>
            <EyeIcon size="1.3rem" />
            {f.number(article.Views)}
          </span>
          <span className={styles.stat} aria-label={t('news.card.likes', { value: f.number(article.Likes) })}>
            <HeartIcon size="1.3rem" />
            {f.number(article.Likes)}
          </span>
        </span>
        {article.Artist && <span className={styles.artist}>{t('news.card.by', { artist: article.Artist })}</span>}
      </span>
    </Link>
  );
}
