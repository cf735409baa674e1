import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHOTS } from './helpers.ts';

/** Character rankings are computed by a server job shortly after start: waits until a list has matches. */
export async function waitForRankings(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/record/hot-rank-list?mode=T1&tier=all&period=7d');
        const body = (await response.json()) as { data?: { Matches?: number } };
        return body.data?.Matches ?? 0;
      },
      { timeout: 90_000, intervals: [1000, 2000, 5000] },
    )
    .toBeGreaterThan(0);
}

/** Saves a downloaded poster beside the screenshots and returns its bytes. */
export async function savePoster(download: Download, name: string): Promise<Buffer> {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  await download.saveAs(file);
  return readFileSync(file);
}

/** Width and height from a PNG's IHDR chunk, and that it is a PNG at all. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the poster preview has been drawn. */
export async function posterDrawn(page: Page): Promise<void> {
  await expect(page.getByTestId('poster-image')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
}
