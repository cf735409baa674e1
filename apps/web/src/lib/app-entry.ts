// The app's entry — Vite's module script and its modulepreload links — waits in index.html as an inert
// <template id="app-entry"> (scripts/vite-first-page-preload.ts), so that index.html's inline script decides when
// the app's code starts downloading: at once on most first loads, after the first screen's paint where the shell
// can draw that screen itself (docs/decisions/0220-web-home-paints-before-its-code.md). The template keeps the tags
// in the document's text, where the service worker's build reads the offline shell's files.

export const APP_ENTRY_ID = 'app-entry';

/** The entry's preloads and script, in the template's order; empty when index.html has no template (dev server). */
export function appEntry(doc: Document = document): { preloads: string[]; script: string | null } {
  const template = doc.getElementById(APP_ENTRY_ID) as HTMLTemplateElement | null;
  if (!template) return { preloads: [], script: null };
  const preloads = [...template.content.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')!);
  return { preloads, script: template.content.querySelector('script[src]')?.getAttribute('src') ?? null };
}

/**
 * Adds the entry's module script once the document is parsed and its stylesheets have loaded (or failed): a
 * parser-inserted module script waits for them, an added one does not, and React must not render unstyled. The
 * window's load event stands in for a stylesheet whose failure came before we listened.
 */
export function runEntryScript(src: string, doc: Document = document): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    doc.head.append(script);
  };
  const whenStyled = () => {
    const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
    let left = pending.length;
    if (left === 0 || doc.readyState === 'complete') return start();
    for (const link of pending) {
      const settled = () => {
        if (--left === 0) start();
      };
      link.addEventListener('load', settled, { once: true });
      link.addEventListener('error', settled, { once: true });
    }
    doc.defaultView?.addEventListener('load', start, { once: true });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', whenStyled, { once: true });
  else whenStyled();
}
