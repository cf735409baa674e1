import { useQueryClient } from '@tanstack/react-query';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { CoinIcon, HistoryIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useSearchParams } from '../../../lib/hash-router/index.ts';
import { useAppState } from '../../../lib/store.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { PAY_KEY } from '../api/pay-keys.ts';
import { OrderView } from '../components/order-view.tsx';
import { OrdersView } from '../components/orders-view.tsx';
import { TopUpView } from '../components/top-up-view.tsx';
import { PAY_ROUTES } from '../pay-routes.ts';
import styles from './payment-center-page.module.css';

// act/payment-center/index (tab 0): top up a role, follow an order (?order=<id>, where the checkout page sends the
// player back), or the order history (?view=orders). Top-ups need an account with a bound role.
export function PaymentCenterPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const loggedIn = useAppState((s) => s.token !== null);
  // The role list may not be stored yet (a platform sign-in straight into this page): it is read here too.
  useMyRoles();
  const hasRole = useAppState((s) => s.roleList.length > 0 || s.selectedRoleId !== null);
  const orderId = params.get('order');
  const view = orderId ? 'order' : params.get('view') === 'orders' ? 'orders' : 'topUp';

  let body;
  if (!loggedIn) body = <AccessNeeded kind="login" text={t('pay.loginNeeded')} Icon={CoinIcon} tone="gold" testId="pay-login" />;
  else if (!hasRole) body = <AccessNeeded kind="bind" text={t('pay.bindNeeded')} Icon={CoinIcon} tone="gold" testId="pay-bind" />;
  else if (view === 'order') body = <OrderView key={orderId} orderId={orderId!} />;
  else if (view === 'orders') body = <OrdersView />;
  else body = <TopUpView />;

  const ordersLink =
    loggedIn && view !== 'orders' ? (
      <Link to={PAY_ROUTES.orders} className={styles.navLink} aria-label={t('pay.orders')} title={t('pay.orders')} data-testid="nav-orders">
        <HistoryIcon size="2.2rem" />
      </Link>
    ) : null;

  return (
    <>
      <NavBar title={view === 'orders' ? t('pay.orders') : view === 'order' ? t('pay.order.title') : t('pay.title')} back right={ordersLink} />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: PAY_KEY })}>
        <PageBody>{body}</PageBody>
      </PullToRefresh>
    </>
  );
}
