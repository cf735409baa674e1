import { useTranslation } from '../../../i18n/use-translation.ts';
import { CheckIcon, MailIcon } from '../../../components/icons.tsx';
import styles from './delivery-line.module.css';

/** A reward mail's delivery in the game: on its way, or in the in-game mailbox. */
export function DeliveryLine({ delivery }: { delivery: 'delivered' | 'pending' }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.line} ${styles[delivery]}`} data-testid="message-delivery" data-delivery={delivery}>
      {delivery === 'delivered' ? <CheckIcon size="1.2rem" /> : <MailIcon size="1.2rem" />}
      {t(`welfare.delivery.${delivery}`)}
    </span>
  );
}
