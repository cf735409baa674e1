import type { Sku } from '@mecha/shared/pay/api';
import { CoinIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMoney } from '../lib/money.ts';
import styles from './sku-grid.module.css';

/** The edition's items in the role's currency: amount, standing bonus, price, and the first-purchase badge. */
export function SkuGrid({ skus, value, onPick }: { skus: Sku[]; value: string | null; onPick: (id: string) => void }) {
  const { t, language } = useTranslation();
  return (
    <div className={styles.grid} role="group" aria-label={t('pay.sku.title')} data-testid="sku-grid">
      {skus.map((sku) => (
        <button
          key={sku.id}
          type="button"
          className={styles.sku}
          aria-pressed={sku.id === value}
          data-sku={sku.id}
          data-double={sku.doubleAvailable}
          data-testid="sku"
          onClick={() => onPick(sku.id)}
        >
          {sku.doubleAvailable && <span className={styles.badge}>{t('pay.sku.double')}</span>}
          <span className={styles.amount}>
            <CoinIcon size="1.6rem" />
            {sku.amount}
          </span>
          <span className={styles.name}>{sku.name}</span>
          {/* The server's bonus is what this role would get: the base again while the first purchase doubles. */}
          <span className={styles.bonus}>{sku.bonus === 0 ? '\u00a0' : sku.doubleAvailable ? t('pay.sku.firstBonus', { n: sku.bonus }) : t('pay.sku.bonus', { n: sku.bonus })}</span>
          <span className={styles.price} data-testid="sku-price">
            {formatMoney(sku.priceMinor, sku.currency, language)}
          </span>
        </button>
      ))}
    </div>
  );
}
