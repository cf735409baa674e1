import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Puts src/lib/theme-boot.js in <head> as an inline classic script, so <html data-theme> is set before the first
// paint (docs/decisions/0153-web-light-theme.md). Inline, not a file: as js/theme-boot-<hash>.js it was a
// render-blocking request of its own on a phone's first visit (docs/decisions/0181-web-inline-theme-boot.md). The
// server allows it in the CSP by the hash of the built index.html's inline script (platform/inline-scripts.ts).
const SOURCE = path.resolve(import.meta.dirname, '../src/lib/theme-boot.js');

export function themeBoot(): Plugin {
  return {
    name: 'mecha-theme-boot',
    buildStart() {
      this.addWatchFile(SOURCE);
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        // Comment lines are for this repository, not for every page load.
        const code = readFileSync(SOURCE, 'utf8').replace(/^\s*\/\/.*\n/gm, '');
        return [{ tag: 'script', children: code, injectTo: 'head' }];
      },
    },
  };
}
