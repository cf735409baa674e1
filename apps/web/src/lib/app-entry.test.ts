import { afterEach, describe, expect, it } from 'vitest';
import { appEntry, runEntryScript } from './app-entry.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

const moduleScript = () => document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null;

describe("the app's entry held in index.html", () => {
  it('reads the preloads and the script from the inert template, and nothing without one (dev server)', () => {
    expect(appEntry()).toEqual({ preloads: [], script: null });
    document.head.innerHTML =
      '<template id="app-entry"><script type="module" crossorigin src="./js/index-a.js"></script><link rel="modulepreload" crossorigin href="./js/react-b.js"><link rel="modulepreload" crossorigin href="./js/app-c.js"></template>';
    expect(appEntry()).toEqual({ preloads: ['./js/react-b.js', './js/app-c.js'], script: './js/index-a.js' });
    // Inert: the template's own script is not in the document.
    expect(moduleScript()).toBeNull();
  });

  it('adds the module script only once the stylesheets have loaded or failed, as a parser-inserted one waits', () => {
    const a = document.createElement('link');
    a.rel = 'stylesheet';
    const b = document.createElement('link');
    b.rel = 'stylesheet';
    document.head.append(a, b);
    // jsdom is past loading here (readyState "complete" would start at once), so pretend the document is still
    // interactive: the sheets are pending.
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    try {
      runEntryScript('./js/index-a.js');
      expect(moduleScript()).toBeNull();
      a.dispatchEvent(new Event('load'));
      expect(moduleScript()).toBeNull();
      b.dispatchEvent(new Event('error'));
      expect(moduleScript()).toBe('./js/index-a.js');
      expect(document.head.querySelector('script[type="module"]')?.getAttribute('crossorigin')).toBe('');
      // Once only, whatever else fires.
      window.dispatchEvent(new Event('load'));
      expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
  });
});
