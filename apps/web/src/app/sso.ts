import { loadLanguage, translate } from '../i18n/i18n.ts';
import { getUserInfo } from '../features/account/api/get-user-info.ts';
import { login } from '../features/account/api/login.ts';
import { applyLogin } from '../features/account/session.ts';
import { languageOf } from '../lib/locale.ts';
import { appStore } from '../lib/store.ts';
import { showToast } from '../lib/toast.ts';
import { extractWzToken } from '../lib/sso-token.ts';

/**
 * PRODUCT.md "Accounts and login": a wztoken in the URL is exchanged for a session, user info is fetched, and
 * the page goes back to its bare address. The address is cleaned first so the token never lingers in history
 * or gets replayed by a reload, whatever the outcome of the exchange.
 */
export async function signInFromUrl(): Promise<void> {
  const { token, cleanHref } = extractWzToken(window.location.href);
  if (!token) return;
  window.history.replaceState(window.history.state, '', cleanHref);
  try {
    applyLogin(await login({ wztoken: token }));
    await getUserInfo();
    // The sign-in can finish before the language's texts have arrived (it starts first, at boot).
    const language = languageOf(appStore.get());
    await loadLanguage(language);
    showToast(translate('login.welcome', language), 'success');
  } catch {
    // The wrapper has already toasted the reason (invalid or expired token).
  }
}
