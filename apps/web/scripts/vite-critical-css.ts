import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

// The app shell paints from index.html alone, before any request but the document has finished
// (docs/decisions/0200-web-shell-paints-before-stylesheet.md):
// - global.css (the theme variables and the page base the shell's own inline style uses, ~2 KB compressed) is
//   inlined in <head>, so the shell needs no stylesheet to paint.
// - The app's stylesheet links move from <head>, where they held every paint until they arrived, to the marker
//   after the shell in <body>: content above a body stylesheet paints while it loads, and the page's module
//   scripts still wait for it (a parser-inserted stylesheet blocks scripts), so React never renders unstyled.
const GLOBAL_CSS = path.resolve(import.meta.dirname, '../src/styles/global.css');
const MARKER = '<!-- app-stylesheets -->';

export function criticalCss(): Plugin {
  return {
    name: 'mecha-critical-css',
    buildStart() {
      this.addWatchFile(GLOBAL_CSS);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const css = transformSync(readFileSync(GLOBAL_CSS, 'utf8'), { loader: 'css', minify: true }).code.trim();
        const links: string[] = [];
        const head = html.slice(0, html.indexOf('</head>')).replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
          links.push(link.trim());
          return '';
        });
        if (!html.includes(MARKER)) throw new Error(`index.html lacks the ${MARKER} marker after the app shell`);
        const body = html.slice(html.indexOf('</head>')).replace(MARKER, links.join('\n    '));
        return head.replace('<head>', `<head>\n    <style id="global-css">${css}</style>`) + body;
      },
    },
  };
}
