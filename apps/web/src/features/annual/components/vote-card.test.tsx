import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NameAtDots, nameEms } from './vote-card.tsx';

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
    expect(span.innerHTML).toBe('シルバーウイング・<wbr>メディック');
  });

  it('leaves a name without a dot as it is', () => {
    const { container } = render(
      <span>
        <NameAtDots name="銀翼醫者" />
      </span>,
    );
    expect(container.firstElementChild!.innerHTML).toBe('銀翼醫者');
  });

  it('measures the longest part that cannot break, so the tile can set a long one smaller', () => {
    expect(nameEms('シルバーウイング・メディック')).toBe(9); // 8 full-width characters and the dot
    expect(nameEms('サンダー・ゲイル')).toBe(5);
    expect(nameEms('銀翼醫者')).toBe(4);
    expect(nameEms('Silverwing Medic')).toBe(6); // Latin breaks at the space: "Silverwing" alone
  });
});
