import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_AFTER_LOAD_MS } from '../lib/when-quiet-after-load.ts';
import { linkManifest, linkManifestWhenQuiet, MANIFEST_HREF } from './manifest-link.ts';

// The manifest is linked by the app, at the quiet moment after load when the service worker registers (0213, 0225).
const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

beforeEach(() => {
  for (const link of manifestLinks()) link.remove();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the manifest link', () => {
  it('is added a while after load, in an idle period, and only once', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    linkManifestWhenQuiet();
    linkManifestWhenQuiet();
    vi.advanceTimersByTime(QUIET_AFTER_LOAD_MS - 1);
    expect(manifestLinks()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]!.getAttribute('href')).toBe(MANIFEST_HREF);
  });

  it('keeps a link that is already there', () => {
    linkManifest();
    linkManifest();
    expect(manifestLinks()).toHaveLength(1);
  });
});
