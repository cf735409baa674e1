import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';
import { dismissToast } from '../../../lib/toast.ts';
import { DENIAL_KEYS } from '../lib/denials.ts';
import { DialogDemoPage } from './dialog-demo-page.tsx';

// The dialog demo for a visitor: every denial and confirmation listed and opening the real dialog, the language
// switch changing the page and the dialogs, and not one API call.
beforeAll(() => Promise.all(LANGUAGES.map((l) => loadArea('compDialogs', l))));
const fetchMock = vi.fn();
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await act(() => switchLanguage(LANGUAGES.indexOf('en')));
});
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

describe('the dialog demo', () => {
  it('lists every denial and confirmation, and opens each as its dialog', () => {
    render(<DialogDemoPage />);
    const denials = screen.getAllByTestId('demo-denial');
    expect(denials.map((d) => d.dataset.key)).toEqual(DENIAL_KEYS);
    expect(screen.getAllByTestId('demo-confirm')).toHaveLength(7);

    fireEvent.click(denials.find((d) => d.dataset.key === 'compNotEligible')!);
    const dialog = screen.getByRole('dialog', { name: 'Not eligible yet' });
    expect(within(dialog).getByTestId('denial-gap').textContent).toBe('Your best 2v2 score: 7,650 — 350 below 8,000.');
    fireEvent.click(within(dialog).getByTestId('denial-ok'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getAllByTestId('demo-confirm').find((d) => d.dataset.key === 'remove')!);
    expect(screen.getByTestId('confirm-dialog').textContent).toBe('Kestrel leaves the team and is told so.');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches the page language', async () => {
    render(<DialogDemoPage />);
    fireEvent.click(screen.getByTestId('demo-language-ja'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('大会ダイアログ一覧'));
    expect(appStore.get().languageIndex).toBe(LANGUAGES.indexOf('ja'));
    expect(screen.getByTestId('demo-language-ja').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getAllByTestId('demo-denial').find((d) => d.dataset.key === 'compTeamFull')!);
    expect(screen.getByTestId('denial-message').textContent).not.toBe('This team is full.');
    expect(screen.getByTestId('denial-step').textContent).toBe('別の相方を探す');
  });
});
