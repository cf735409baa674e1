import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAfterFirstReads, useAfterFirstReads, useFirstScreenShown } from './after-first-reads.ts';

// Reads for what is not the first screen wait for the first page's own reads and their paint (decisions 0205, 0212).
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
  it('turns true once the first page’s reads have come in and the browser has painted them', async () => {
    let answer!: (value: string) => void;
    mount(() => new Promise<string>((resolve) => (answer = resolve)));
    expect(screen.getByTestId('ready').textContent).toBe('false');
    await act(async () => answer('ok'));
    // Not in the commit that shows the answer: after the next frame (decision 0212).
    expect(screen.getByTestId('ready').textContent).toBe('false');
    await vi.waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true'));
  });

  it('waits for a page that holds its first screen until that screen is shown and painted', async () => {
    function HoldingPage({ shown }: { shown: boolean }) {
      useFirstScreenShown(shown);
      return null;
    }
    const client = new QueryClient();
    const tree = (shown: boolean) => (
      <QueryClientProvider client={client}>
        <HoldingPage shown={shown} />
        <Layout read={() => Promise.resolve('ok')} />
      </QueryClientProvider>
    );
    const { rerender } = render(tree(false));
    // The reads are in and painted, but the page's largest paint is a render still to come.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByTestId('ready').textContent).toBe('false');
    rerender(tree(true));
    expect(screen.getByTestId('ready').textContent).toBe('false');
    await vi.waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true'));
  });

  it('waits for a page whose reads start after the first user of the hook, one of its children, has mounted', async () => {
    // React runs a child's effects before its parent's: "match data updated" on a record page looks at the cache
    // before the page's own query has subscribed and started its read.
    function Ready() {
      return <output data-testid="ready">{String(useAfterFirstReads())}</output>;
    }
    function RecordPage({ read }: { read: () => Promise<string> }) {
      useQuery({ queryKey: ['record'], queryFn: read });
      return <Ready />;
    }
    let answer!: (value: string) => void;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RecordPage read={() => new Promise<string>((resolve) => (answer = resolve))} />
      </QueryClientProvider>,
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByTestId('ready').textContent).toBe('false');
    await act(async () => answer('ok'));
    await vi.waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true'));
  });

  it('watches the query cache once, however many components ask', async () => {
    const client = new QueryClient();
    const subscribe = vi.spyOn(client.getQueryCache(), 'subscribe');
    function Ready() {
      useAfterFirstReads();
      return null;
    }
    let answer!: (value: string) => void;
    render(
      <QueryClientProvider client={client}>
        <Page read={() => new Promise<string>((resolve) => (answer = resolve))} />
        <Ready />
        <Ready />
        <Ready />
      </QueryClientProvider>,
    );
    // useQuery's own observer subscribes to its query, not to the cache: this one is the gate's.
    expect(subscribe).toHaveBeenCalledTimes(1);
    await act(async () => answer('ok'));
    // Once open, nothing is left watching.
    await vi.waitFor(() => expect(client.getQueryCache().hasListeners()).toBe(false));
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('does not wait past 3 s for a read that hangs', async () => {
    vi.useFakeTimers();
    mount(() => new Promise<string>(() => undefined));
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId('ready').textContent).toBe('false');
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('ready').textContent).toBe('true');
  });

  it('re-renders each of its users in a task of its own once it opens', async () => {
    // Decision 0227: what the gate lets in renders piece by piece, not as one long task. A mutation observer's
    // callback runs once a render's task has finished its DOM changes: rendered together, the two users never show
    // apart.
    function User({ id }: { id: string }) {
      return <output data-testid={id}>{String(useAfterFirstReads())}</output>;
    }
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <Page read={() => Promise.resolve('ok')} />
        <User id="a" />
        <User id="b" />
      </QueryClientProvider>,
    );
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(`${screen.getByTestId('a').textContent} ${screen.getByTestId('b').textContent}`));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await vi.waitFor(() => expect(seen.at(-1)).toBe('true true'));
    observer.disconnect();
    expect(seen).toContain('true false');
  });

  it('stays true for the rest of the visit', () => {
    mount(() => Promise.resolve('ok'));
    return vi.waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true')).then(() => {
      mount(() => new Promise<string>(() => undefined));
      expect(screen.getAllByTestId('ready').map((e) => e.textContent)).toEqual(['true', 'true']);
    });
  });
});
