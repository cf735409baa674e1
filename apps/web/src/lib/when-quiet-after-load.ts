// Work the page's first load does not need and that keeps the browser's other threads and processes busy (the
// service worker's install, the manifest and its icon): it waits for a quiet moment after load, so it does not take
// a phone's few cores from the first page's own tasks (decision 0225).
export const QUIET_AFTER_LOAD_MS = 5000;
// An idle moment is waited for this long at most: a page kept busy (an animation) still gets its turn.
const IDLE_TIMEOUT_MS = 5000;

/** Runs `run` QUIET_AFTER_LOAD_MS after the page's `load`, in an idle period where the browser reports them. */
export function whenQuietAfterLoad(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : run());
  const later = () => setTimeout(idle, QUIET_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
