import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { PREACT_ALIASES } from './scripts/preact-aliases.ts';

// Self-contained so the root config can list this file as one project among several.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    alias: [
      // Its ES module build, run through Vite (below), so that its imports of React's names resolve to Preact too.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      ...PREACT_ALIASES,
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    server: { deps: { inline: [/@testing-library[\\/]react/, /@tanstack[\\/]react-(query|table)/] } },
  },
});
