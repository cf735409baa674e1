import type { Message } from '@mecha/shared/welfare/api';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { useFormatters } from '../../../lib/format.ts';
import { INBOX_ROUTES } from '../inbox-routes.ts';
import { DeliveryLine } from './delivery-line.tsx';
import { kindKey } from './message-kind.ts';
import styles from './message-item.module.css';

export function MessageItem({ message }: { message: Message }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Link
      to={INBOX_ROUTES.emailDetail(message.Id)}
      className={message.Read ? styles.item : `${styles.item} ${styles.unread}`}
      data-testid="message-item"
      data-read={message.Read}
      data-kind={message.Kind}
    >
      {!message.Read && <span className={styles.dot} data-testid="unread-dot" aria-label={t('inbox.unread')} />}
      <span className={styles.head}>
        <span className={`${styles.kind} ${styles[kindKey(message.Kind)]}`}>{t(`inbox.kinds.${kindKey(message.Kind)}`)}</span>
        <span className={styles.time}>{f.dateTime(message.CreatedAt)}</span>
      </span>
      <span className={styles.title}>{message.Title}</span>
      <span className={styles.body}>{message.Body}</span>
      {message.Delivery && <DeliveryLine delivery={message.Delivery} />}
    </Link>
  );
}
