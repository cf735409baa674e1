import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterPaint } from './after-paint.tsx';

// Below-the-fold sections render after the first screen has been painted (decision 0205).
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('AfterPaint', () => {
  it('shows the fallback in the first render and the children after the next frame', async () => {
    render(
      <AfterPaint fallback={<p>skeleton</p>}>
        <p>chart</p>
      </AfterPaint>,
    );
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(screen.queryByText('chart')).toBeNull();
    await act(frame);
    expect(await screen.findByText('chart')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
  });

  it('keeps the children once shown when they change', async () => {
    const { rerender } = render(<AfterPaint fallback={<p>skeleton</p>}>{<p>one</p>}</AfterPaint>);
    await act(frame);
    await screen.findByText('one');
    rerender(<AfterPaint fallback={<p>skeleton</p>}>{<p>two</p>}</AfterPaint>);
    expect(screen.getByText('two')).toBeTruthy();
  });
});
