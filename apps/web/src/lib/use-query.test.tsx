import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider, useQuery as useQueryNow } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQuery } from './use-query.ts';

describe('useQuery (deferred)', () => {
  it('renders arriving data in a background render, after an urgent one that still shows the old result', async () => {
    const seen: [unknown, unknown][] = [];
    function Probe() {
      const options = { queryKey: ['probe'], queryFn: () => Promise.resolve('arrived') };
      const now = useQueryNow(options);
      const deferred = useQuery(options);
      seen.push([now.data, deferred.data]);
      return <p>{deferred.data ?? 'waiting'}</p>;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('arrived')).toBeTruthy();
    // The store's update rendered first with the previous result (the cheap skeleton), then with the new one.
    expect(seen).toContainEqual(['arrived', undefined]);
    expect(seen.at(-1)).toEqual(['arrived', 'arrived']);
  });

  it('is the only way features read queries', () => {
    const root = join(import.meta.dirname, '..');
    const direct = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('use-query.ts') && !file.endsWith('.test.tsx') && !file.endsWith('.test.ts'))
      .filter((file) => /import \{[^}]*\buse(Infinite)?Query\b[^}]*\} from '@tanstack\/react-query'/.test(readFileSync(join(root, file), 'utf8')));
    expect(direct).toEqual([]);
  });
});
