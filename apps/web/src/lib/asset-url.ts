/**
 * Covers, banners and other images named by API answers are served by the app itself; a root path is made relative
 * so the app also works from a sub-folder. One function, because index.html's inline script starts the news page's
 * first banner (lib/first-reads.ts) and the page's <img> must ask for the very same address to find it cached.
 */
export function assetUrl(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `.${path}` : path;
}
