import { REGION_RULES, SHIPPING_REGIONS, normaliseAddress, shippingAddressSchema, type ShippingAddress, type ShippingRegion } from '@mecha/shared/address/schema';
import { ERRORS, type ErrorKey } from '@mecha/shared/errors/catalogue';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../i18n/error-texts.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './button.tsx';
import { Chip } from './chip.tsx';
import { countryName } from './country-name.ts';
import { TextArea } from './text-area.tsx';
import { Field, TextField } from './text-field.tsx';
import styles from './address-form.module.css';

// The shipping address of SPEC §3 for every prize that ships (top-up tiers, the mall, the anniversary draw). It is
// checked in the browser with the server's own schema (packages/shared/src/address/schema.ts), so each field's
// error is the catalogue text the server would answer, in the player's language, before anything is sent. Its
// texts are the 'address' area (i18n/area-texts.ts): a route that shows the form loads that area.
export type AddressField = 'name' | 'phone' | 'postcode' | 'region' | 'city' | 'detail' | 'email';
type Values = Record<Exclude<AddressField, 'region'>, string> & { region: ShippingRegion | null };
export type FieldErrors = Partial<Record<AddressField, ErrorKey>>;

const ORDER: AddressField[] = ['name', 'phone', 'region', 'postcode', 'city', 'detail', 'email'];
const isKey = (k: string): k is ErrorKey => Object.hasOwn(ERRORS, k);

/** Checks the values with the shared schema: the address as stored, or each field's first problem. */
export function checkAddress(values: Values): { address: ShippingAddress } | { errors: FieldErrors } {
  const result = shippingAddressSchema.safeParse({ ...values, region: values.region ?? undefined, country: values.region ? REGION_RULES[values.region].country : '' });
  if (result.success) return { address: normaliseAddress(result.data) };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = (issue.path[0] === 'country' ? 'region' : issue.path[0]) as AddressField;
    errors[field] ??= isKey(issue.message) ? issue.message : 'paramError';
  }
  return { errors };
}

const EMPTY: Omit<Values, 'region'> = { name: '', phone: '', postcode: '', city: '', detail: '', email: '' };
const valuesOf = (a: ShippingAddress): Values => ({ name: a.name, phone: a.phone, postcode: a.postcode ?? '', region: a.region, city: a.city, detail: a.detail, email: a.email ?? '' });

interface AddressFormProps {
  /** The region picked at first (the edition's own); null makes the player choose. */
  defaultRegion: ShippingRegion | null;
  /** An address to edit (the mall's address book); the form starts empty without it. */
  initial?: ShippingAddress;
  /** The submit button's text when it is not "Submit address" (saving to a book, picking for an order). */
  submitLabel?: string;
  busy?: boolean;
  /** A refusal from the server, shown above the button. */
  error?: string | null;
  onSubmit: (address: ShippingAddress) => void;
}

export function AddressForm({ defaultRegion, initial, submitLabel, busy, error, onSubmit }: AddressFormProps) {
  const { t, language } = useTranslation();
  const [values, setValues] = useState<Values>(() => (initial ? valuesOf(initial) : { ...EMPTY, region: defaultRegion }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const regionLabel = useId();
  const rule = values.region ? REGION_RULES[values.region] : null;
  const text = (field: AddressField) => (errors[field] ? errorMessage(errors[field], language) : null);
  const set = (field: AddressField, value: string | ShippingRegion) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field] || (field === 'region' && (errors.phone || errors.postcode))) setErrors((e) => ({ ...e, [field]: undefined, ...(field === 'region' ? { phone: undefined, postcode: undefined } : {}) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAddress(values);
    if ('address' in checked) return onSubmit(checked.address);
    setErrors(checked.errors);
    const first = ORDER.find((f) => checked.errors[f]);
    form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  };

  const input = (field: 'name' | 'phone' | 'postcode' | 'city' | 'email', extra: Record<string, string | number> = {}) => (
    <TextField label={t(`address.${field}`)} name={field} data-field={field} value={values[field]} error={text(field)} onChange={(e) => set(field, e.target.value)} {...extra} />
  );

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate data-testid="address-form">
      {input('name', { autoComplete: 'name', maxLength: 40 })}
      {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 24 })}
      <Field label={t('address.region')} labelId={regionLabel} error={text('region')}>
        <div className={styles.regions} role="group" aria-labelledby={regionLabel}>
          {SHIPPING_REGIONS.map((region, i) => (
            <Chip key={region} active={values.region === region} aria-pressed={values.region === region} data-region={region} data-field={i === 0 ? 'region' : undefined} onClick={() => set('region', region)}>
              {t(`address.regions.${region}`)}
            </Chip>
          ))}
        </div>
      </Field>
      <div className={styles.pair}>
        {rule?.postcode === null ? (
          <Field label={t('address.postcode')}>
            <p className={styles.none} data-testid="no-postcode">
              {t('address.noPostcode', { region: t(`address.regions.${values.region!}`) })}
            </p>
          </Field>
        ) : (
          input('postcode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 })
        )}
        <Field label={t('address.country')}>
          <p className={styles.none} data-testid="address-country">
            {rule ? countryName(rule.country, language) : '—'}
          </p>
        </Field>
      </div>
      {input('city', { autoComplete: 'address-level2', maxLength: 60 })}
      <TextArea label={t('address.detail')} name="detail" data-field="detail" value={values.detail} error={text('detail')} placeholder={t('address.detailPlaceholder')} autoComplete="street-address" maxLength={200} rows={2} onChange={(e) => set('detail', e.target.value)} />
      {input('email', { type: 'email', autoComplete: 'email', maxLength: 120 })}
      {error && (
        <p className={styles.error} role="alert" data-testid="address-error">
          {error}
        </p>
      )}
      <Button type="submit" block loading={busy} data-testid="address-submit">
        {submitLabel ?? t('address.submit')}
      </Button>
    </form>
  );
}
