import { EDITION_CODES } from '@mecha/shared/editions';
import { roleMay } from '@mecha/shared/ops/roles';
import type { OpsPageProps } from '../shell/ops-app.tsx';
import { activeTab, SectionTabs, type SectionTab } from '../lib/section-tabs.tsx';
import { CategoriesTab } from './categories-tab.tsx';
import { DropsTab } from './drops-tab.tsx';
import { ProductsTab } from './products-tab.tsx';
import styles from './catalogue.module.css';
import ui from '../lib/ui.module.css';

// The mall catalogue (issue 15, decision 0176): products, categories and draw drops, each a linked tab. Editing is
// offered to roles with the catalogue area; the editions offered are the operator's (the server refuses the rest,
// and a product wholly in other editions).

type Tab = 'products' | 'categories' | 'drops';
const TABS: readonly SectionTab<Tab>[] = [
  { id: 'products', label: 'Products' },
  { id: 'categories', label: 'Categories' },
  { id: 'drops', label: 'Drops' },
];

export function CataloguePage({ operator, rest }: OpsPageProps) {
  const tab = activeTab(TABS, rest);
  const canEdit = roleMay(operator.role, 'catalogue');
  const editions = operator.editions === 'all' ? EDITION_CODES : operator.editions;
  return (
    <div className={ui.page} data-testid="ops-catalogue">
      <SectionTabs section="catalogue" label="Catalogue" tabs={TABS} active={tab} />
      {tab === 'products' && <ProductsTab editions={editions} canEdit={canEdit} />}
      {tab === 'categories' && <CategoriesTab canEdit={canEdit} />}
      {tab === 'drops' && <DropsTab editions={editions} canEdit={canEdit} />}
    </div>
  );
}
