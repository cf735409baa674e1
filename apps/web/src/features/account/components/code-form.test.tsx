import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import { appStore } from '../../../lib/store.ts';

const sent: { uid: string; captcha: string }[] = [];
let solve: (payload: string | null) => void = () => undefined;
let solves = 0;

vi.mock('../api/send-code.ts', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useSendCode: () =>
      useMutation({
        mutationFn: async (input: { uid: string; captcha: string }) => {
          sent.push(input);
          return { cooldownS: 0 };
        },
      }),
  };
});

// The real widget needs a browser's workers; this one hands out payloads when told, like a solved check.
vi.mock('./captcha-widget.tsx', () => ({
  CaptchaWidget: ({ onChange, renewKey }: { onChange: (p: string | null) => void; renewKey: number }) => {
    solve = onChange;
    useEffect(() => {
      if (renewKey > 0) onChange(`fresh-${++solves}`);
    }, [renewKey]);
    return <div data-testid="captcha" />;
  },
}));

const { CodeForm } = await import('./code-form.tsx');

beforeEach(() => {
  appStore.set({ languageIndex: 2 });
  sent.length = 0;
  solves = 0;
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CodeForm submitLabel="Log in" submittingLabel="…" onSubmit={async () => undefined} />
    </QueryClientProvider>,
  );
  fireEvent.input(screen.getByRole('textbox', { name: /UID/i }), { target: { value: '10001001' } });
}

// The check once reset to unticked after a code was sent, as if it had to be ticked again (docs/decisions/0155).
describe('the code form and its security check', () => {
  it('asks for the check until it is ticked', async () => {
    renderForm();
    await act(async () => fireEvent.click(screen.getByTestId('send-code')));
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Please complete the security check first.');
  });

  it('sends with the ticked payload, and a later request solves a fresh one by itself instead of asking again', async () => {
    renderForm();
    act(() => solve('ticked'));
    await act(async () => fireEvent.click(screen.getByTestId('send-code')));
    expect(sent).toEqual([{ uid: '10001001', captcha: 'ticked' }]);
    await act(async () => fireEvent.click(screen.getByTestId('send-code')));
    expect(sent).toEqual([
      { uid: '10001001', captcha: 'ticked' },
      { uid: '10001001', captcha: 'fresh-1' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
