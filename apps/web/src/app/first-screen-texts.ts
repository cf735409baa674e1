import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { en } from '../i18n/en.ts';
import { ja } from '../i18n/ja.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { zhHK } from '../i18n/zh-HK.ts';
import type { VisitorHeroTexts } from '../lib/first-screen.ts';

// The visitor hero's texts per language, for index.html's inline script to paint home's first screen before any
// app script (lib/first-screen.ts; docs/decisions/0220-web-home-paints-before-its-code.md). Read from the app's own
// dictionaries at build time (scripts/vite-first-page-preload.ts), so the shell says exactly what AccountHero says.
const DICTIONARIES = { 'zh-CN': zhCN, 'zh-HK': zhHK, en, ja } as const;

export const VISITOR_HERO_TEXTS: Record<string, VisitorHeroTexts> = Object.fromEntries(
  LANGUAGES.map((language) => {
    const { visitorTitle, visitorBody, visitorCta } = DICTIONARIES[language].home;
    return [language, [visitorTitle, visitorBody, visitorCta]];
  }),
);
