import type { DuoTally } from '@mecha/shared/record/duo';
import { shareOf } from '../api/get-duo-partners.ts';
import { intervalPercents, showsInterval } from './duo-rate.tsx';
import styles from './duo-rate-bar.module.css';

/**
 * Together against apart on one 0–100 % track: a dot for together, a tick for apart, and for a small sample the
 * band the together rate likely lies in. Decoration only: the numbers beside it say the same in words.
 */
export function DuoRateBar({ together, apart }: { together: DuoTally; apart: DuoTally }) {
  const band = showsInterval(together) ? intervalPercents(together) : null;
  const at = (share: number) => `${Math.min(100, Math.max(0, share * 100))}%`;
  return (
    <span className={styles.track} aria-hidden="true">
      <span className={styles.half} />
      {band && <span className={styles.band} style={{ left: `${band.low}%`, width: `${band.high - band.low}%` }} />}
      {apart.Matches > 0 && <span className={styles.apart} style={{ left: at(shareOf(apart)) }} />}
      {together.Matches > 0 && <span className={styles.together} style={{ left: at(shareOf(together)) }} />}
    </span>
  );
}
