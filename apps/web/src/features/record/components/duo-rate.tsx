import type { DuoTally } from '@mecha/shared/record/duo';
import { isSmallSample, winRateInterval } from '@mecha/shared/record/win-interval';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { shareOf } from '../api/get-duo-partners.ts';
import styles from './duo-rate.module.css';

/** Whether a tally is shown with its interval: a handful of games says little on its own. */
export const showsInterval = (t: DuoTally) => t.Matches > 0 && isSmallSample(t.Matches);

/** The 95 % interval in whole percents: a decimal would claim a precision the range itself denies. */
export function intervalPercents(t: DuoTally): { low: number; high: number } {
  const { low, high } = winRateInterval(t.Wins, t.Matches);
  return { low: Math.round(low * 100), high: Math.round(high * 100) };
}

/** The "small sample" mark beside a rate from too few matches. */
export function SmallSampleMark() {
  const { t } = useTranslation();
  return <span className={styles.small}>{t('record.duo.small')}</span>;
}

/**
 * A win rate, and for a small sample its interval ("62.5% (31–86%)") and, unless the caller places it elsewhere
 * (`mark` false), the "small sample" mark.
 */
export function DuoRate({ tally, testId, mark = true }: { tally: DuoTally; testId?: string; mark?: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const rate = f.winRate(shareOf(tally));
  if (!showsInterval(tally)) {
    return (
      <span className={styles.rate} data-testid={testId} data-small="false">
        {rate}
      </span>
    );
  }
  const { low, high } = intervalPercents(tally);
  const percent = (whole: number) => f.percent(whole / 100, 0);
  return (
    <span className={styles.rate} data-testid={testId} data-small="true">
      {rate}{' '}
      <span className={styles.interval} aria-hidden="true" data-testid="duo-interval">
        ({t('record.duo.interval', { low: f.number(low), high: percent(high) })})
      </span>
      {/* "(31–86%)" reads oddly aloud: screen readers get a sentence instead. */}
      <span className="visually-hidden">{t('record.duo.intervalSr', { low: percent(low), high: percent(high) })}</span>
      {mark && (
        <>
          {' '}
          <SmallSampleMark />
        </>
      )}
    </span>
  );
}
