import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeen } from './use-seen.ts';

function Probe() {
  const [ref, seen] = useSeen<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="probe">
      {String(seen)}
    </div>
  );
}

type Callback = (entries: { isIntersecting: boolean }[]) => void;

class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: Callback) {
    FakeObserver.last = this;
  }
  observe(node: Element) {
    this.observed.push(node);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

describe('useSeen', () => {
  it('is false until the element comes on the screen, then true for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    const watch = FakeObserver.last!;
    expect(watch.observed).toEqual([screen.getByTestId('probe')]);
    expect(screen.getByTestId('probe').textContent).toBe('false');
    // Scrolled near but not onto it: still waiting.
    act(() => watch.callback([{ isIntersecting: false }]));
    expect(screen.getByTestId('probe').textContent).toBe('false');
    act(() => watch.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('probe').textContent).toBe('true');
    expect(watch.disconnected).toBe(true);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('true');
  });
});
