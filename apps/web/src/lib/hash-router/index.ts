// A hash router of the size this app needs (flat, fixed paths; parameters in the query): react-router's data
// router was 30 KiB gzip of the home page's 130 KiB budget (docs/decisions/0156-web-hash-router.md).
export { HashRouter, preloadPage, type HashRoutes } from './hash-router.tsx';
export { canGoBack, currentLocation, goBack, navigate, type Location } from './history.ts';
export { Outlet, useLocation, useNavigate, useNavigation, useSearchParams, type SetSearchParams } from './hooks.ts';
export { Link, Navigate } from './link.tsx';
export type { PageLoader } from './pages.ts';
