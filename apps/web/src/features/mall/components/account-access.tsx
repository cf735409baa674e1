import type { ReactNode } from 'react';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { CoinIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useAppState } from '../../../lib/store.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';

/**
 * The mall's account pages (orders, points detail, address book) need an account with a bound role, as every
 * score/* call but the catalogue does: a visitor is sent to log in, a role-less account to bind (the pay pages' way).
 */
export function AccountAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = useAppState((s) => s.token !== null);
  // The role list may not be stored yet (a platform sign-in straight into this page): it is read here too.
  useMyRoles();
  const hasRole = useAppState((s) => s.roleList.length > 0 || s.selectedRoleId !== null);
  if (!loggedIn) return <AccessNeeded kind="login" text={t('mall.orders.loginNeeded')} Icon={CoinIcon} tone="gold" testId="mall-login" />;
  if (!hasRole) return <AccessNeeded kind="bind" text={t('mall.orders.bindNeeded')} Icon={CoinIcon} tone="gold" testId="mall-bind" />;
  return children;
}
