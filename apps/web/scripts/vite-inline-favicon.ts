import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The favicon as a data: URL in index.html (decision 0213): as ./favicon.svg it was a request of its own during a
// phone's first load, beside the first page's code on the six connections a browser opens; written into the page
// it is ~300 bytes of the compressed document. public/favicon.svg stays its one source.
const SOURCE = path.resolve(import.meta.dirname, '../public/favicon.svg');
const LINK_HREF = 'href="./favicon.svg"';

export function faviconDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

export function inlineFavicon(html: string, svg: string): string {
  if (!html.includes(LINK_HREF)) throw new Error(`index.html has no <link ${LINK_HREF}> to inline`);
  return html.replace(LINK_HREF, `href="${faviconDataUrl(svg)}"`);
}

export function inlineFaviconPlugin(): Plugin {
  return {
    name: 'mecha-inline-favicon',
    apply: 'build',
    buildStart() {
      this.addWatchFile(SOURCE);
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => inlineFavicon(html, readFileSync(SOURCE, 'utf8')),
    },
  };
}
