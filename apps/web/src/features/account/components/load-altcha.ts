import type { Language } from '@mecha/shared/i18n/languages';

// The widget (~35 KiB gzipped) is needed only on the login and bind forms, so it loads on first use. Its own
// texts come from the package's language packs, registered after the widget so `$altcha` exists.
export const ALTCHA_LANGUAGE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-HK': 'zh-tw', en: 'en', ja: 'ja' };

let loading: Promise<void> | undefined;

export function loadAltcha(): Promise<void> {
  loading ??= import('altcha')
    .then(() => Promise.all([import('altcha/i18n/zh-cn'), import('altcha/i18n/zh-tw'), import('altcha/i18n/ja')]))
    .then(() => undefined)
    .catch((error: unknown) => {
      loading = undefined; // let a later mount try again
      throw error;
    });
  return loading;
}

/**
 * The challenge endpoint may answer inside the API envelope ({code, data, msg}); the widget wants the bare
 * challenge, so unwrap it here and leave any other response untouched.
 */
export const envelopeAwareFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const body: unknown = await response.clone().json().catch(() => null);
  if (body && typeof body === 'object' && 'code' in body && 'data' in body) {
    const { code, data } = body as { code: number; data: unknown };
    return new Response(JSON.stringify(data), {
      status: code === 0 ? 200 : response.status >= 400 ? response.status : 500,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return response;
};
