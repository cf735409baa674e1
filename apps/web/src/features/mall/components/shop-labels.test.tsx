import type { ProductDetail } from '@mecha/shared/mall/api';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { cardView } from '../lib/card-state.ts';
import { ExchangeSheet } from './exchange-sheet.tsx';
import { StateLabel } from './state-label.tsx';

// What a card's state says with its countdown, and the confirm sheet's points before → after, in two languages.
beforeAll(() => Promise.all(LANGUAGES.flatMap((l) => [loadArea('mall', l), loadArea('address', l)])));
const use = (language: (typeof LANGUAGES)[number]) => act(() => switchLanguage(LANGUAGES.indexOf(language)));

const race = { style: 'race' as const, state: 'upcoming' as const, stockLeft: 3, onSaleAt: 10_000, entryEndsAt: null };

describe('a card state label', () => {
  it('counts down to the sale, with days beyond one', async () => {
    await use('en');
    const { rerender } = render(<StateLabel view={cardView(race, 10_000 - 3605)} style="race" now={10_000 - 3605} />);
    expect(screen.getByTestId('product-state').textContent).toBe('On sale in 01:00:05');
    rerender(<StateLabel view={cardView(race, 10_000 - 90_061)} style="race" now={10_000 - 90_061} />);
    expect(screen.getByTestId('product-state').textContent).toBe('On sale in 1d 01:01:01');
    // At zero the drop is on sale: a race drop on sale says nothing beyond its price and stock.
    rerender(<StateLabel view={cardView(race, 10_000)} style="race" now={10_000} />);
    expect(screen.queryByTestId('product-state')).toBeNull();
  });

  it('says a draw window closing, and sold out, in Chinese', async () => {
    await use('zh-CN');
    const draw = { ...race, style: 'draw' as const, state: 'entryOpen' as const, onSaleAt: 0, entryEndsAt: 600 };
    const { rerender } = render(<StateLabel view={cardView(draw, 541)} style="draw" now={541} />);
    expect(screen.getByTestId('product-state').textContent).toBe('报名剩余 00:00:59');
    rerender(<StateLabel view={cardView({ ...race, state: 'soldOut' }, 0)} style="race" now={0} />);
    expect(screen.getByTestId('product-state').textContent).toBe('已兑完');
  });
});

const product: ProductDetail = {
  id: 'keyring', categoryId: 'figures', name: 'Keyring', picture: null, points: 800, stockLeft: 3, stockTotal: 5, limit: null, style: 'race', state: 'onSale',
  onSaleAt: null, entryEndsAt: null, pictures: [], description: '', regions: ['CN'], shipWithinWorkingDays: 7, draw: null, now: 0,
};
const address = { name: 'Li Lei', phone: '13800138000', region: 'CN' as const, country: 'CN', postcode: '100000', city: 'Beijing', detail: 'Road 1', email: '' };

function sheet(balance: number) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ExchangeSheet open mode="exchange" product={product} balance={balance} choice={{ address }} busy={false} error={null} outcome={null} onConfirm={() => {}} onChangeAddress={() => {}} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the confirm sheet', () => {
  it('shows the points before, the cost and after', async () => {
    await use('en');
    sheet(3000);
    expect(screen.getByTestId('confirm-before').textContent).toBe('3,000');
    expect(screen.getByTestId('confirm-cost').textContent).toBe('\u2212800');
    expect(screen.getByTestId('confirm-after').textContent).toBe('2,200');
    expect(screen.getByTestId('confirm-address').textContent).toContain('Li Lei');
    expect(screen.queryByTestId('exchange-error')).toBeNull();
    expect((screen.getByTestId('exchange-go') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says how many points are missing and does not offer the exchange', async () => {
    await use('en');
    sheet(300);
    expect(screen.getByTestId('confirm-after').textContent).toBe('\u2212500');
    expect(screen.getByTestId('exchange-error').textContent).toContain('You need 500 more points.');
    expect((screen.getByTestId('exchange-go') as HTMLButtonElement).disabled).toBe(true);
  });
});
