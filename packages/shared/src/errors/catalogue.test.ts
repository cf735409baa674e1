import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage } from '../i18n/languages.ts';
import { ERROR_KEYS, ERRORS, errorKeyForCode } from './catalogue.ts';
import { ERROR_MESSAGES } from './messages.ts';

describe('error catalogue', () => {
  it('has a non-empty text for every key in every language', () => {
    for (const lang of LANGUAGES) {
      const texts = ERROR_MESSAGES[lang] as Record<string, string>;
      for (const key of ERROR_KEYS) expect(texts[key]?.trim(), `${lang}.${key}`).toBeTruthy();
      expect(Object.keys(texts).sort(), lang).toEqual([...ERROR_KEYS].sort());
    }
  });

  it('gives every key its own stable code', () => {
    const codes = ERROR_KEYS.map((k) => ERRORS[k].code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([ERRORS.ok.code, ERRORS.notLoggedIn.code, ERRORS.loginRequired.code, ERRORS.bindRequired.code, ERRORS.loginExpired.code]).toEqual([0, 400, 401, 402, 600]);
    for (const k of ERROR_KEYS) expect(errorKeyForCode(ERRORS[k].code)).toBe(k);
  });

  it('translates rather than copies: non-Chinese languages differ from zh-CN', () => {
    const same = ERROR_KEYS.filter((k) => k !== 'ok' && ERROR_MESSAGES.en[k] === ERROR_MESSAGES['zh-CN'][k]);
    expect(same).toEqual([]);
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['ja-JP,ja;q=0.9', 'ja'],
    ['zh-TW', 'zh-HK'],
    ['zh-Hant-HK', 'zh-HK'],
    ['en-US,en;q=0.8', 'en'],
    ['fr-FR, en;q=0.5', 'en'],
    ['de', 'zh-CN'],
    ['en;q=0.2, ja;q=0.9', 'ja'],
  ])('%s → %s', (header, lang) => {
    expect(pickLanguage(header)).toBe(lang);
  });
});
