import { whenQuietAfterLoad } from '../lib/when-quiet-after-load.ts';

// The web app manifest is linked by the app, not from index.html (decision 0213). A browser fetches the manifest,
// and then its 192 px icon, as soon as it sees the link: in Lighthouse's trace of the battle page both came during
// the first load (181 and 277 ms, the ladder score at ~690 ms), sharing a phone's six connections with the page's
// code. Nothing needs them sooner: an install is offered after the page has loaded, and with the service worker,
// which registers at the same quiet moment after load (0225; it was once the first screen was shown, 0213).
export const MANIFEST_HREF = './manifest.webmanifest';

export function linkManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  doc.head.append(link);
}

export function linkManifestWhenQuiet(): void {
  whenQuietAfterLoad(() => linkManifest());
}
