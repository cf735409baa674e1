import { defineConfig } from 'vitest/config';

// One test command for the whole repo: each workspace brings its own project config.
export default defineConfig({
  test: {
    // Server test files each open an embedded database (~1 GB while it loads): two at a time fit these machines.
    maxWorkers: 2,
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
