import type { SectionTab } from '../lib/section-tabs.tsx';

// The content section's sub-pages (decision 0179): articles, balance notes — the articles of category `balance`,
// the same list and editor opened filtered, not a second editor — banners and version notes.

export type ContentTab = 'articles' | 'balance' | 'banners' | 'versions';

export const CONTENT_TABS: readonly SectionTab<ContentTab>[] = [
  { id: 'articles', label: 'Articles' },
  { id: 'balance', label: 'Balance notes' },
  { id: 'banners', label: 'Banners' },
  { id: 'versions', label: 'Version notes' },
];

/** The category an articles tab opens filtered to (and a new article starts in), or '' for any. */
export function articleCategoryOf(tab: ContentTab): string {
  return tab === 'balance' ? 'balance' : '';
}
