import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty browser: no stored session, no rendered tree.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
