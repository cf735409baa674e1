import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('useQuery', () => {
  it('is the only way features read queries', () => {
    const root = join(import.meta.dirname, '..');
    const direct = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('use-query.ts') && !file.endsWith('.test.tsx') && !file.endsWith('.test.ts'))
      .filter((file) => /import \{[^}]*\buse(Infinite)?Query\b[^}]*\} from '@tanstack\/react-query'/.test(readFileSync(join(root, file), 'utf8')));
    expect(direct).toEqual([]);
  });
});
