import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate } from '../../../lib/hash-router/index.ts';
import { BookIcon, CalendarIcon, ImageIcon, SearchIcon } from '../../../components/icons.tsx';
import { NavBar, NavIconButton } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { QuickLinks } from '../../../components/quick-links.tsx';
import { editionOf } from '../../../lib/locale.ts';
import { appStore, useAppState } from '../../../lib/store.ts';
import { useEverTrue } from '../../../lib/use-ever-true.ts';
import { useFirstScreenShown } from '../../../lib/after-first-reads.ts';
import { balanceNewQuery } from '../api/get-balance-new.ts';
import { useBanners } from '../api/get-banners.ts';
import { useNewsFeed } from '../api/get-news-feed.ts';
import { NEWS_KEY } from '../api/news-keys.ts';
import { ArticleList } from '../components/article-list.tsx';
import { BannerCarousel, BannerPlaceholder } from '../components/banner-carousel.tsx';
import { ChipRow } from '../../../components/chip.tsx';
import { Skeleton } from '../../../components/states.tsx';
import { NEWS_ROUTES } from '../lib/news-routes.ts';
import { acknowledgeBalance } from '../lib/use-news-hot-points.ts';
import type { Category } from '../api/news-types.ts';
import { NEWS_TABS, useNewsView, type NewsTab } from '../lib/use-news-tab.ts';
import styles from './news-page.module.css';

// Neither is on the first screen of the usual visit (the article list is): the rankings tab and the patch notes
// sheet load their code when first shown, so the news page's first load is that much smaller on a phone's link.
const RankingsSection = lazy(() => import('../components/rankings-section.tsx').then((m) => ({ default: m.RankingsSection })));
const VersionNotesSheet = lazy(() => import('../components/version-notes-sheet.tsx').then((m) => ({ default: m.VersionNotesSheet })));

// News (tab 2): featured banners, the entries to search, guide, patch notes and posters, then one category's
// articles or the character rankings. Each answer re-renders only the part that shows it (the banners, the tabs'
// dots, the feed): as one component the page re-rendered whole, article cards included, 6–7 times while it loaded
// (decision 0228).
export function NewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const view = useNewsView();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const versionsUsed = useEverTrue(versionsOpen);
  const refresh = () => queryClient.invalidateQueries({ queryKey: NEWS_KEY });

  return (
    <>
      <NavBar
        title={t('news.title')}
        align="start"
        right={
          <NavIconButton label={t('news.entries.search')} onClick={() => void navigate(NEWS_ROUTES.search())}>
            <SearchIcon size="2.1rem" />
          </NavIconButton>
        }
      />
      <PullToRefresh onRefresh={refresh}>
        <PageBody>
          <NewsBanners />
          <QuickLinks
            links={[
              { key: 'search', label: t('news.entries.search'), Icon: SearchIcon, to: NEWS_ROUTES.search(), testId: 'entry-search' },
              { key: 'guide', label: t('news.entries.guide'), Icon: BookIcon, to: NEWS_ROUTES.guide, testId: 'entry-guide' },
              { key: 'versions', label: t('news.entries.versions'), Icon: CalendarIcon, onClick: () => setVersionsOpen(true), testId: 'entry-versions' },
              { key: 'poster', label: t('news.entries.poster'), Icon: ImageIcon, to: NEWS_ROUTES.rankingPoster(view.selection), testId: 'entry-poster' },
            ]}
          />
          <NewsTabs tab={view.tab} onTab={view.setTab} />
          {view.tab === 'rankings' ? (
            <Suspense fallback={<Skeleton height="56rem" />}>
              <RankingsSection selection={view.selection} sort={view.sort} onSelection={view.setSelection} onSort={view.setSort} />
            </Suspense>
          ) : (
            <NewsFeed category={view.tab === 'all' ? null : view.tab} />
          )}
        </PageBody>
      </PullToRefresh>
      {versionsUsed && (
        <Suspense fallback={null}>
          <VersionNotesSheet open={versionsOpen} onClose={() => setVersionsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The carousel, its box held while the banners load so the entries below do not jump when it arrives. */
function NewsBanners() {
  const banners = useBanners();
  // The first banner's image is the page's largest paint: what is not the first screen reads once it is on the
  // screen, or once there is no banner to wait for (decision 0212).
  const [bannerShown, setBannerShown] = useState(false);
  useFirstScreenShown(bannerShown || banners.isError || banners.data?.list.length === 0);
  if (banners.isPending) return <BannerPlaceholder />;
  return banners.data && banners.data.list.length > 0 ? <BannerCarousel banners={banners.data.list} onFirstShown={() => setBannerShown(true)} /> : null;
}

function NewsTabs({ tab, onTab }: { tab: NewsTab; onTab: (tab: NewsTab) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hotBalance = useAppState((s) => s.hotBalance);
  const hotRate = useAppState((s) => s.hotRate);
  const selectTab = (next: NewsTab) => {
    // Opening the balance list is seeing the newest balance change: the one the tab bar's hot point read (read from
    // the cache at the tap, with the edition of that moment, so neither its answer nor the edition re-renders the tabs).
    if (next === 'balance') acknowledgeBalance(queryClient.getQueryData(balanceNewQuery(editionOf(appStore.get())).queryKey)?.LatestId ?? null);
    onTab(next);
  };
  return (
    <div className={styles.tabs}>
      <ChipRow
        label={t('news.categoriesLabel')}
        testId="news-tabs"
        value={tab}
        onChange={selectTab}
        chips={NEWS_TABS.map((value) => ({
          value,
          label: t(`news.categories.${value}`),
          dot: (value === 'balance' && hotBalance) || (value === 'rankings' && hotRate),
        }))}
      />
    </div>
  );
}

function NewsFeed({ category }: { category: Category | null }) {
  return <ArticleList feed={useNewsFeed(category)} />;
}
