import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { canGoBack, currentLocation, goBack, HashRouter, Link, navigate, Outlet, useNavigation, useSearchParams } from './index.ts';

function deferred() {
  let resolve!: (page: ComponentType) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<ComponentType>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Layout() {
  const { state } = useNavigation();
  return (
    <main>
      {state === 'loading' && <p>loading next</p>}
      <Outlet />
    </main>
  );
}

function Query() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>q={params.get('q') ?? ''}</p>
      <button onClick={() => setParams((prev) => ({ ...Object.fromEntries(prev), q: 'mecha' }), { replace: true })}>set</button>
      <Link to="/b">to b</Link>
    </>
  );
}

const ErrorPage = ({ error }: { error: unknown }) => <p>error: {String((error as Error)?.message)}</p>;
const Boot = () => <p>boot</p>;

function mount(pages: Map<string, () => Promise<ComponentType>>, at: string) {
  navigate(at, { replace: true });
  render(<HashRouter routes={{ pages, fallback: '/a' }} Layout={Layout} ErrorPage={ErrorPage} Boot={Boot} />);
}

describe('hash router', () => {
  it('keeps the page on screen while the next one loads, then shows it; history depth follows', async () => {
    const b = deferred();
    mount(new Map<string, () => Promise<ComponentType>>([['/a', async () => Query], ['/b', () => b.promise]]), '/a?q=x');
    expect(await screen.findByText('q=x')).toBeTruthy();
    fireEvent.click(screen.getByText('to b'));
    expect(currentLocation()).toEqual({ pathname: '/b', search: '' });
    expect(window.location.hash).toBe('#/b');
    expect(screen.getByText('loading next')).toBeTruthy();
    expect(screen.getByText('q=x')).toBeTruthy(); // the old page, with its own query
    await act(async () => b.resolve(() => <p>page b</p>));
    expect(screen.getByText('page b')).toBeTruthy();
    expect(screen.queryByText('loading next')).toBeNull();
    expect(canGoBack()).toBe(true);
  });

  it('sets query parameters on the same page, replacing the entry when asked', async () => {
    mount(new Map([['/a', async () => Query]]), '/a?q=x&page=2');
    const before = canGoBack();
    fireEvent.click(await screen.findByText('set'));
    expect(await screen.findByText('q=mecha')).toBeTruthy();
    expect(window.location.hash).toBe('#/a?q=mecha&page=2');
    expect(canGoBack()).toBe(before);
  });

  it('sends unknown paths and "/" to the fallback', async () => {
    mount(new Map([['/a', async () => () => <p>page a</p>]]), '/nowhere');
    expect(await screen.findByText('page a')).toBeTruthy();
    expect(window.location.hash).toBe('#/a');
  });

  it('shows the error page in the layout when a page fails to load or throws, and tries again on the next visit', async () => {
    let attempts = 0;
    const Throws = () => {
      throw new Error('render broke');
    };
    mount(
      new Map<string, () => Promise<ComponentType>>([
        ['/a', async () => () => <p>page a</p>],
        ['/c', async () => (++attempts === 1 ? Promise.reject(new Error('chunk failed')) : () => <p>page c</p>)],
        ['/d', async () => Throws],
      ]),
      '/c',
    );
    expect(await screen.findByText('error: chunk failed')).toBeTruthy();
    act(() => navigate('/a'));
    expect(await screen.findByText('page a')).toBeTruthy();
    act(() => navigate('/c'));
    expect(await screen.findByText('page c')).toBeTruthy();
    const quiet = console.error;
    console.error = () => undefined;
    try {
      act(() => navigate('/d'));
      expect(await screen.findByText('error: render broke')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    mount(new Map([['/a', async () => Query]]), '/a');
    const link = await screen.findByText('to b');
    expect(link.getAttribute('href')).toBe('#/b');
    fireEvent.click(link, { ctrlKey: true });
    expect(currentLocation().pathname).toBe('/a');
  });
});

describe('goBack', () => {
  it('goes to the fallback, replacing the entry, when no page of ours lies behind', async () => {
    mount(new Map([['/a', async () => () => <p>page a</p>], ['/b', async () => () => <p>page b</p>]]), '/b');
    window.history.replaceState({ idx: 0 }, '', '#/b');
    act(() => goBack('/a'));
    expect(await screen.findByText('page a')).toBeTruthy();
    expect(canGoBack()).toBe(false);
  });
});
