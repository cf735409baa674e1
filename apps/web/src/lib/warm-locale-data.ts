// The first Intl formatter a page makes loads the browser's locale data: 15–70 ms on a desktop, about four times
// that on a phone, inside whichever render paints the first number or date — on the battle page, the one that paints
// the ladder score, its largest paint. index.html's inline script (first-page-preload.ts) has it loaded before the
// app asks: lib/format.ts's formatters, made later for the same language, then cost a fraction of a millisecond
// (docs/decisions/0208-web-warm-locale-data.md and 0225 have the figures).

import { afterFirstContentfulPaint } from './after-first-paint.ts';

/**
 * `formatsFirst`: the page's largest paint is a formatted figure (app/first-page-reads.ts's FIRST_PAGE_FORMATS).
 * There the worker starts at once, while the page's code downloads: started after the first contentful paint it
 * came too late for the battle page's first render, whose first `Intl.NumberFormat` still took 6–22 ms on the main
 * thread (the worker started 0–50 ms before it, or after); started at once it left that call at 0.1 ms, and
 * Lighthouse's TBT on the battle page went 191 → 119 ms (medians of 10, alternating; decision 0228).
 * Everywhere else the worker starts after the first contentful paint, off the shell's first layout: started with
 * the inline script on every page it held the shell's paint back by 30–45 ms on 2 cores (0225). On the battle page
 * that cost is the smaller one: Lighthouse's FCP there 1,198 → 1,232 ms in the same runs.
 * Where there is no worker, the main thread warms after the first contentful paint, and only where `formatsFirst`.
 * A browser without paint timing waits for a frame; a page that never paints (a background tab) never warms, and
 * loses nothing.
 */
export function warmLocaleData(language: string, formatsFirst: boolean, schedule: (run: () => void) => void = afterFirstContentfulPaint): void {
  if (typeof Intl !== 'object') return;
  // A worker refused at once is refused later too: the formats page then warms on the main thread, the worker once tried.
  if (formatsFirst) {
    if (!warmInWorker(language)) schedule(() => warmOnMainThread(language));
  } else schedule(() => warmInWorker(language));
}

function warmOnMainThread(language: string): void {
  const warm = (make: () => { format: (value: number) => string }) => {
    try {
      make().format(0);
    } catch {
      // An engine without this locale's data: the app's formatters fall back as they would anyway.
    }
  };
  // Numbers, then dates in a task of their own: each loads its own data, and the two together were one long task
  // (about 50 ms at a phone's pace) that the page's first input would wait behind.
  warm(() => new Intl.NumberFormat(language));
  setTimeout(() => warm(() => new Intl.DateTimeFormat(language)), 0);
}

/**
 * The locale data a renderer loads is the process's, not the thread's: a formatter made in a worker leaves the
 * main thread's first one as cheap as its later ones (a fresh Chromium: 17–36 ms for the worker, then 0.1 ms on the
 * main thread, decision 0225). So the warm-up runs there, on no thread the page paints with.
 * The worker is made from a blob (the CSP's worker-src allows it), so it costs no request. False where workers are
 * missing or refused: the caller then warms on the main thread.
 */
function warmInWorker(language: string): boolean {
  if (typeof Worker !== 'function' || typeof Blob !== 'function' || typeof URL.createObjectURL !== 'function') return false;
  const tag = JSON.stringify(language);
  // What the app's first screens make: numbers, dates, plurals (the texts' counts), "N minutes ago".
  const source = `try{new Intl.NumberFormat(${tag}).format(0);new Intl.DateTimeFormat(${tag}).format(0);new Intl.PluralRules(${tag}).select(1);new Intl.RelativeTimeFormat(${tag}).format(-1,'minute')}catch(e){}close()`;
  try {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url);
    // The worker has read its script once it runs; the blob is then only memory.
    const release = () => URL.revokeObjectURL(url);
    worker.addEventListener('error', release);
    setTimeout(release, 10_000);
    return true;
  } catch {
    return false;
  }
}
