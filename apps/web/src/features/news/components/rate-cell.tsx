import { winRateInterval } from '@mecha/shared/record/win-interval';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FlagIcon } from '../../../components/icons.tsx';
import { useFormatters } from '../../../lib/format.ts';
import styles from './rate-cell.module.css';

/**
 * A rate (win, pick or ban, all with the win-rate rule) with its bar and how many games (picks, bans) it was counted
 * from. A win rate on a small sample also shows its 95 % range, on the bar and beside the count (decision 0059).
 */
export function RateCell({ rate, scale, sample, lowSample, active }: { rate: number; scale: number; sample: number; lowSample?: boolean; active?: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const range = lowSample ? winRateInterval(Math.round(rate * sample), sample) : null;
  const at = (share: number) => `${Math.min(100, (share / scale) * 100)}%`;
  const rangeText = range ? t('news.rankings.range', { low: f.percent(range.low, 0), high: f.percent(range.high, 0) }) : '';
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
        {range && <span className={styles.range} style={{ left: at(range.low), width: `calc(${at(range.high)} - ${at(range.low)})` }} />}
        <span className={styles.fill} style={{ width: at(rate) }} />
      </span>
      <span className={styles.sample}>
        {f.number(sample)}
        {range && (
          <span className={styles.rangeText} title={rangeText} aria-label={rangeText} data-testid="rate-range">
            {' '}
            {f.percent(range.low, 0)}–{f.percent(range.high, 0)}
          </span>
        )}
      </span>
    </span>
  );
}
