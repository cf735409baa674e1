import type { PackItem } from '@mecha/shared/welfare/api';
import styles from './item-chips.module.css';

/** A reward's contents: "Coins ×100" chips; compact ones (a sign-in day's cell) show the amount, the name on hover. */
export function ItemChips({ items, compact }: { items: PackItem[]; compact?: boolean }) {
  return (
    <ul className={compact ? `${styles.list} ${styles.compact}` : styles.list}>
      {items.map((item) => (
        <li key={item.Id} className={styles.item} title={`${item.Name} ×${item.Qty}`}>
          {!compact && <span className={styles.name}>{item.Name}</span>}
          <span className={styles.qty}>×{item.Qty}</span>
        </li>
      ))}
    </ul>
  );
}
