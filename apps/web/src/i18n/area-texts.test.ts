import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { appStore } from '../lib/store.ts';
import { activeLanguage } from './active-language.ts';
import { areasReady, loadArea, withTexts } from './area-texts.ts';
import { switchLanguage } from './i18n.ts';
import { text } from './translator.ts';

// Area dictionaries (docs/decisions/0160-web-area-texts.md): loaded with their pages, merged beside the language
// chunk's texts, and loaded in the new language before a language switch takes effect.
const index = (language: (typeof LANGUAGES)[number]) => LANGUAGES.indexOf(language);

describe('area texts', () => {
  it('are not there until a page of the area loads, then sit beside the UI texts', async () => {
    await switchLanguage(index('en'));
    expect(text('en', 'pay.title')).toBe('pay.title');
    expect(areasReady('ja')).toBe(true); // nothing in use yet
    const page = withTexts(['pay'], async () => ({ Page: 'page' }));
    await expect(page()).resolves.toEqual({ Page: 'page' });
    expect(text('en', 'pay.title')).toBe('Top-up');
    // The language chunk's texts are still there (addTexts merges).
    expect(text('en', 'common.retry')).toBe('Retry');
    expect(areasReady('en')).toBe(true);
    expect(areasReady('ja')).toBe(false);
  });

  it('load in the new language before a switch takes effect, and every key of every language is filled', async () => {
    const switching = switchLanguage(index('ja'));
    // Not switched yet: the Japanese pay texts are still on their way.
    expect(activeLanguage()).toBe('en');
    await switching;
    expect(activeLanguage()).toBe('ja');
    expect(text('ja', 'pay.title')).toBe('チャージ');
    expect(text('ja', 'pay.confirm.go')).toBe('決済へ進む');
  });

  it('follow a language changed without switchLanguage (another tab) once its areas are in', async () => {
    appStore.set({ languageIndex: index('zh-HK') });
    // follow() waits for the zh-HK pay texts before making zh-HK the active language.
    expect(activeLanguage()).toBe('ja');
    await expect.poll(() => activeLanguage()).toBe('zh-HK');
    expect(text('zh-HK', 'pay.title')).toBe('儲值中心');
  });

  it('has every English key in each language (every area)', async () => {
    const areas = ['pay', 'address', 'mall', 'annual', 'lottery', 'competition', 'compDialogs', 'status'] as const;
    await Promise.all(LANGUAGES.flatMap((language) => areas.map((area) => loadArea(area, language))));
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'string' ? [prefix] : Object.entries(value as object).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
    const english = await Promise.all([
      import('./pay/en.ts').then((m) => m.payEn),
      import('./address/en.ts').then((m) => m.addressEn),
      import('./mall/en.ts').then((m) => m.mallEn),
      import('./annual/en.ts').then((m) => m.annualEn),
      import('./lottery/en.ts').then((m) => m.lotteryEn),
      import('./competition/en.ts').then((m) => m.competitionEn),
      import('./comp-dialogs/en.ts').then((m) => m.compDialogsEn),
      import('./status/en.ts').then((m) => m.statusEn),
    ]);
    for (const key of english.flatMap((texts) => keys(texts))) {
      for (const language of LANGUAGES) expect(text(language, key as never), `${language} ${key}`).not.toBe(key);
    }
  });
});
