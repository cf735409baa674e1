import type { Language } from '@mecha/shared/i18n/languages';
import { languageOf } from '../lib/locale.ts';
import { appStore } from '../lib/store.ts';
import { activeLanguage } from './active-language.ts';
import { addTexts, type Dictionary } from './translator.ts';

// Each area's texts live in their own per-language dictionaries, loaded with its pages (ARCHITECTURE.md): the
// language chunk is on the home page's critical path and stays the UI's and welfare's only. A route whose page
// needs an area awaits `withTexts` before it renders; from then on the area is "in use", and a language switch
// loads it in the new language before the switch takes effect (i18n.ts). docs/decisions/0160-web-area-texts.md.

/** Areas with their own dictionaries. The address form's texts are one: the top-up prizes, mall and draw share it. */
export type TextArea = 'pay' | 'address' | 'mall' | 'annual' | 'lottery' | 'competition' | 'compDialogs' | 'status';

type AreaLoader = () => Promise<Dictionary>;

// Static import() calls, one chunk per area and language.
const LOADERS: Record<TextArea, Record<Language, AreaLoader>> = {
  pay: {
    en: () => import('./pay/en.ts').then((m) => m.payEn),
    'zh-CN': () => import('./pay/zh-CN.ts').then((m) => m.payZhCN),
    'zh-HK': () => import('./pay/zh-HK.ts').then((m) => m.payZhHK),
    ja: () => import('./pay/ja.ts').then((m) => m.payJa),
  },
  address: {
    en: () => import('./address/en.ts').then((m) => m.addressEn),
    'zh-CN': () => import('./address/zh-CN.ts').then((m) => m.addressZhCN),
    'zh-HK': () => import('./address/zh-HK.ts').then((m) => m.addressZhHK),
    ja: () => import('./address/ja.ts').then((m) => m.addressJa),
  },
  mall: {
    en: () => import('./mall/en.ts').then((m) => m.mallEn),
    'zh-CN': () => import('./mall/zh-CN.ts').then((m) => m.mallZhCN),
    'zh-HK': () => import('./mall/zh-HK.ts').then((m) => m.mallZhHK),
    ja: () => import('./mall/ja.ts').then((m) => m.mallJa),
  },
  annual: {
    en: () => import('./annual/en.ts').then((m) => m.annualEn),
    'zh-CN': () => import('./annual/zh-CN.ts').then((m) => m.annualZhCN),
    'zh-HK': () => import('./annual/zh-HK.ts').then((m) => m.annualZhHK),
    ja: () => import('./annual/ja.ts').then((m) => m.annualJa),
  },
  lottery: {
    en: () => import('./lottery/en.ts').then((m) => m.lotteryEn),
    'zh-CN': () => import('./lottery/zh-CN.ts').then((m) => m.lotteryZhCN),
    'zh-HK': () => import('./lottery/zh-HK.ts').then((m) => m.lotteryZhHK),
    ja: () => import('./lottery/ja.ts').then((m) => m.lotteryJa),
  },
  competition: {
    en: () => import('./competition/en.ts').then((m) => m.competitionEn),
    'zh-CN': () => import('./competition/zh-CN.ts').then((m) => m.competitionZhCN),
    'zh-HK': () => import('./competition/zh-HK.ts').then((m) => m.competitionZhHK),
    ja: () => import('./competition/ja.ts').then((m) => m.competitionJa),
  },
  compDialogs: {
    en: () => import('./comp-dialogs/en.ts').then((m) => m.compDialogsEn),
    'zh-CN': () => import('./comp-dialogs/zh-CN.ts').then((m) => m.compDialogsZhCN),
    'zh-HK': () => import('./comp-dialogs/zh-HK.ts').then((m) => m.compDialogsZhHK),
    ja: () => import('./comp-dialogs/ja.ts').then((m) => m.compDialogsJa),
  },
  status: {
    en: () => import('./status/en.ts').then((m) => m.statusEn),
    'zh-CN': () => import('./status/zh-CN.ts').then((m) => m.statusZhCN),
    'zh-HK': () => import('./status/zh-HK.ts').then((m) => m.statusZhHK),
    ja: () => import('./status/ja.ts').then((m) => m.statusJa),
  },
};

const inUse = new Set<TextArea>();
const pending = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const slot = (area: TextArea, language: Language) => `${area}|${language}`;

/** Loads one area's texts in one language, once; a failed chunk (offline) may be retried by the next call. */
export function loadArea(area: TextArea, language: Language): Promise<void> {
  const id = slot(area, language);
  let loading = pending.get(id);
  if (!loading) {
    loading = LOADERS[area][language]().then((texts) => {
      addTexts(language, texts);
      loaded.add(id);
    });
    loading.catch(() => pending.delete(id));
    pending.set(id, loading);
  }
  return loading;
}

/** Every area in use has its texts in `language` (so switching to it now mixes no languages). */
export function areasReady(language: Language): boolean {
  return [...inUse].every((area) => loaded.has(slot(area, language)));
}

/** The texts of every area in use, in `language`: what a language switch waits for beside the language chunk. */
export function loadAreasInUse(language: Language): Promise<void> {
  return Promise.all([...inUse].map((area) => loadArea(area, language))).then(() => undefined);
}

/**
 * Marks the areas in use and loads them in the language shown now and the one chosen (they differ while a switch
 * is on its way). What a route's page loader awaits beside its code.
 */
export function needAreas(areas: readonly TextArea[]): Promise<void> {
  const languages = new Set([activeLanguage(), languageOf(appStore.get())]);
  for (const area of areas) inUse.add(area);
  return Promise.all(areas.flatMap((area) => [...languages].map((language) => loadArea(area, language)))).then(() => undefined);
}

/** A page module loaded together with its areas' texts: `lazyPage(withTexts(['pay'], () => import(…)), pick)`. */
export function withTexts<M>(areas: readonly TextArea[], load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), needAreas(areas)]).then(([module]) => module);
}
