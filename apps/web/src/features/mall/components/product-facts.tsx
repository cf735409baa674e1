import type { ProductDetail } from '@mecha/shared/mall/api';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { limitView, type CardView } from '../lib/card-state.ts';
import { StateLabel } from './state-label.tsx';
import styles from './product-facts.module.css';

/** Name, points, state, stock and limit, where it ships and how soon, and the description's paragraphs. */
export function ProductFacts({ product, view, now }: { product: ProductDetail; view: CardView; now: number }) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  const limit = limitView(product.limit);
  const paragraphs = product.description.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <section className={styles.facts} data-testid="product-facts">
      <h2 className={styles.name}>{product.name}</h2>
      <div className={styles.priceRow}>
        <strong className={styles.points} data-testid="detail-points">
          {t('mall.shop.points', { n: f.number(product.points) })}
        </strong>
        <StateLabel view={view} style={product.style} now={now} className={styles.state} />
      </div>
      <dl className={styles.rows}>
        <div>
          <dt>{t('mall.shop.detail.stock')}</dt>
          <dd data-testid="detail-stock">{t('mall.shop.detail.stockOf', { left: f.number(product.stockLeft), total: f.number(product.stockTotal) })}</dd>
        </div>
        {limit && (
          <div>
            <dt>{t('mall.shop.detail.limit')}</dt>
            <dd data-testid="detail-limit" className={limit.reached ? styles.reached : undefined}>
              {t(limit.period === 'month' ? 'mall.shop.limitMonth' : 'mall.shop.limitEver', { used: limit.used, count: limit.count })}
              {limit.reached && ` · ${t('mall.shop.state.limitReached')}`}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('mall.shop.detail.shipsTo')}</dt>
          <dd data-testid="detail-regions">{listFormat(language).format(product.regions.map((r) => t(`address.regions.${r}`)))}</dd>
        </div>
      </dl>
      <p className={styles.ships} data-testid="detail-ship-within">
        {t('mall.shop.detail.shipWithin', { count: product.shipWithinWorkingDays })}
      </p>
      <div className={styles.description} data-testid="detail-description">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </section>
  );
}

// "Mainland China, Hong Kong and Japan" / "中国大陆、香港和日本": the language's own list.
const lists = new Map<string, Intl.ListFormat>();
function listFormat(language: string): Intl.ListFormat {
  let fmt = lists.get(language);
  if (!fmt) lists.set(language, (fmt = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' })));
  return fmt;
}
