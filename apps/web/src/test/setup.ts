import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadLanguage } from '../i18n/i18n.ts';

// The app loads one language's texts on demand; tests render and compare texts in any of them, so all four load.
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

// Each test starts from an empty browser: no stored session, no rendered tree.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear(); // absent in the few node-environment tests
});
