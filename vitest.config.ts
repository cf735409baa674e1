import { defineConfig } from 'vitest/config';

// One test command for the whole repo: each workspace brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
