import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast } from '../lib/toast.ts';
import { ToastHost } from './toast-host.tsx';

const rect = (top: number, height: number) => ({ top, bottom: top + height, left: 20, right: 370, width: 350, height, x: 20, y: top, toJSON: () => ({}) }) as DOMRect;

afterEach(() => act(() => dismissToast()));

// Toasts once sat in the middle of the screen, over the login form's fields (docs/decisions/0155).
describe('toast placement', () => {
  it('sits at the top while the focused field is elsewhere', () => {
    render(
      <>
        <input aria-label="code" />
        <ToastHost />
      </>,
    );
    const input = screen.getByLabelText('code');
    vi.spyOn(input, 'getBoundingClientRect').mockReturnValue(rect(400, 44));
    vi.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockReturnValue(rect(56, 48));
    input.focus();
    act(() => showToast('Code sent'));
    expect(screen.getByTestId('toast-host').dataset.place).toBe('top');
  });

  it('moves to the bottom of the visible screen when it would cover the field being typed into', () => {
    render(
      <>
        <input aria-label="search" />
        <ToastHost />
      </>,
    );
    const input = screen.getByLabelText('search');
    vi.spyOn(input, 'getBoundingClientRect').mockReturnValue(rect(60, 40));
    vi.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockReturnValue(rect(56, 48));
    input.focus();
    act(() => showToast('No results'));
    const host = screen.getByTestId('toast-host');
    expect(host.dataset.place).toBe('bottom');
    expect(host.style.top).toBe(`${window.innerHeight}px`);
  });
});
