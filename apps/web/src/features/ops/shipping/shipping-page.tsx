import { lazy, Suspense } from 'react';
import { roleMay, type OpsArea } from '@mecha/shared/ops/roles';
import type { OpsPageProps } from '../shell/ops-app.tsx';
import { activeTab, SectionTabs, type SectionTab } from '../lib/section-tabs.tsx';
import ui from '../lib/ui.module.css';
import { MallOrdersPanel } from './mall-orders-panel.tsx';

// Shipping: everything physical that leaves the warehouse, one tab per source — mall orders, the cumulative top-up's
// tier prizes, the anniversary draw's winners. The shipping role works here only; the tabs' code lives with their
// areas (topup/, anniversary/) and loads when opened.

type Tab = 'orders' | 'tier-prizes' | 'anniversary';
const TABS: readonly (SectionTab<Tab> & { area: OpsArea })[] = [
  { id: 'orders', label: 'Mall orders', area: 'shipping' },
  { id: 'tier-prizes', label: 'Top-up tier prizes', area: 'shipping' },
  { id: 'anniversary', label: 'Anniversary winners', area: 'shipping' },
];

const TierPrizesPanel = lazy(() => import('../topup/tier-prizes-panel.tsx').then((m) => ({ default: m.TierPrizesPanel })));
const WinnersPanel = lazy(() => import('../anniversary/winners-panel.tsx').then((m) => ({ default: m.WinnersPanel })));

export function ShippingPage({ operator, rest }: OpsPageProps) {
  const tabs = TABS.filter((t) => roleMay(operator.role, t.area));
  const tab = activeTab(tabs, rest);
  return (
    <>
      <SectionTabs section="shipping" label="Shipping" tabs={tabs} active={tab} />
      <Suspense fallback={<p className={ui.muted}>Loading…</p>}>
        {tab === 'orders' && <MallOrdersPanel />}
        {tab === 'tier-prizes' && <TierPrizesPanel />}
        {tab === 'anniversary' && <WinnersPanel />}
      </Suspense>
    </>
  );
}
