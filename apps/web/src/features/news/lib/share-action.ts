import { translate } from '../../../i18n/i18n.ts';
import { languageOf } from '../../../lib/locale.ts';
import { appStore } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';

/** The phone's share sheet where there is one (Web Share API), else the link is copied. */
export async function shareOrCopy(data: { title: string; text?: string; url: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // The player closed the sheet: nothing to say. Anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyLink(data.url);
}

export async function copyLink(url: string): Promise<void> {
  const language = languageOf(appStore.get());
  try {
    await navigator.clipboard.writeText(url);
    showToast(translate('news.detail.copied', language), 'success');
  } catch {
    showToast(translate('news.detail.copyFailed', language, { url }), 'info', 6000);
  }
}
