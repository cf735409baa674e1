import type { ShippingAddress } from '@mecha/shared/address/schema';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { addressLines } from '../lib/address-choice.ts';
import styles from './address-book-entry.module.css';

/** One address as the book and the picker show it: who and which phone, then where; the default marked. */
export function AddressBookEntry({ address, isDefault }: { address: ShippingAddress & { isDefault?: boolean }; isDefault?: boolean }) {
  const { t } = useTranslation();
  const [who, where] = addressLines(address, t(`address.regions.${address.region}`));
  return (
    <span className={styles.entry}>
      <span className={styles.who}>
        {who}
        {(isDefault ?? address.isDefault) && (
          <span className={styles.badge} data-testid="address-default">
            {t('mall.orders.book.isDefault')}
          </span>
        )}
      </span>
      <span className={styles.where}>{where}</span>
    </span>
  );
}
