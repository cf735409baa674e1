import { useFormatters } from '../../../lib/format.ts';
import styles from './win-rate-ring.module.css';

/** A ring filled to the win rate (0–1), the percentage in its middle. */
export function WinRateRing({ rate, label, size = '8.8rem' }: { rate: number; label: string; size?: string }) {
  const f = useFormatters();
  const r = 42;
  const length = 2 * Math.PI * r;
  const share = Math.min(1, Math.max(0, rate));
  return (
    <div className={styles.ring} style={{ width: size, height: size }} data-testid="win-rate">
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r={r} className={styles.track} />
        <circle cx="50" cy="50" r={r} className={styles.fill} strokeDasharray={`${share * length} ${length}`} transform="rotate(-90 50 50)" />
      </svg>
      <div className={styles.text}>
        <strong>{f.winRate(rate)}</strong>
        <span>{label}</span>
      </div>
    </div>
  );
}
