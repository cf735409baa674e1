import type { Order } from '@mecha/shared/pay/api';
import { ChevronIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { formatMoney } from '../lib/money.ts';
import { PAY_ROUTES } from '../pay-routes.ts';
import styles from './order-item.module.css';

/** One order in the history: item, role, price, when, and its state; a tap opens it with its timeline. */
export function OrderItem({ order }: { order: Order }) {
  const { t, language } = useTranslation();
  const f = useFormatters();
  const state = order.refundedAt !== null ? 'refunded' : order.state;
  return (
    <Link to={PAY_ROUTES.order(order.orderId)} className={styles.item} data-testid="order-item" data-state={state} data-order={order.orderId}>
      <span className={styles.main}>
        <span className={styles.name}>{order.skuName}</span>
        <span className={styles.meta}>
          {order.nickname} · {f.dateTime(order.createdAt)}
        </span>
      </span>
      <span className={styles.side}>
        <span className={styles.price}>{formatMoney(order.priceMinor, order.currency, language)}</span>
        <span className={styles.state} data-tone={state}>
          {t(`pay.state.${state}`)}
        </span>
      </span>
      <ChevronIcon size="1.6rem" />
    </Link>
  );
}
