import { beforeAll, describe, expect, it } from 'vitest';
import { addTexts, resetTexts, text, translatorFor } from './translator.ts';

// The translator stands in for i18next: these are the behaviours the dictionaries rely on.
describe('translator', () => {
  // After the setup file's real dictionaries: this file's own small ones replace them.
  beforeAll(() => {
    resetTexts();
    addTexts('en', {
      common: { appName: 'Mecha', uid: 'UID {{uid}}', pair: '{{a}} and {{ a }}' },
      record: { placementHint_one: 'Play {{count}} more match', placementHint_other: 'Play {{count}} more matches' },
    } as never);
    addTexts('ja', { record: { placementHint_other: 'あと{{count}}試合' } } as never);
    addTexts('zh-HK', {});
  });

  it('walks nested keys and fills every {{name}}', () => {
    expect(text('en', 'common.appName' as never)).toBe('Mecha');
    expect(text('en', 'common.uid' as never, { uid: 10001 })).toBe('UID 10001');
    expect(text('en', 'common.pair' as never, { a: 'x' })).toBe('x and x');
  });

  it('picks the plural form of the language by count', () => {
    const t = translatorFor('en');
    expect(t('record.placementHint' as never, { count: 1 })).toBe('Play 1 more match');
    expect(t('record.placementHint' as never, { count: 3 })).toBe('Play 3 more matches');
    // Japanese has one form: "other"
    expect(text('ja', 'record.placementHint' as never, { count: 1 })).toBe('あと1試合');
  });

  it('leaves a missing value visible and a missing key as the key', () => {
    expect(text('en', 'common.uid' as never, {})).toBe('UID {{uid}}');
    expect(text('en', 'common.nothing' as never)).toBe('common.nothing');
    expect(text('en', 'common' as never)).toBe('common');
    expect(text('en', 'common.appName.__proto__' as never)).toBe('common.appName.__proto__');
    expect(text('zh-HK', 'common.appName' as never)).toBe('common.appName');
    expect(text('fr' as never, 'common.appName' as never)).toBe('common.appName');
  });

  it('merges what is added later (an area) into what is there, branch by branch', () => {
    addTexts('en', { common: { extra: 'More' }, area: { title: 'Area' } } as never);
    expect(text('en', 'common.appName' as never)).toBe('Mecha');
    expect(text('en', 'common.extra' as never)).toBe('More');
    expect(text('en', 'area.title' as never)).toBe('Area');
    addTexts('en', { common: { appName: 'Mecha 2' } } as never);
    expect(text('en', 'common.appName' as never)).toBe('Mecha 2');
    expect(text('en', 'common.uid' as never, { uid: 1 })).toBe('UID 1');
  });
});
