import type { ComponentType } from 'react';

export type PageLoader = () => Promise<ComponentType>;

// Each page's code loads once (keyed by its loader); a failed load is forgotten so the next visit tries again.
const loaded = new WeakMap<PageLoader, ComponentType>();
const loading = new WeakMap<PageLoader, Promise<ComponentType>>();

export function loadedPage(loader: PageLoader | undefined): ComponentType | undefined {
  return loader && loaded.get(loader);
}

export function loadPage(loader: PageLoader): Promise<ComponentType> {
  let promise = loading.get(loader);
  if (!promise) {
    promise = loader().then((Page) => {
      loaded.set(loader, Page);
      return Page;
    });
    promise.catch(() => loading.delete(loader));
    loading.set(loader, promise);
  }
  return promise;
}
