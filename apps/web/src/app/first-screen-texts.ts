import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { en } from '../i18n/en.ts';
import { ja } from '../i18n/ja.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { zhHK } from '../i18n/zh-HK.ts';
import type { ShellTexts, VisitorHeroTexts } from '../lib/first-screen.ts';
import { TABS } from './tabs.ts';

// The shell's labels and the visitor hero's texts per language, for index.html's inline script to paint the first
// screen in the stored language before any app script (lib/first-screen.ts;
// docs/decisions/0220-web-home-paints-before-its-code.md). Read from the app's own dictionaries at build time
// (scripts/vite-first-page-preload.ts), so the shell says exactly what the tab bar and AccountHero say.
const DICTIONARIES = { 'zh-CN': zhCN, 'zh-HK': zhHK, en, ja } as const;

export const VISITOR_HERO_TEXTS: Record<string, VisitorHeroTexts> = Object.fromEntries(
  LANGUAGES.map((language) => {
    const { visitorTitle, visitorBody, visitorCta } = DICTIONARIES[language].home;
    return [language, [visitorTitle, visitorBody, visitorCta]];
  }),
);

export const SHELL_TEXTS: Record<string, ShellTexts> = Object.fromEntries(
  LANGUAGES.map((language) => {
    const messages = DICTIONARIES[language];
    return [language, [messages.common.appName, ...TABS.map((tab) => messages.tabs[tab.key])] as ShellTexts];
  }),
);
