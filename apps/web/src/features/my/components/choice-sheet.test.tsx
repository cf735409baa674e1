import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appStore } from '../../../lib/store.ts';
import { LanguageSheet } from './language-sheet.tsx';
import { ThemeSheet } from './theme-sheet.tsx';

// Both sheets are one ChoiceSheet: a listbox of options, the current one selected, a tap picks and closes.
describe('choice sheets in Mine', () => {
  it('the language sheet ticks the current language and switches to the one tapped', async () => {
    act(() => appStore.set({ languageIndex: 2 }));
    let closed = 0;
    render(<LanguageSheet open onClose={() => closed++} />);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['简体中文', '繁體中文', 'English', '日本語']);
    expect(screen.getByRole('option', { name: 'English' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: '日本語' }).getAttribute('lang')).toBe('ja');
    fireEvent.click(screen.getByRole('option', { name: '日本語' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(appStore.get().languageIndex).toBe(3);
  });

  it('the theme sheet stores the choice tapped', () => {
    act(() => appStore.set({ languageIndex: 2, themeChoice: 'system' }));
    let closed = 0;
    render(<ThemeSheet open onClose={() => closed++} />);
    const light = document.querySelector('[data-theme-choice="light"]')!;
    expect(document.querySelector('[data-theme-choice="system"]')!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(light);
    expect(appStore.get().themeChoice).toBe('light');
    expect(closed).toBe(1);
  });
});
