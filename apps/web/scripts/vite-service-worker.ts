import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Writes dist/sw.js after the build (docs/decisions/0152-web-pwa-and-offline.md): src/sw/service-worker.js with
// two constants in front, VERSION (a hash of index.html and every built file's name, so each deploy gets its own
// cache) and SHELL (the files index.html loads itself). The server sends sw.js without long caching.
const SOURCE = path.resolve(import.meta.dirname, '../src/sw/service-worker.js');
const SHELL_TAG = /<(?:script[^>]*\ssrc|link[^>]*\srel="(?:stylesheet|modulepreload)"[^>]*\shref)="\.\/((?:js|css|assets)\/[^"]+)"/g;

function* builtFiles(dir: string, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* builtFiles(full, base);
    } else yield path.relative(base, full).split(path.sep).join('/');
  }
}

export function shellFiles(html: string): string[] {
  return [...new Set([...html.matchAll(SHELL_TAG)].map((match) => match[1]!))];
}

export function serviceWorker(): Plugin {
  return {
    name: 'mecha-service-worker',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir!;
      const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
      const files = [...builtFiles(dir)].filter((file) => file !== 'sw.js').sort();
      const version = createHash('sha256').update(html).update(files.join('\n')).digest('hex').slice(0, 12);
      const head = `const VERSION = ${JSON.stringify(version)};\nconst SHELL = ${JSON.stringify(shellFiles(html))};\n`;
      writeFileSync(path.join(dir, 'sw.js'), head + readFileSync(SOURCE, 'utf8'));
    },
  };
}
