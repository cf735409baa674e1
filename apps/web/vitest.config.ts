import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Self-contained so the root config can list this file as one project among several.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
});
