import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadLanguage } from '../i18n/i18n.ts';

// The app loads one language's texts on demand; tests render and compare texts in any of them, so all four load.
beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

// Each test starts from an empty browser: no stored session, no rendered tree.
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear(); // absent in the few node-environment tests
});

// Preact runs effects after the next frame, or after a 35 ms timer when no frame comes (jsdom paints none). A timer
// left by a file's last test fired once jsdom was gone and failed the run ("cancelAnimationFrame is not defined",
// in whichever file it happened to be): each file waits for those timers, and for the effects they run, while its
// window is still there.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
