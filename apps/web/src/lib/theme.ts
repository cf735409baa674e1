import { useEffect, useSyncExternalStore } from 'react';

// The colour theme (docs/decisions/0153-web-light-theme.md). The player picks system, light or dark in Mine; the
// choice persists in the app store (slot `themeChoice`). `theme-boot.js` applies the same rule from index.html
// before the first paint; from then on `useThemeSync` keeps <html data-theme> and the theme-color meta in step
// with the choice and with the system's preference.
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

/** The browser's toolbar colour per theme: the navigation bar's own colour. theme-boot.js repeats these. */
export const THEME_COLORS: Record<Theme, string> = { dark: '#070b14', light: '#f7f9fc' };

export const isThemeChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

export function resolveTheme(choice: ThemeChoice, systemPrefersLight: boolean): Theme {
  if (choice === 'system') return systemPrefersLight ? 'light' : 'dark';
  return choice;
}

const LIGHT_QUERY = '(prefers-color-scheme: light)';

export function systemPrefersLight(): boolean {
  return globalThis.matchMedia?.(LIGHT_QUERY).matches ?? false;
}

export function applyTheme(theme: Theme, doc: Document = document): void {
  doc.documentElement.dataset.theme = theme;
  doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/** Applies the choice now and again whenever the system's preference changes while the choice is `system`. */
export function useThemeSync(choice: ThemeChoice): void {
  useEffect(() => {
    applyTheme(resolveTheme(choice, systemPrefersLight()));
    if (choice !== 'system') return;
    const query = globalThis.matchMedia?.(LIGHT_QUERY);
    if (!query) return;
    const onChange = () => applyTheme(resolveTheme('system', query.matches));
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [choice]);
}

function subscribeTheme(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const currentTheme = (): Theme => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark');

/** The theme on screen, for what CSS cannot colour (a chart drawn on a canvas). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, currentTheme, () => 'dark');
}

/** The value of a colour variable of global.css as the current theme sets it. */
export function cssColor(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}
