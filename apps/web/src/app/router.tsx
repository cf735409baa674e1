import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';
import { ROUTES } from '../lib/routes.ts';
import type { ComingSoonArea } from '../features/coming-soon/areas.ts';
import { AppLayout } from './app-layout.tsx';
import { BootScreen } from './boot-screen.tsx';
import { RouteError } from './route-error.tsx';
import { tabIndexForPath } from './tabs.ts';

const at = (path: string) => path.replace(/^\//, '');

// Routes of SPEC §2 whose features are still to come: each shows a localised "coming soon" page for its area so
// deep links and tab taps land somewhere that says what is on the way.
const COMING_SOON: [string, ComingSoonArea][] = [
  ['/pages/act/payment-center/index', 'payment'],
  ['/pages/act/exhausting/index', 'payment'],
  ['/pages/act/points-exchange/index', 'mall'],
  ['/pages/act/product-detail/index', 'mall'],
  ['/pages/act/points-detail/index', 'mall'],
  ['/pages/act/annual/index', 'annual'],
  ['/pages/act/character-vote/index', 'annual'],
  ['/pages/lottery/index', 'annual'],
  ['/pages/competition/home/index', 'competition'],
  ['/pages/competition/dialog-demo/index', 'competition'],
];

const pages: RouteObject[] = [
  { index: true, element: <Navigate to={ROUTES.home} replace /> },
  { path: at(ROUTES.home), lazy: lazyPage(() => import('../features/home/pages/home-page.tsx'), (m) => m.HomePage) },
  { path: at(ROUTES.login), lazy: lazyPage(() => import('../features/account/pages/login-page.tsx'), (m) => m.LoginPage) },
  { path: at(ROUTES.my), lazy: lazyPage(() => import('../features/my/pages/my-page.tsx'), (m) => m.MyPage) },
  { path: at(ROUTES.myDetail), lazy: lazyPage(() => import('../features/my/pages/my-detail-page.tsx'), (m) => m.MyDetailPage) },
  { path: at(ROUTES.battle), lazy: lazyPage(() => import('../features/record/pages/battle-page.tsx'), (m) => m.BattlePage) },
  { path: at(ROUTES.roleInfo), lazy: lazyPage(() => import('../features/record/pages/role-info-page.tsx'), (m) => m.RoleInfoPage) },
  { path: at(ROUTES.vs11Detail), lazy: lazyPage(() => import('../features/record/pages/match-detail-page.tsx'), (m) => m.matchDetailPage('T1')) },
  { path: at(ROUTES.vs22Detail), lazy: lazyPage(() => import('../features/record/pages/match-detail-page.tsx'), (m) => m.matchDetailPage('T2')) },
  {
    path: at(ROUTES.seasonPerformance),
    lazy: lazyPage(() => import('../features/record/pages/season-performance-page.tsx'), (m) => m.SeasonPerformancePage),
  },
  { path: at(ROUTES.seasonRole), lazy: lazyPage(() => import('../features/record/pages/season-role-page.tsx'), (m) => m.SeasonRolePage) },
  { path: at(ROUTES.roleDetail), lazy: lazyPage(() => import('../features/record/pages/role-detail-page.tsx'), (m) => m.RoleDetailPage) },
  { path: at(ROUTES.news), lazy: lazyPage(() => import('../features/news/pages/news-page.tsx'), (m) => m.NewsPage) },
  { path: at(ROUTES.newsDetail), lazy: lazyPage(() => import('../features/news/pages/article-page.tsx'), (m) => m.ArticlePage) },
  { path: at(ROUTES.newsSearch), lazy: lazyPage(() => import('../features/news/pages/search-page.tsx'), (m) => m.SearchPage) },
  { path: at(ROUTES.newsGuide), lazy: lazyPage(() => import('../features/news/pages/guide-page.tsx'), (m) => m.GuidePage) },
  { path: at(ROUTES.poster), lazy: lazyPage(() => import('../features/news/pages/poster-page.tsx'), (m) => m.PosterPage) },
  { path: at(ROUTES.share), lazy: lazyPage(() => import('../features/news/pages/share-page.tsx'), (m) => m.SharePage) },
  { path: at(ROUTES.welfare), lazy: lazyPage(() => import('../features/welfare/pages/welfare-page.tsx'), (m) => m.WelfarePage) },
  {
    path: at(ROUTES.messageCenter),
    lazy: lazyPage(() => import('../features/inbox/pages/message-center-page.tsx'), (m) => m.MessageCenterPage),
  },
  { path: at(ROUTES.emailDetail), lazy: lazyPage(() => import('../features/inbox/pages/message-detail-page.tsx'), (m) => m.MessageDetailPage) },
  { path: at(ROUTES.feedback), lazy: lazyPage(() => import('../features/inbox/pages/feedback-page.tsx'), (m) => m.FeedbackPage) },
  { path: at(ROUTES.webview), lazy: lazyPage(() => import('../features/webview/pages/webview-page.tsx'), (m) => m.WebviewPage) },
  ...COMING_SOON.map(([path, area]) => ({
    path: at(path),
    lazy: lazyPage(() => import('../features/coming-soon/pages/coming-soon-page.tsx'), (m) => m.comingSoonPage(area, tabIndexForPath(path) !== null)),
  })),
  { path: '*', element: <Navigate to={ROUTES.home} replace /> },
];

export const router = createHashRouter([
  {
    path: '/',
    element: <AppLayout />,
    hydrateFallbackElement: <BootScreen />,
    children: [{ errorElement: <RouteError />, children: pages }],
  },
]);
