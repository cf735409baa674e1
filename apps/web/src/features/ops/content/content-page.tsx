import { EDITION_CODES } from '@mecha/shared/editions';
import { lazy, Suspense } from 'react';
import { activeTab, SectionTabs } from '../lib/section-tabs.tsx';
import ui from '../lib/ui.module.css';
import type { OpsPageProps } from '../shell/ops-app.tsx';
import { ArticlesPanel } from './articles-panel.tsx';
import { articleCategoryOf, CONTENT_TABS } from './content-tabs.ts';
import styles from './content.module.css';

// Content (decisions 0172, 0179): a tab per kind — articles, balance notes (the articles of category `balance`),
// banners, version notes — each an address (#/ops/content/<tab>). Banners and version notes load when opened.

const BannersPanel = lazy(() => import('./banners-panel.tsx').then((m) => ({ default: m.BannersPanel })));
const VersionsPanel = lazy(() => import('./versions-panel.tsx').then((m) => ({ default: m.VersionsPanel })));

export function ContentPage({ operator, rest }: OpsPageProps) {
  const tab = activeTab(CONTENT_TABS, rest) ?? 'articles';
  const allowed = operator.editions === 'all' ? EDITION_CODES : operator.editions;
  return (
    <div className={ui.page} data-testid="ops-content">
      <SectionTabs section="content" label="Content" tabs={CONTENT_TABS} active={tab} />
      <Suspense fallback={<p className={ui.muted}>Loading…</p>}>
        {(tab === 'articles' || tab === 'balance') && <ArticlesPanel key={tab} category={articleCategoryOf(tab)} allowed={allowed} />}
        {tab === 'banners' && <BannersPanel allowed={allowed} />}
        {tab === 'versions' && <VersionsPanel allWritable={operator.editions === 'all'} />}
      </Suspense>
    </div>
  );
}
