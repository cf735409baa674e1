import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAfterFirstReads, useAfterFirstReads } from './after-first-reads.ts';

// Dot-only reads wait for the first page's own reads (decision 0205).
function Page({ read }: { read: () => Promise<string> }) {
  useQuery({ queryKey: ['page'], queryFn: read });
  return null;
}

function Layout({ read }: { read: () => Promise<string> }) {
  const ready = useAfterFirstReads();
  return (
    <>
      <Page read={read} />
      <output data-testid="ready">{String(ready)}</output>
    </>
  );
}

const mount = (read: () => Promise<string>) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Layout read={read} />
    </QueryClientProvider>,
  );

beforeEach(resetAfterFirstReads);
afterEach(() => vi.useRealTimers());

describe('useAfterFirstReads', () => {
  it('turns true once the first page’s reads have come in', async () => {
    let answer!: (value: string) => void;
    mount(() => new Promise<string>((resolve) => (answer = resolve)));
    expect(screen.getByTestId('ready').textContent).toBe('false');
    await act(async () => answer('ok'));
    expect(screen.getByTestId('ready').textContent).toBe('true');
  });

  it('does not wait past 3 s for a read that hangs', async () => {
    vi.useFakeTimers();
    mount(() => new Promise<string>(() => undefined));
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId('ready').textContent).toBe('false');
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('ready').textContent).toBe('true');
  });

  it('stays true for the rest of the visit', () => {
    mount(() => Promise.resolve('ok'));
    return vi.waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true')).then(() => {
      mount(() => new Promise<string>(() => undefined));
      expect(screen.getAllByTestId('ready').map((e) => e.textContent)).toEqual(['true', 'true']);
    });
  });
});
