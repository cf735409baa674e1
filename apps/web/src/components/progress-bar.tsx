import styles from './progress-bar.module.css';

/** A labelled progress bar (weekly ladder games, cumulative top-up): cyan by default, gold for money. */
export function ProgressBar({ value, max, label, valueText, tone = 'cyan' }: { value: number; max: number; label: string; valueText: string; tone?: 'cyan' | 'gold' }) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div
      className={tone === 'gold' ? `${styles.track} ${styles.gold}` : styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuetext={valueText}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
    >
      <span className={styles.fill} style={{ width: `${share * 100}%` }} />
    </div>
  );
}
