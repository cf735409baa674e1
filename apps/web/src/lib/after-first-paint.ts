/**
 * Runs `run` in a task of its own after the first contentful paint has reached the screen. A browser without paint
 * timing waits for a frame. `fallbackMs`: run anyway after that long, for work that must happen even in a page that
 * never paints (a background tab paints nothing until it is shown).
 */
export function afterFirstContentfulPaint(run: () => void, fallbackMs?: number): void {
  let done = false;
  const later = () => {
    if (done) return;
    done = true;
    setTimeout(run, 0);
  };
  if (fallbackMs !== undefined) setTimeout(later, fallbackMs);
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(later);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    later();
  });
  observer.observe({ type: 'paint', buffered: true });
}
