import { describe, expect, it, vi } from 'vitest';
import { fitWithin, SCREENSHOT_MAX_CHARS, shrinkToFit } from './downscale-image.ts';

// A fake encoder: the data URL's length grows with the pixel count and the quality, like a real JPEG's.
const fakeEncoder = (width: number, height: number) =>
  vi.fn((scale: number, quality: number) => 'data:image/jpeg;base64,' + 'A'.repeat(Math.round(width * scale * height * scale * quality * 0.6)));

describe('fitWithin', () => {
  it('keeps a small image as it is', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
  it('shrinks the longest edge to the limit, keeping the aspect ratio', () => {
    expect(fitWithin(1170, 2532, 1600)).toEqual({ width: 739, height: 1600 });
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
  });
});

describe('shrinkToFit', () => {
  it('returns the first try when it already fits', () => {
    const encode = fakeEncoder(300, 300);
    const url = shrinkToFit(encode);
    expect(url).not.toBeNull();
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('lowers quality, then size, until the data URL is under the limit', () => {
    const encode = fakeEncoder(739, 1600);
    const url = shrinkToFit(encode);
    expect(url).not.toBeNull();
    expect(url!.length).toBeLessThanOrEqual(SCREENSHOT_MAX_CHARS);
    expect(encode.mock.calls.length).toBeGreaterThan(1);
    // Never larger than the first attempt's size.
    for (const [scale] of encode.mock.calls) expect(scale).toBeLessThanOrEqual(1);
  });

  it('gives up (null) when nothing fits', () => {
    expect(shrinkToFit(() => 'x'.repeat(SCREENSHOT_MAX_CHARS + 1))).toBeNull();
  });
});
