import { useTranslation } from '../../../i18n/use-translation.ts';
import { FlagIcon } from '../../../components/icons.tsx';
import { useFormatters } from '../../../lib/format.ts';
import styles from './rate-cell.module.css';

/** A rate (win, pick or ban, all with the win-rate rule) with its bar and how many games (picks, bans) it was counted from. */
export function RateCell({ rate, scale, sample, lowSample, active }: { rate: number; scale: number; sample: number; lowSample?: boolean; active?: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <span className={active ? `${styles.cell} ${styles.active}` : styles.cell}>
      <span className={styles.value}>
        {f.winRate(rate)}
        {lowSample && (
          <span className={styles.flag} title={t('news.rankings.lowSample')} aria-label={t('news.rankings.lowSample')} data-testid="low-sample">
            <FlagIcon size="1.1rem" />
          </span>
        )}
      </span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${Math.min(100, (rate / scale) * 100)}%` }} />
      </span>
      <span className={styles.sample}>{f.number(sample)}</span>
    </span>
  );
}
