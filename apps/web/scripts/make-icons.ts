import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Draws the app's icons (the hexagon and "M" of favicon.svg on the dark theme's background) and writes the PNGs
// the web app manifest and iOS need into public/icons/. Run by hand when the icon changes, then commit the PNGs:
//   node --import tsx apps/web/scripts/make-icons.ts
// Rendered by Debian's Chromium through Playwright (already a dev dependency): no image library, no download.
// Then reduced to a 256-colour palette by Debian's pngquant (`apt-get install pngquant`) when it is installed: a
// browser fetches icon-192.png during a first load (the manifest's icon), and quantized it is 4.6 KB, not 11.8 KB,
// with no visible difference (0212). Without pngquant the full-colour PNGs are written and a line says so.
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

/** Rewrites a PNG with a palette in place; false when pngquant is not installed. */
function quantize(file: string): boolean {
  try {
    execFileSync('pngquant', ['--quality', '80-95', '--speed', '1', '--strip', '--force', '--output', file, file]);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    console.log('pngquant is not installed: full-colour PNG');
    return false;
  }
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, svg } of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  const out = path.join(OUT, file);
  writeFileSync(out, await page.screenshot({ omitBackground: true, type: 'png' }));
  console.log(`${file} ${size}×${size}: ${quantize(out) ? 'quantized, ' : ''}${statSync(out).size} bytes`);
}
await browser.close();
