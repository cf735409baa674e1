import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NameAtDots } from './vote-card.tsx';

// A Japanese mecha name on a three-column vote tile: a line may break after its middle dot, never before it.
describe('NameAtDots', () => {
  it('keeps each middle dot with the part before it and offers a break after it', () => {
    const { container } = render(
      <span>
        <NameAtDots name="シルバーウイング・メディック" />
      </span>,
    );
    const span = container.firstElementChild!;
    expect(span.textContent).toBe('シルバーウイング・メディック');
    expect(span.innerHTML).toMatch(/^シルバーウイング<span[^>]*>・<\/span><wbr>メディック$/);
  });

  it('leaves a name without a dot as it is', () => {
    const { container } = render(
      <span>
        <NameAtDots name="銀翼醫者" />
      </span>,
    );
    expect(container.firstElementChild!.innerHTML).toBe('銀翼醫者');
  });
});
