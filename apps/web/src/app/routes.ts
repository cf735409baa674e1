import type { HashRoutes, PageLoader } from '../lib/hash-router/index.ts';
import { withTexts } from '../i18n/area-texts.ts';
import { ANNUAL_ROUTES } from '../features/annual/annual-routes.ts';
import { COMPETITION_ROUTES } from '../features/competition/competition-routes.ts';
import { MALL_ROUTES } from '../features/mall/mall-routes.ts';
import { PAY_ROUTES } from '../features/pay/pay-routes.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { ROUTES } from '../lib/routes.ts';

const pages: [string, PageLoader][] = [
  [ROUTES.home, lazyPage(() => import('../features/home/pages/home-page.tsx'), (m) => m.HomePage)],
  [ROUTES.login, lazyPage(() => import('../features/account/pages/login-page.tsx'), (m) => m.LoginPage)],
  [ROUTES.my, lazyPage(() => import('../features/my/pages/my-page.tsx'), (m) => m.MyPage)],
  [ROUTES.myDetail, lazyPage(() => import('../features/my/pages/my-detail-page.tsx'), (m) => m.MyDetailPage)],
  [ROUTES.battle, lazyPage(() => import('../features/record/pages/battle-page.tsx'), (m) => m.BattlePage)],
  [ROUTES.roleInfo, lazyPage(() => import('../features/record/pages/role-info-page.tsx'), (m) => m.RoleInfoPage)],
  [ROUTES.vs11Detail, lazyPage(() => import('../features/record/pages/match-detail-page.tsx'), (m) => m.matchDetailPage('T1'))],
  [ROUTES.vs22Detail, lazyPage(() => import('../features/record/pages/match-detail-page.tsx'), (m) => m.matchDetailPage('T2'))],
  [
    ROUTES.seasonPerformance,
    lazyPage(() => import('../features/record/pages/season-performance-page.tsx'), (m) => m.SeasonPerformancePage),
  ],
  [ROUTES.seasonRole, lazyPage(() => import('../features/record/pages/season-role-page.tsx'), (m) => m.SeasonRolePage)],
  [ROUTES.roleDetail, lazyPage(() => import('../features/record/pages/role-detail-page.tsx'), (m) => m.RoleDetailPage)],
  [ROUTES.duoPartners, lazyPage(() => import('../features/record/pages/duo-partners-page.tsx'), (m) => m.DuoPartnersPage)],
  [ROUTES.news, lazyPage(() => import('../features/news/pages/news-page.tsx'), (m) => m.NewsPage)],
  [ROUTES.newsDetail, lazyPage(() => import('../features/news/pages/article-page.tsx'), (m) => m.ArticlePage)],
  [ROUTES.newsSearch, lazyPage(() => import('../features/news/pages/search-page.tsx'), (m) => m.SearchPage)],
  [ROUTES.newsGuide, lazyPage(() => import('../features/news/pages/guide-page.tsx'), (m) => m.GuidePage)],
  [ROUTES.poster, lazyPage(() => import('../features/news/pages/poster-page.tsx'), (m) => m.PosterPage)],
  [ROUTES.share, lazyPage(() => import('../features/news/pages/share-page.tsx'), (m) => m.SharePage)],
  [ROUTES.welfare, lazyPage(() => import('../features/welfare/pages/welfare-page.tsx'), (m) => m.WelfarePage)],
  [
    ROUTES.messageCenter,
    lazyPage(() => import('../features/inbox/pages/message-center-page.tsx'), (m) => m.MessageCenterPage),
  ],
  [ROUTES.emailDetail, lazyPage(() => import('../features/inbox/pages/message-detail-page.tsx'), (m) => m.MessageDetailPage)],
  [ROUTES.feedback, lazyPage(() => import('../features/inbox/pages/feedback-page.tsx'), (m) => m.FeedbackPage)],
  [ROUTES.webview, lazyPage(() => import('../features/webview/pages/webview-page.tsx'), (m) => m.WebviewPage)],
  // The public status page brings its own texts.
  [ROUTES.status, lazyPage(withTexts(['status'], () => import('../features/status/pages/status-page.tsx')), (m) => m.StatusPage)],
  // The top-up pages bring their own texts (and the address form's), loaded beside their code.
  [
    ROUTES.paymentCenter,
    lazyPage(withTexts(['pay'], () => import('../features/pay/pages/payment-center-page.tsx')), (m) => m.PaymentCenterPage),
  ],
  [
    PAY_ROUTES.exhausting,
    lazyPage(withTexts(['pay', 'address'], () => import('../features/pay/pages/exhausting-page.tsx')), (m) => m.ExhaustingPage),
  ],
  // The mall's shop pages bring the mall's texts and the address form's (the picker adds an address on the spot).
  [
    ROUTES.pointsExchange,
    lazyPage(withTexts(['mall', 'address'], () => import('../features/mall/pages/points-exchange-page.tsx')), (m) => m.PointsExchangePage),
  ],
  [
    ROUTES.productDetail,
    lazyPage(withTexts(['mall', 'address'], () => import('../features/mall/pages/product-detail-page.tsx')), (m) => m.ProductDetailPage),
  ],
  // The mall's account pages: the ledger, the order record (its address change uses the picker) and the book.
  [
    ROUTES.pointsDetail,
    lazyPage(withTexts(['mall', 'address'], () => import('../features/mall/pages/points-detail-page.tsx')), (m) => m.PointsDetailPage),
  ],
  [
    MALL_ROUTES.pointsOrder,
    lazyPage(withTexts(['mall', 'address'], () => import('../features/mall/pages/points-order-page.tsx')), (m) => m.PointsOrderPage),
  ],
  [
    MALL_ROUTES.addressBook,
    lazyPage(withTexts(['mall', 'address'], () => import('../features/mall/pages/address-book-page.tsx')), (m) => m.AddressBookPage),
  ],
  // The anniversary event: the report and tasks, its share page and the matches behind a number; the vote; the draw
  // (its address form's texts beside it).
  [ANNUAL_ROUTES.annual, lazyPage(withTexts(['annual'], () => import('../features/annual/pages/annual-page.tsx')), (m) => m.AnnualPage)],
  [ANNUAL_ROUTES.share, lazyPage(withTexts(['annual'], () => import('../features/annual/pages/annual-share-page.tsx')), (m) => m.AnnualSharePage)],
  [ANNUAL_ROUTES.matches, lazyPage(withTexts(['annual'], () => import('../features/annual/pages/report-matches-page.tsx')), (m) => m.ReportMatchesPage)],
  [
    ANNUAL_ROUTES.characterVote,
    lazyPage(withTexts(['annual', 'lottery'], () => import('../features/annual/pages/character-vote-page.tsx')), (m) => m.CharacterVotePage),
  ],
  [
    ANNUAL_ROUTES.lottery,
    lazyPage(withTexts(['annual', 'lottery', 'address'], () => import('../features/annual/pages/lottery-page.tsx')), (m) => m.LotteryPage),
  ],
  [
    COMPETITION_ROUTES.home,
    lazyPage(withTexts(['competition', 'compDialogs'], () => import('../features/competition/pages/competition-home-page.tsx')), (m) => m.CompetitionHomePage),
  ],
  [
    COMPETITION_ROUTES.dialogDemo,
    lazyPage(withTexts(['competition', 'compDialogs'], () => import('../features/competition/pages/dialog-demo-page.tsx')), (m) => m.DialogDemoPage),
  ],
];

// "/" and any unknown path land on home.
export const routes: HashRoutes = { pages: new Map(pages), fallback: ROUTES.home };
