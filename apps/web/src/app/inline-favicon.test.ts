// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { faviconDataUrl, inlineFavicon } from '../../scripts/vite-inline-favicon.ts';

// The favicon is written into index.html, so a first load fetches no icon (decision 0213).
const web = path.resolve(import.meta.dirname, '../..');
const svg = readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');

describe('inlineFavicon', () => {
  it('puts the favicon into index.html’s icon link as a data: URL that decodes to the file', () => {
    const html = inlineFavicon(readFileSync(path.join(web, 'index.html'), 'utf8'), svg);
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe(faviconDataUrl(svg));
    expect(decodeURIComponent(href!.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
    expect(html).not.toContain('./favicon.svg"');
  });

  it('fails the build when index.html has no icon link to inline', () => {
    expect(() => inlineFavicon('<html><head></head></html>', svg)).toThrow(/no <link/);
  });
});
