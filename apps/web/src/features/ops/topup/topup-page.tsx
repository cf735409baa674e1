import type { OpsPageProps } from '../shell/ops-app.tsx';
import { activeTab, SectionTabs, type SectionTab } from '../lib/section-tabs.tsx';
import { CataloguePanel } from './catalogue-panel.tsx';
import { EventsPanel } from './events-panel.tsx';

// Top-up (issue 15): SKUs, methods and settings per edition, and the cumulative event with its tiers and the
// forfeit sweep. Orders, resends and refunds are under Support; tier prizes ship from Shipping.

type Tab = 'catalogue' | 'event';
const TABS: readonly SectionTab<Tab>[] = [
  { id: 'catalogue', label: 'Catalogue' },
  { id: 'event', label: 'Cumulative event' },
];

export function TopupPage({ operator, rest }: OpsPageProps) {
  const tab = activeTab(TABS, rest);
  return (
    <>
      <SectionTabs section="topup" label="Top-up" tabs={TABS} active={tab} />
      {tab === 'catalogue' && <CataloguePanel editions={operator.editions} />}
      {tab === 'event' && <EventsPanel />}
    </>
  );
}
