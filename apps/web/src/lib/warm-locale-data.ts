// The first Intl formatter a page makes loads the browser's locale data: 15–30 ms on a desktop, about four times
// that on a phone, inside whichever render paints the first number or date — on the battle page, the one that paints
// the ladder score, its largest paint. While the first page's code downloads the main thread has nothing to do, so
// index.html's inline script (first-page-preload.ts) makes one number and one date formatter then, in a task of
// its own; lib/format.ts's formatters, made later for the same language, then cost a fraction of a millisecond
// (docs/decisions/0208-web-warm-locale-data.md has the figures).

import { afterFirstContentfulPaint } from './after-first-paint.ts';

/**
 * After the first contentful paint: straight away, the warm-up held the app shell's paint back by as long as it
 * took (FCP +70 ms at a phone's pace), and so did waiting for the first frame alone, which comes before the shell's
 * text is laid out. A browser without paint timing waits for a frame; a page that never paints (a background tab)
 * never warms, and loses nothing.
 */
export function warmLocaleData(language: string, schedule: (run: () => void) => void = afterFirstContentfulPaint): void {
  if (typeof Intl !== 'object') return;
  const warm = (make: () => { format: (value: number) => string }) => {
    try {
      make().format(0);
    } catch {
      // An engine without this locale's data: the app's formatters fall back as they would anyway.
    }
  };
  // Numbers, then dates in a task of their own: each loads its own data, and the two together were one long task
  // (about 50 ms at a phone's pace) that the page's first input would wait behind.
  schedule(() => {
    warm(() => new Intl.NumberFormat(language));
    setTimeout(() => warm(() => new Intl.DateTimeFormat(language)), 0);
  });
}
