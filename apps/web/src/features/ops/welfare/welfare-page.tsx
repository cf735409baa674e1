import { roleMay } from '@mecha/shared/ops/roles';
import type { OpsPageProps } from '../shell/ops-app.tsx';
import { activeTab, SectionTabs, type SectionTab } from '../lib/section-tabs.tsx';
import { BatchesPanel } from './batches-panel.tsx';
import { PacksPanel } from './packs-panel.tsx';
import { SigninPanel } from './signin-panel.tsx';

// Welfare (issue 15, decision 0174): gift packs, the 7-day sign-in and redemption campaigns, one tab each. Packs and
// sign-in are site-wide, so only an operator of every edition edits them (the server refuses the others anyway);
// campaigns are per edition.

type Tab = 'packs' | 'signin' | 'redemption';
const TABS: readonly SectionTab<Tab>[] = [
  { id: 'packs', label: 'Packs' },
  { id: 'signin', label: 'Sign-in' },
  { id: 'redemption', label: 'Redemption' },
];

export function WelfarePage({ operator, rest }: OpsPageProps) {
  const tab = activeTab(TABS, rest);
  const mayChange = roleMay(operator.role, 'welfare');
  const siteWide = mayChange && operator.editions === 'all';
  return (
    <div data-testid="welfare-page">
      <SectionTabs section="welfare" label="Welfare" tabs={TABS} active={tab} />
      {tab === 'packs' && <PacksPanel canEdit={siteWide} />}
      {tab === 'signin' && <SigninPanel canEdit={siteWide} />}
      {tab === 'redemption' && <BatchesPanel editions={operator.editions} canEdit={mayChange} />}
    </div>
  );
}
