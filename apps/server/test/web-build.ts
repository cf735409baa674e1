import { writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A file of a fake build as `vite build` and the precompress step leave it: itself, then its .br and .gz beside. */
export function writeWithVariants(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}
