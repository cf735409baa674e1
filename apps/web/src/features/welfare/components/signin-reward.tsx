import type { PackItem } from '@mecha/shared/welfare/api';
import styles from './signin-reward.module.css';

/**
 * A sign-in day's reward inside its tile: the item's name and amount, readable on a 390 px phone (≥ 12 px). Items
 * carry no icon in the reward data, so the name is what tells "Coins ×2000" from "XP booster ×2".
 */
export function SigninReward({ items }: { items: PackItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.Id} className={styles.item} data-testid="signin-item">
          <span className={styles.name}>{item.Name}</span>
          <span className={styles.qty}>×{item.Qty}</span>
        </li>
      ))}
    </ul>
  );
}
