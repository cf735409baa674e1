import { Skeleton } from '../../../components/states.tsx';
import styles from './duo-skeleton.module.css';

// The partners page while its answer loads: each block the height of what replaces it at the 390 px reference
// width (in rem, which scale with the column; the best card with a partner in it), so nothing jumps when the
// numbers arrive.
export function DuoSkeleton() {
  return (
    <div className={styles.stack}>
      <div className={styles.freshness} />
      <Skeleton height="14.5rem" />
      <Skeleton height="26rem" />
      <Skeleton height="40rem" />
    </div>
  );
}
