import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductEditor } from './product-editor.tsx';

describe('product editor', () => {
  it('opens empty for a new product with the operator editions ticked', () => {
    render(<ProductEditor product={null} editions={['hk']} categories={[{ id: 'goods', names: { en: 'Goods' }, sort: 0, active: true, products: 0 }]} onSaved={() => {}} onCancel={() => {}} />);
    expect((screen.getByTestId('product-id') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('product-category') as HTMLSelectElement).value).toBe('goods');
    expect((screen.getByTestId('product-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('product-problems').textContent).toContain('A name in at least one language.');
  });
});
