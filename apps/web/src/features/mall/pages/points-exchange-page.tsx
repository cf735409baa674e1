import type { Category } from '@mecha/shared/mall/api';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ChipRow } from '../../../components/chip.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { useAppState } from '../../../lib/store.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { useProducts } from '../api/get-products.ts';
import { useScoreMe } from '../api/get-score-me.ts';
import { MALL_KEY } from '../api/mall-keys.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import styles from './points-exchange-page.module.css';

const ALL = 'all';

// act/points-exchange/index (tab 0): the account's points and the ways to its history, orders and addresses, then
// the edition's products by category, paged as the player scrolls. Visitors browse too (decision 0031); acting
// needs a login and a bound role. The category lives in the query, so Back from a product lands on the same one.
export function PointsExchangePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const loggedIn = useAppState((s) => s.token !== null);
  // The role list may not be stored yet (a platform sign-in straight into this page): it is read here too.
  useMyRoles();
  const hasRole = useAppState((s) => s.roleList.length > 0 || s.selectedRoleId !== null);
  const me = useScoreMe(loggedIn && hasRole);
  const category = params.get('category');
  const feed = useProducts(category);
  // The chips stay while another category's first page loads.
  const categories = useRef<Category[]>([]);
  const first = feed.data?.pages[0];
  if (first) categories.current = first.categories;

  return (
    <>
      <NavBar title={t('mall.shop.title')} back />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: MALL_KEY })}>
        <PageBody>
          <BalanceCard loggedIn={loggedIn} hasRole={hasRole} me={me} />
          {categories.current.length > 0 && (
            <div className={styles.chips}>
              <ChipRow
                label={t('mall.shop.categories')}
                testId="mall-categories"
                value={category ?? ALL}
                onChange={(value) => setParams(value === ALL ? {} : { category: value }, { replace: true })}
                chips={[{ value: ALL, label: t('mall.shop.all') }, ...categories.current.map((c) => ({ value: c.id, label: c.name }))]}
              />
            </div>
          )}
          <ProductGrid feed={feed} receivedAt={feed.dataUpdatedAt} />
        </PageBody>
      </PullToRefresh>
    </>
  );
}
