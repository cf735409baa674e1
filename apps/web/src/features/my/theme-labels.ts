import type { ThemeChoice } from '../../lib/theme.ts';

export const THEME_LABELS = {
  system: 'my.themeSystem',
  light: 'my.themeLight',
  dark: 'my.themeDark',
} as const satisfies Record<ThemeChoice, string>;
