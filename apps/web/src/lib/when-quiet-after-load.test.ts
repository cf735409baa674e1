import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_AFTER_LOAD_MS, whenQuietAfterLoad } from './when-quiet-after-load.ts';

// The service worker's install and the manifest wait for a quiet moment after load (decision 0225), not the load
// event itself.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenQuietAfterLoad', () => {
  it('runs a while after load, in an idle period', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const run = vi.fn();
    whenQuietAfterLoad(run);
    // jsdom's document has loaded: the wait starts now.
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    idle[0]!();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for load when the document is still loading', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    whenQuietAfterLoad(run);
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS * 2);
    expect(run).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
