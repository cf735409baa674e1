import type { PackItem } from '@mecha/shared/welfare/api';
import styles from './item-chips.module.css';

/** A reward's contents: "Coins ×100" chips (a sign-in day's tile has its own, signin-reward.tsx). */
export function ItemChips({ items }: { items: PackItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.Id} className={styles.item} title={`${item.Name} ×${item.Qty}`}>
          <span className={styles.name}>{item.Name}</span>
          <span className={styles.qty}>×{item.Qty}</span>
        </li>
      ))}
    </ul>
  );
}
