import type { ShippingAddress } from '@mecha/shared/address/schema';
import { useTranslation } from '../i18n/use-translation.ts';
import { countryName } from './country-name.ts';
import styles from './address-form.module.css';

/** A submitted address, read-only, with why it cannot change (SPEC §8 "info cannot be changed after submission"). */
export function AddressFormSummary({ address, lockedText }: { address: ShippingAddress; lockedText: string }) {
  const { t, language } = useTranslation();
  const rows: [string, string][] = [
    [t('address.name'), address.name],
    [t('address.phone'), address.phone],
    [t('address.region'), `${t(`address.regions.${address.region}`)} · ${countryName(address.country || address.region, language)}`],
    ...(address.postcode ? [[t('address.postcode'), address.postcode] as [string, string]] : []),
    [t('address.city'), address.city],
    [t('address.detail'), address.detail],
    ...(address.email ? [[t('address.email'), address.email] as [string, string]] : []),
  ];
  return (
    <div className={styles.summary} data-testid="address-summary">
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.locked} data-testid="address-locked">
        {lockedText}
      </p>
    </div>
  );
}
