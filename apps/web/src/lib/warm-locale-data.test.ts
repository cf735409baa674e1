import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleData } from './warm-locale-data.ts';

// The warm-up's worker (decision 0225): the formatters are made there, the main thread makes none.
class FakeWorker {
  static made: FakeWorker[] = [];
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  addEventListener() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeWorker.made = [];
});

function stubBlobUrls(): Map<string, Blob> {
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:warm-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return blobs;
}

describe('warmLocaleData', () => {
  it("makes the language's formatters in a worker, on any page, and none on the main thread", async () => {
    const blobs = stubBlobUrls();
    vi.stubGlobal('Worker', FakeWorker);
    const made = vi.fn();
    const scheduled: (() => void)[] = [];
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: made, DateTimeFormat: made });
    warmLocaleData('ja', false, (run) => scheduled.push(run));
    // A page that formats nothing first: once the shell has painted (the schedule), not before.
    expect(FakeWorker.made).toHaveLength(0);
    scheduled[0]!();
    expect(FakeWorker.made).toHaveLength(1);
    // A page whose largest paint is a formatted figure: at once, as its first render may come before that paint.
    warmLocaleData('zh-HK', true, (run) => scheduled.push(run));
    expect(scheduled).toHaveLength(1);
    expect(FakeWorker.made).toHaveLength(2);
    expect(made).not.toHaveBeenCalled();
    const source = await blobs.get(FakeWorker.made[1]!.url)!.text();
    expect(source).toContain('new Intl.NumberFormat("zh-HK")');
    expect(source).toContain('new Intl.DateTimeFormat("zh-HK")');
  });

  it('tries a refused worker once on a page that formats figures first, then warms on the main thread', () => {
    stubBlobUrls();
    let tried = 0;
    vi.stubGlobal('Worker', function RefusedWorker() {
      tried++;
      throw new DOMException('refused by the content security policy', 'SecurityError');
    });
    const made = vi.fn(() => ({ format: () => '' }));
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: made, DateTimeFormat: made });
    const scheduled: (() => void)[] = [];
    warmLocaleData('en', true, (run) => scheduled.push(run));
    expect(tried).toBe(1);
    expect(made).not.toHaveBeenCalled();
    scheduled[0]!();
    expect(tried).toBe(1);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('falls back to the main thread, after the first paint, only for a page that formats figures first, dates in a task of their own', () => {
    vi.stubGlobal('Worker', undefined);
    const made: string[] = [];
    vi.stubGlobal('Intl', {
      NumberFormat: class {
        constructor(language: string) {
          made.push(`number ${language}`);
        }
        format = () => '';
      },
      DateTimeFormat: class {
        constructor(language: string) {
          made.push(`date ${language}`);
        }
        format = () => '';
      },
    });
    const scheduled: (() => void)[] = [];
    vi.useFakeTimers();
    try {
      warmLocaleData('en', false, (run) => scheduled.push(run));
      scheduled[0]!();
      vi.runAllTimers();
      expect(made).toEqual([]);
      warmLocaleData('en', true, (run) => scheduled.push(run));
      expect(made).toEqual([]);
      scheduled[1]!();
      expect(made).toEqual(['number en']);
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
    expect(made).toEqual(['number en', 'date en']);
  });
});
