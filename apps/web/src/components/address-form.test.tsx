import type { ShippingAddress } from '@mecha/shared/address/schema';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../i18n/area-texts.ts';
import { switchLanguage } from '../i18n/i18n.ts';
import { AddressForm, checkAddress } from './address-form.tsx';

// The address is checked in the browser with the server's schema: each field's own error, in the player's
// language, and nothing is sent until it passes (SPEC §3 fields, §9 shipping regions).
beforeAll(() => Promise.all(LANGUAGES.map((l) => loadArea('address', l))));

async function renderIn(language: (typeof LANGUAGES)[number], region: 'CN' | 'HK' | 'JP' | null) {
  await act(() => switchLanguage(LANGUAGES.indexOf(language)));
  const sent: ShippingAddress[] = [];
  render(<AddressForm defaultRegion={region} onSubmit={(a) => sent.push(a)} />);
  const form = screen.getByTestId('address-form');
  const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });
  const submit = () => fireEvent.click(screen.getByTestId('address-submit'));
  const errorOf = (name: string) => {
    const id = field(name).getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { sent, form, field, type, submit, errorOf };
}

describe('the shipping address form', () => {
  it('names each missing or wrong field under it, in English', async () => {
    const f = await renderIn('en', 'CN');
    f.type('phone', '12345');
    f.type('email', 'not-an-email');
    f.submit();
    expect(f.sent).toEqual([]);
    expect(f.errorOf('name')).toBe('Address fields cannot be empty.');
    expect(f.errorOf('phone')).toBe('The phone number does not match the chosen region.');
    expect(f.errorOf('postcode')).toBe('The postal code does not match the chosen region.');
    expect(f.errorOf('city')).toBe('Address fields cannot be empty.');
    expect(f.errorOf('detail')).toBe('Address fields cannot be empty.');
    expect(f.errorOf('email')).toBe('The e-mail address is not valid.');
    // The first wrong field has the focus; an edit clears that field's error only.
    expect(document.activeElement).toBe(f.field('name'));
    f.type('name', 'Li Lei');
    expect(f.errorOf('name')).toBeUndefined();
    expect(f.errorOf('city')).toBe('Address fields cannot be empty.');
  });

  it('sends the normalised address once it passes', async () => {
    const f = await renderIn('en', 'CN');
    f.type('name', ' Li Lei ');
    f.type('phone', '138 0013 8000');
    f.type('postcode', '100000');
    f.type('city', 'Beijing');
    f.type('detail', '1 Chang’an Avenue');
    f.submit();
    expect(f.sent).toEqual([
      { name: 'Li Lei', phone: '13800138000', postcode: '100000', region: 'CN', country: 'CN', city: 'Beijing', detail: '1 Chang’an Avenue', email: '' },
    ]);
  });

  it('asks for a region when none is chosen, and a region without postcodes needs none', async () => {
    const f = await renderIn('en', null);
    f.submit();
    expect(within(f.form).getAllByRole('alert').map((a) => a.textContent)).toContain('We ship to mainland China, Hong Kong, Macau, Taiwan and Japan only.');
    fireEvent.click(f.form.querySelector('[data-region="HK"]')!);
    expect(screen.getByTestId('no-postcode').textContent).toBe('No postal code in Hong Kong');
    expect(f.form.querySelector('[name="postcode"]')).toBeNull();
    f.type('name', 'Chan Tai Man');
    f.type('phone', '+852 9123 4567');
    f.type('city', 'Kowloon');
    f.type('detail', 'Flat A, 10/F');
    f.submit();
    expect(f.sent[0]).toMatchObject({ region: 'HK', country: 'HK', postcode: '', phone: '+85291234567' });
  });

  it('speaks the player’s language: Japanese', async () => {
    const f = await renderIn('ja', 'JP');
    f.type('phone', '090-1234');
    f.submit();
    expect(screen.getByText('受取人氏名')).toBeTruthy();
    expect(f.errorOf('name')).toBe('住所の項目は空にできません');
    expect(f.errorOf('phone')).toMatch(/電話番号/);
    f.type('phone', '090-1234-5678');
    f.type('postcode', '100-0001');
    f.type('name', '山田太郎');
    f.type('city', '千代田区');
    f.type('detail', '千代田1-1');
    f.submit();
    expect(f.sent[0]).toMatchObject({ region: 'JP', phone: '09012345678', postcode: '100-0001' });
  });
});

describe('checkAddress', () => {
  it('maps the schema issues to fields, one key each', () => {
    const result = checkAddress({ name: '', phone: '1', postcode: 'x', region: 'TW', city: 'Taipei', detail: 'Road 1', email: '' });
    expect(result).toEqual({ errors: { name: 'addressEmpty', phone: 'addressPhoneInvalid', postcode: 'addressPostcodeInvalid' } });
  });
});
