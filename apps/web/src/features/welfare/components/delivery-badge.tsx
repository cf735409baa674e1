import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon, MailIcon } from '../../../components/icons.tsx';
import styles from './delivery-badge.module.css';

/** Where a claimed reward's in-game mail is: on its way (the delivery worker has not sent it yet) or delivered. */
export function DeliveryBadge({ delivery }: { delivery: 'delivered' | 'pending' | null }) {
  const { t } = useTranslation();
  if (!delivery) return null;
  return (
    <span className={`${styles.badge} ${styles[delivery]}`} data-testid="delivery" data-delivery={delivery}>
      {delivery === 'delivered' ? <CheckIcon size="1.2rem" /> : <MailIcon size="1.2rem" />}
      {t(`welfare.delivery.${delivery}`)}
    </span>
  );
}
