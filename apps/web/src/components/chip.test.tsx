import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChipRow } from './chip.tsx';

// The row centres the chosen chip, but a row first shown at its first chip reads no layout: that read forced a
// layout inside the news page's first render.
const CHIPS = ['a', 'b', 'c'].map((value) => ({ value, label: value.toUpperCase() }));

function Row({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <ChipRow chips={CHIPS} value={value} onChange={setValue} label="Choose" />;
}

afterEach(() => vi.restoreAllMocks());

describe('ChipRow', () => {
  it('reads no layout when first shown at its first chip, and centres each new choice', () => {
    const scrollTo = vi.fn();
    Element.prototype.scrollTo = scrollTo;
    const offsetLeft = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get');
    render(<Row initial="a" />);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(offsetLeft).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('C'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('A'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('centres a chip chosen before the row is first shown', () => {
    const scrollTo = vi.fn();
    Element.prototype.scrollTo = scrollTo;
    render(<Row initial="b" />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
