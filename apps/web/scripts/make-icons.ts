import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Draws the app's icons (the hexagon and "M" of favicon.svg on the dark theme's background) and writes the PNGs
// the web app manifest and iOS need into public/icons/. Run by hand when the icon changes, then commit the PNGs:
//   node --import tsx apps/web/scripts/make-icons.ts
// Rendered by Debian's Chromium through Playwright (already a dev dependency): no image library, no download.
const OUT = path.resolve(import.meta.dirname, '../public/icons');

/** `inset` is the share of the square the hexagon may use: maskable icons keep it inside the 80 % safe circle. */
function icon(inset: number, rounded: boolean): string {
  const pad = (64 * (1 - inset)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${64 + 2 * pad} ${64 + 2 * pad}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#35e0ff"/><stop offset="1" stop-color="#7a5cff"/></linearGradient>
  </defs>
  <rect x="${-pad}" y="${-pad}" width="${64 + 2 * pad}" height="${64 + 2 * pad}" rx="${rounded ? 14 + pad : 0}" fill="#081020"/>
  <path d="M32 4 56 18v28L32 60 8 46V18z" fill="#0b1220" stroke="url(#g)" stroke-width="4"/>
  <path d="M20 40V24l12 10 12-10v16" fill="none" stroke="url(#g)" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: icon(0.86, true) },
  { file: 'icon-512.png', size: 512, svg: icon(0.86, true) },
  // Full-bleed square: the launcher cuts its own shape; the hexagon stays inside the central 80 % circle.
  { file: 'maskable-512.png', size: 512, svg: icon(0.62, false) },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, svg: icon(0.8, false) },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, svg } of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  writeFileSync(path.join(OUT, file), await page.screenshot({ omitBackground: true, type: 'png' }));
  console.log(`${file} ${size}×${size}`);
}
await browser.close();
