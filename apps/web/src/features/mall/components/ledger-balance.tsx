import { BookIcon, CartIcon, CoinIcon, GiftIcon } from '../../../components/icons.tsx';
import { QuickLinks } from '../../../components/quick-links.tsx';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useScoreMe } from '../api/get-score-me.ts';
import { MALL_ROUTES } from '../mall-routes.ts';
import { SuspensionBanner } from './suspension-banner.tsx';
import styles from './ledger-balance.module.css';

/** Above the ledger: the balance as score/me says it (a suspension in force beside it), and the ways on. */
export function LedgerBalance() {
  const { t } = useTranslation();
  const f = useFormatters();
  const me = useScoreMe(true);
  return (
    <section className={styles.card} aria-label={t('mall.orders.ledger.balance')} data-testid="ledger-balance">
      {me.isPending ? (
        <Skeleton height="5.6rem" />
      ) : me.isError ? (
        <ErrorBlock error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <div className={styles.head}>
          <span className={styles.label}>{t('mall.orders.ledger.balance')}</span>
          <strong className={styles.balance} data-testid="ledger-balance-value">
            <CoinIcon size="2.2rem" />
            {f.number(me.data.balance)}
          </strong>
        </div>
      )}
      {me.data?.suspension && <SuspensionBanner suspension={me.data.suspension} />}
      <QuickLinks
        links={[
          { key: 'shop', label: t('mall.orders.ledger.shop'), Icon: GiftIcon, to: ROUTES.pointsExchange, testId: 'ledger-to-shop' },
          { key: 'orders', label: t('mall.orders.ledger.orders'), Icon: CartIcon, to: MALL_ROUTES.pointsOrder, testId: 'ledger-to-orders' },
          { key: 'addresses', label: t('mall.orders.ledger.addresses'), Icon: BookIcon, to: MALL_ROUTES.addressBook, testId: 'ledger-to-addresses' },
        ]}
      />
    </section>
  );
}
