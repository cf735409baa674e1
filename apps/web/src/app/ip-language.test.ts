import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../lib/storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  localStorage.clear();
});

function answer(code: string) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { code, area: `${code}||` }, msg: '' }), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('first language by IP', () => {
  it('maps countries to the four languages', async () => {
    const { languageForCountry } = await import('./ip-language.ts');
    expect(['CN', 'HK', 'TW', 'MO', 'JP', 'US', 'ZZ'].map(languageForCountry)).toEqual(['zh-CN', 'zh-HK', 'zh-HK', 'zh-HK', 'ja', 'en', 'en']);
  });

  it('asks /api/ip once when no language is stored, and stores the pick', async () => {
    localStorage.removeItem(storageKey('languageIndex'));
    const fetchMock = answer('JP');
    const { pickLanguageByIp } = await import('./ip-language.ts');
    const { appStore } = await import('../lib/store.ts');
    await pickLanguageByIp();
    await pickLanguageByIp();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toBe('/api/ip');
    expect(appStore.get().languageIndex).toBe(3);
    expect(localStorage.getItem(storageKey('languageIndex'))).toBe('3');
  });

  it('leaves a stored choice alone without asking', async () => {
    localStorage.setItem(storageKey('languageIndex'), '2');
    const fetchMock = answer('CN');
    const { pickLanguageByIp } = await import('./ip-language.ts');
    await pickLanguageByIp();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
