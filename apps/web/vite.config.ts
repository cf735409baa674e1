import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './scripts/vite-service-worker.ts';
import { criticalCss } from './scripts/vite-critical-css.ts';
import { sharedChunks } from './scripts/shared-chunks.ts';
import { firstPagePreload } from './scripts/vite-first-page-preload.ts';
import { themeBoot } from './scripts/vite-theme-boot.ts';
import { inlineFaviconPlugin } from './scripts/vite-inline-favicon.ts';
import { PREACT_ALIASES } from './scripts/preact-aliases.ts';

// SPEC §7: "script and style chunks load from relative paths under js/ and css/". A relative base lets the
// server (or any CDN folder) host the build anywhere; hash routes mean the document URL never changes path.
// One stylesheet per feature folder (features/<area>/…), one for everything else (global styles, shared components):
// a page links at most the shared sheet and its feature's, and no feature's CSS rides on another's first load.
const styleGroup = (id: string) => `style-${/src[\\/]features[\\/]([a-z-]+)[\\/]/.exec(id)?.[1] ?? 'app'}`;

export default defineConfig({
  base: './',
  // themeBoot: the theme is set before the first paint; criticalCss: the shell paints before the stylesheet arrives;
  // firstPagePreload: the first page's code and texts download beside the entry; serviceWorker: dist/sw.js for the
  // installable, offline app; inlineFaviconPlugin: the favicon is no request of its own.
  resolve: { alias: PREACT_ALIASES },
  plugins: [react(), themeBoot(), criticalCss(), firstPagePreload(), serviceWorker(), inlineFaviconPlugin()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    // WEB_DIST: another folder for the build, so parallel e2e runs on one machine do not overwrite each other's.
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each route's module to its chunk and static imports: the bundle budget
    // (scripts/bundle-budget.ts) reads it. The server never sends it (it serves no dot folders).
    manifest: true,
    // A stylesheet per feature (styleGroup above), not per route chunk: split per chunk it was ~50 files of about
    // 1 KB and a page's twenty <link> tags cost a battle-page load ~95 ms of style work on a phone-speed CPU (0157);
    // one sheet for everything put every area's CSS on home's first load (0168).
    cssCodeSplit: true,
    target: 'es2022',
    // The ALTCHA widget ships its own large chunk; it only loads on the forms that need it.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // Libraries in their own long-lived chunks: an app deploy then re-downloads only the app's code.
        codeSplitting: {
          // A group takes only the modules it names (0207): with their imports too, the shared groups would take
          // code the entry needs, and every first load would then need them.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/]preact[\\/]/ },
            // TanStack Query only: the operator console's react-table must not ride in the player pages' query chunk.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: styleGroup, debugName: 'style', test: /\.css$/ },
            // The rank badge and the ladder's rules, which show it: pages that use one mostly use both (the battle page
            // does, at its first load), and apart they were two files there (0226).
            { name: 'ranks', test: /src[\\/]components[\\/](rank-[a-z-]+|ladder-rules)\.tsx?$/ },
            // The small modules later pages share: one chunk for the app's, one per feature (0207).
            { name: sharedChunks(), debugName: 'shared' },
          ],
        },
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
