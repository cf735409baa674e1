import { API } from '@mecha/shared/api-paths';
import type { IpData } from '@mecha/shared/app/ip';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { request } from '../lib/request.ts';
import { storageKey } from '../lib/storage.ts';
import { appStore } from '../lib/store.ts';

// On hosts configured for it (IP_LANGUAGE_HOSTS, app-config `ipLanguage`; decision 0182), a first visit with no
// language chosen yet asks GET /api/ip once and starts in the country's language (CN → zh-CN, HK/TW/MO → zh-HK,
// JP → ja, else en). The pick is stored like a choice, so it is asked once; a language the player picks wins.
let asked = false;

/** The first language for a country (`ZZ`, unknown, and every other country: English). */
export function languageForCountry(code: string): Language {
  if (code === 'CN') return 'zh-CN';
  if (code === 'HK' || code === 'TW' || code === 'MO') return 'zh-HK';
  if (code === 'JP') return 'ja';
  return 'en';
}

export function hasStoredLanguage(): boolean {
  try {
    return globalThis.localStorage?.getItem(storageKey('languageIndex')) != null;
  } catch {
    return true; // no storage: keep the browser's language rather than ask on every visit
  }
}

export async function pickLanguageByIp(): Promise<void> {
  if (asked || hasStoredLanguage()) return;
  asked = true;
  try {
    const { code } = await request<IpData>(API.ip, { toast: false });
    // The player may have chosen while the answer was on its way.
    if (hasStoredLanguage()) return;
    appStore.set({ languageIndex: LANGUAGES.indexOf(languageForCountry(code)) });
  } catch {
    // Unknown: the browser's language stays.
  }
}
