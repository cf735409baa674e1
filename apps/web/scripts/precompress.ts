import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Writes `<file>.br` and `<file>.gz` beside every text file of the build, which the server sends as they are
// (@fastify/static `preCompressed`): compressed once at the strongest levels here instead of per request at a
// fast level (docs/decisions/0150-web-compression-and-budget.md). Run after `vite build`, which empties dist.
const TEXT = /\.(js|css|svg|html)$/;
const dist = path.resolve(import.meta.dirname, '..', process.env.WEB_DIST ?? 'dist');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const file of files(dist)) {
  const text = readFileSync(file);
  const brotli = brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  });
  const gzip = gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
  // A variant no smaller than the file is left out: the server then sends the plain file.
  if (brotli.length < text.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < text.length) writeFileSync(`${file}.gz`, gzip);
  count++;
  raw += text.length;
  br += Math.min(brotli.length, text.length);
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`);
