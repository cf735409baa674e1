import type { ProductCard as Card } from '@mecha/shared/mall/api';
import { ImageIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { useFormatters } from '../../../lib/format.ts';
import { cardView, limitView } from '../lib/card-state.ts';
import { productHref } from '../lib/shop-routes.ts';
import { StateLabel } from './state-label.tsx';
import styles from './product-card.module.css';

/** One product in the grid: picture, name, points, stock left, the limit's use, and its state with a countdown. */
export function ProductCard({ card, now }: { card: Card; now: number }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const view = cardView(card, now);
  const limit = limitView(card.limit);
  const dim = view.kind === 'soldOut' || view.kind === 'drawn' || limit?.reached === true;
  return (
    <Link
      to={productHref(card.id)}
      className={[styles.card, dim && styles.dim].filter(Boolean).join(' ')}
      data-testid="product-card"
      data-id={card.id}
      data-state={view.kind}
    >
      <span className={styles.frame}>
        {card.picture ? <img src={card.picture} alt="" width={160} height={160} loading="lazy" decoding="async" className={styles.picture} /> : (
          <span className={styles.placeholder} aria-hidden="true">
            <ImageIcon size="3.2rem" />
          </span>
        )}
        {card.style === 'draw' && <span className={styles.drawBadge}>{t('mall.shop.drawBadge')}</span>}
      </span>
      <span className={styles.name}>{card.name}</span>
      <span className={styles.points} data-testid="product-points">
        {t('mall.shop.points', { n: f.number(card.points) })}
      </span>
      <span className={styles.meta}>
        {view.kind !== 'soldOut' && <span data-testid="product-stock">{t('mall.shop.stockLeft', { n: f.number(card.stockLeft) })}</span>}
        {limit && (
          <span data-testid="product-limit" className={limit.reached ? styles.reached : undefined}>
            {t(limit.period === 'month' ? 'mall.shop.limitMonth' : 'mall.shop.limitEver', { used: limit.used, count: limit.count })}
          </span>
        )}
      </span>
      {limit?.reached && (view.kind === 'onSale' || view.kind === 'entryOpen') ? (
        <span className={styles.state} data-state="limitReached" data-testid="product-state">
          {t('mall.shop.state.limitReached')}
        </span>
      ) : (
        <StateLabel view={view} style={card.style} now={now} className={styles.state} />
      )}
    </Link>
  );
}
