import { Component, useEffect, useReducer, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { OutletContext, RouterContext } from './context.ts';
import { currentLocation, navigate, subscribeLocation, type Location } from './history.ts';
import { loadedPage, loadPage, type PageLoader } from './pages.ts';

export type HashRoutes = {
  /** Exact path → the page's code. The app's paths are fixed (SPEC §2); parameters travel in the query. */
  pages: ReadonlyMap<string, PageLoader>;
  /** Where "/" and unknown paths go. */
  fallback: string;
};

type Props = {
  routes: HashRoutes;
  Layout: ComponentType;
  /** Shown in the layout when a page's code fails to load or the page throws. */
  ErrorPage: ComponentType<{ error: unknown }>;
  /** Shown instead of the layout until the first page's code is in. */
  Boot: ComponentType;
};

/** Starts loading the page for a path (main.tsx calls it beside the language texts, so the two load at once). */
export function preloadPage(routes: HashRoutes, pathname: string): Promise<unknown> {
  const loader = routes.pages.get(pathname);
  return loader ? loadPage(loader) : Promise.resolve();
}

type Shown = { location: Location; Page: ComponentType };

/**
 * The router: renders the layout with the page for the hash's path. While the next page's code loads, the page
 * on screen stays (with `pending` set, for the layout's progress bar), as react-router's data router did.
 */
export function HashRouter({ routes, Layout, ErrorPage, Boot }: Props) {
  const location = useSyncExternalStore(subscribeLocation, currentLocation);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const failed = useRef<{ location: Location; error: unknown } | null>(null);
  const shown = useRef<Shown | null>(null);
  const loader = routes.pages.get(location.pathname);
  const Page = loadedPage(loader);
  // Idempotent during render: the page to show is a function of the location and the loaded code.
  if (Page) shown.current = { location, Page };

  useEffect(() => {
    if (!loader) {
      navigate(routes.fallback, { replace: true });
      return;
    }
    if (Page) return;
    let live = true;
    loadPage(loader).then(
      () => live && rerender(),
      (error: unknown) => {
        if (!live) return;
        failed.current = { location, error };
        rerender();
      },
    );
    return () => {
      live = false;
    };
  }, [location, loader, Page, routes.fallback]);

  const failure = failed.current?.location === location ? failed.current : null;
  const current = shown.current;
  let pageLocation: Location;
  let content: ReactNode;
  if (failure) {
    pageLocation = location;
    content = <ErrorPage error={failure.error} />;
  } else if (current) {
    pageLocation = current.location;
    content = (
      <PageBoundary key={current.location.pathname} ErrorPage={ErrorPage}>
        <current.Page />
      </PageBoundary>
    );
  } else {
    return <Boot />;
  }
  return (
    <RouterContext.Provider value={{ location: pageLocation, pending: !Page && !failure && Boolean(loader) }}>
      <OutletContext.Provider value={content}>
        <Layout />
      </OutletContext.Provider>
    </RouterContext.Provider>
  );
}

type BoundaryProps = { ErrorPage: ComponentType<{ error: unknown }>; children: ReactNode };

/** A page that throws while rendering shows the error page inside the layout, not a blank screen. */
class PageBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('page failed') };
  }
  render() {
    const { ErrorPage } = this.props;
    return this.state.error !== undefined ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
