import type { ScoreMe } from '@mecha/shared/mall/api';
import type { UseQueryResult } from '@tanstack/react-query';
import { BookIcon, CartIcon, CoinIcon, HistoryIcon } from '../../../components/icons.tsx';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { QuickLinks, type QuickLink } from '../../../components/quick-links.tsx';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/request.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { MALL_ROUTES } from '../mall-routes.ts';
import { SuspensionBanner } from './suspension-banner.tsx';
import styles from './balance-card.module.css';

interface BalanceCardProps {
  loggedIn: boolean;
  hasRole: boolean;
  me: UseQueryResult<ScoreMe>;
  /** The ways on (default: the shop's — points detail, orders, address book) and the test ids' prefix. */
  links?: QuickLink[];
  testId?: string;
}

/**
 * The top of the mall: the account's points (a visitor is asked to log in, an account without a role to bind one),
 * a suspension in force with its reason and end, and the ways to the points detail, orders and address book.
 */
export function BalanceCard({ loggedIn, hasRole, me, links, testId = 'mall-balance' }: BalanceCardProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (!loggedIn) return <AccessNeeded kind="login" text={t('mall.shop.loginNeeded')} Icon={CoinIcon} tone="gold" testId="mall-login" />;
  if (!hasRole || isApiError(me.error, 'bindRequired')) return <AccessNeeded kind="bind" text={t('mall.shop.bindNeeded')} Icon={CoinIcon} tone="gold" testId="mall-bind" />;
  return (
    <section className={styles.card} aria-label={t('mall.shop.balance.label')} data-testid={testId}>
      {me.isPending ? (
        <Skeleton height="5.6rem" />
      ) : me.isError ? (
        <ErrorBlock error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <div className={styles.head}>
          <span className={styles.label}>{t('mall.shop.balance.label')}</span>
          <strong className={styles.balance} data-testid={`${testId}-value`}>
            <CoinIcon size="2.2rem" />
            {f.number(me.data.balance)}
          </strong>
          {!me.data.everEarned && <p className={styles.hint}>{t('mall.shop.balance.noPoints')}</p>}
        </div>
      )}
      {me.data?.suspension && <SuspensionBanner suspension={me.data.suspension} />}
      <QuickLinks
        links={links ?? [
          { key: 'detail', label: t('mall.shop.links.detail'), Icon: HistoryIcon, to: ROUTES.pointsDetail, testId: 'mall-to-points-detail' },
          { key: 'orders', label: t('mall.shop.links.orders'), Icon: CartIcon, to: MALL_ROUTES.pointsOrder, testId: 'mall-to-orders' },
          { key: 'addresses', label: t('mall.shop.links.addresses'), Icon: BookIcon, to: MALL_ROUTES.addressBook, testId: 'mall-to-addresses' },
        ]}
      />
    </section>
  );
}
