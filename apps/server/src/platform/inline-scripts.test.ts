import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('hashes the exact text of each inline script and passes over scripts loaded from a file', () => {
    const html = [
      '<head><script>var a = 1;\n</script>',
      '<script type="module" crossorigin src="./js/index.js"></script>',
      '<script src="./x.js" ></script></head>',
      '<body><script type="text/javascript">b()</script></body>',
    ].join('');
    expect(inlineScriptSources(html)).toEqual([sha('var a = 1;\n'), sha('b()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptSources('<!doctype html><script type="module" src="./js/index.js"></script>')).toEqual([]);
  });
});
