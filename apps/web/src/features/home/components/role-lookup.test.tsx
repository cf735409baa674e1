import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { RouterContext } from '../../../lib/hash-router/context.ts';
import { appStore } from '../../../lib/store.ts';
import { RoleLookup } from './role-lookup.tsx';

// The home page's UID lookup, typed or linked (`?uid=`, as the 2v2 partners page links a partner's card).
const asked: string[] = [];

beforeEach(async () => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const uid = new URL(url, 'http://x').searchParams.get('uid') ?? '';
      asked.push(uid);
      const role = { uid, nickname: `Pilot ${uid}`, level: 30, avatar: '', edition: 'global', region: 'NA' };
      return new Response(JSON.stringify({ code: 0, data: role, msg: '' }));
    }),
  );
  appStore.set({ token: null, selectedRoleId: null, languageIndex: 2 });
  await act(() => switchLanguage(2));
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <RouterContext.Provider value={{ location: { pathname: '/pages/home/index', search }, pending: false }}>
      <QueryClientProvider client={client}>
        <RoleLookup />
      </QueryClientProvider>
    </RouterContext.Provider>,
  );
}

describe('the role lookup', () => {
  it('fills the field from ?uid= and shows that role’s card', async () => {
    renderAt('?uid=1234567');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('1234567');
    const card = await screen.findByTestId('role-card');
    expect(card.dataset.uid).toBe('1234567');
    expect(asked).toEqual(['1234567']);
  });

  it('checks a linked UID like a typed one', async () => {
    renderAt('?uid=12');
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(asked).toEqual([]);
    expect(screen.queryByTestId('role-card')).toBeNull();
  });

  it('still looks up what is typed', async () => {
    renderAt('');
    fireEvent.input(screen.getByRole('textbox'), { target: { value: '7654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('role-card')).dataset.uid).toBe('7654321');
  });
});
