import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bootSource from './theme-boot.js?raw';
import { createAppStore } from './store.ts';
import { applyTheme, isThemeChoice, resolveTheme, THEME_CHOICES, THEME_COLORS, useThemeSync, type ThemeChoice } from './theme.ts';

// A stand-in for the browser's prefers-color-scheme that a test can flip, with change listeners like the real one.
function fakeSystem(light: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: light,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', (q: string) => {
    expect(q).toBe('(prefers-color-scheme: light)');
    return query;
  });
  return {
    set(next: boolean) {
      query.matches = next;
      for (const fn of listeners) fn();
    },
    listeners,
  };
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="theme-color" content="#000000" />';
  delete document.documentElement.dataset.theme;
});
afterEach(() => vi.unstubAllGlobals());

const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

describe('theme choice', () => {
  it('follows the system unless the player chose light or dark', () => {
    expect(resolveTheme('system', true)).toBe('light');
    expect(resolveTheme('system', false)).toBe('dark');
    for (const system of [true, false]) {
      expect(resolveTheme('light', system)).toBe('light');
      expect(resolveTheme('dark', system)).toBe('dark');
    }
  });

  it('accepts only the three choices', () => {
    expect(THEME_CHOICES).toEqual(['system', 'light', 'dark']);
    for (const bad of ['Light', '', null, 1, undefined, {}]) expect(isThemeChoice(bad)).toBe(false);
  });

  it('is stored in the app store, defaulting to system, and a hand-edited value falls back to system', () => {
    expect(createAppStore().get().themeChoice).toBe('system');
    const store = createAppStore();
    store.set({ themeChoice: 'light' });
    expect(localStorage.getItem('mecha.themeChoice')).toBe('"light"');
    expect(createAppStore().get().themeChoice).toBe('light');
    localStorage.setItem('mecha.themeChoice', '"sepia"');
    expect(createAppStore().get().themeChoice).toBe('system');
  });

  it('applies a theme to <html data-theme> and the theme-color meta', () => {
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(themeColor()).toBe(THEME_COLORS.light);
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
  });

  it('follows a change of the system preference while the choice is system, and stops once it is not', () => {
    const system = fakeSystem(false);
    const { rerender, unmount } = renderHook(({ choice }: { choice: ThemeChoice }) => useThemeSync(choice), {
      initialProps: { choice: 'system' as ThemeChoice },
    });
    expect(document.documentElement.dataset.theme).toBe('dark');
    system.set(true);
    expect(document.documentElement.dataset.theme).toBe('light');
    rerender({ choice: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(system.listeners.size).toBe(0);
    system.set(false);
    system.set(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    unmount();
  });
});

describe('theme-boot.js (runs from index.html before the first paint)', () => {
  const stored: (string | null)[] = [null, '"system"', '"light"', '"dark"', '"sepia"', 'not json'];
  for (const raw of stored) {
    for (const systemLight of [false, true]) {
      it(`agrees with resolveTheme for stored ${raw} and a ${systemLight ? 'light' : 'dark'} system`, () => {
        fakeSystem(systemLight);
        if (raw !== null) localStorage.setItem('mecha.themeChoice', raw);
        new Function(bootSource)();
        const choice = createAppStore().get().themeChoice;
        const expected = resolveTheme(choice, systemLight);
        expect(document.documentElement.dataset.theme).toBe(expected);
        expect(themeColor()).toBe(THEME_COLORS[expected]);
      });
    }
  }
});
