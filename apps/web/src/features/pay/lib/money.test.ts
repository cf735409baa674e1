import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

// Minor units become a price in the reader's language, with the currency's own decimals.
describe('formatMoney', () => {
  it('shows each currency with its decimals', () => {
    expect(formatMoney(600, 'CNY', 'zh-CN')).toBe('¥6.00');
    expect(formatMoney(99, 'USD', 'en')).toBe('$0.99');
    expect(formatMoney(120, 'JPY', 'ja')).toBe('￥120');
    expect(formatMoney(15000, 'TWD', 'zh-HK')).toMatch(/^NT\$15,000$/);
    expect(formatMoney(3800, 'HKD', 'zh-HK')).toBe('HK$38.00');
    expect(formatMoney(1_234_567, 'USD', 'en')).toBe('$12,345.67');
  });

  it('never goes through a float that would misround', () => {
    expect(formatMoney(1_000_000_001, 'CNY', 'en')).toBe('CN¥10,000,000.01');
    expect(formatMoney(-600, 'CNY', 'en')).toBe('-CN¥6.00');
  });
});
