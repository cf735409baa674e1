import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

// Compiles the server for `npm start`: plain `node` runs apps/server/dist, with no TypeScript loader at run time
// (decision 0190). One ESM bundle per entry; the workspace's own TypeScript (`@mecha/shared`) is bundled in, every
// npm package stays an import of node_modules — PGlite, the mmdb data and swagger-ui find their files there.
const root = fileURLToPath(new URL('..', import.meta.url));
// SERVER_DIST: a second e2e run on another port builds into its own folder, never under a running server's feet.
const outdir = process.env.SERVER_DIST ?? `${root}dist`;

const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@mecha/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { server: `${root}src/server.ts`, ops: `${root}src/cli/ops.ts` },
  outdir,
  bundle: true,
  // Each entry self-contained (no shared chunks loaded later): a running server never reads dist again.
  splitting: false,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
// The bundled news seed reads its articles from `./seed/` beside the module that asks (modules/news/seed.ts):
// in the bundle that module is dist/*.js, so the articles go to dist/seed/.
cpSync(`${root}src/modules/news/seed`, `${outdir}/seed`, { recursive: true });
console.log(`server compiled into ${outdir} in ${Date.now() - started} ms`);
