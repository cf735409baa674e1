import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Puts src/lib/theme-boot.js in <head> as a blocking classic script, so <html data-theme> is set before the first
// paint (docs/decisions/0153-web-light-theme.md). The build emits it under a content hash (long-cached like every
// chunk, and precached by the service worker); dev inlines it (the dev server sends no CSP).
const SOURCE = path.resolve(import.meta.dirname, '../src/lib/theme-boot.js');

export function themeBoot(): Plugin {
  let fileName = '';
  let code = '';
  return {
    name: 'mecha-theme-boot',
    buildStart() {
      code = readFileSync(SOURCE, 'utf8');
      fileName = `js/theme-boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.addWatchFile(SOURCE);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'pre',
      handler(_html, ctx) {
        const inline = ctx.server !== undefined;
        return [
          inline
            ? { tag: 'script', children: readFileSync(SOURCE, 'utf8'), injectTo: 'head' }
            : { tag: 'script', attrs: { src: `./${fileName}`, 'vite-ignore': true }, injectTo: 'head' },
        ];
      },
    },
  };
}
