import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import type { Standing } from '../api/record-types.ts';
import styles from './leaderboard.module.css';

/** The player's own place in their region: rank when on the ladder, and the share of players behind them. */
export function MyStanding({ standing }: { standing: Standing }) {
  const { t } = useTranslation();
  const f = useFormatters();
  if (!standing.Placed) {
    return (
      <div className={styles.standing} data-testid="my-standing" data-placed="false">
        <span className={styles.standingLabel}>{t('record.board.mine')}</span>
        <span className={styles.standingNote}>{t('record.board.afterPlacement')}</span>
      </div>
    );
  }
  return (
    <div className={styles.standing} data-testid="my-standing" data-placed="true">
      <span className={styles.standingLabel}>{t('record.board.mine')}</span>
      <strong className={styles.standingRank}>{standing.Rank !== null ? `#${f.number(standing.Rank)}` : t('record.board.unranked')}</strong>
      <span className={styles.standingNote}>
        {t('record.board.ahead', { percent: f.percentFloor(standing.Percent / 100), region: standing.Region })}
        {standing.Total > 0 && ` · ${t('record.board.total', { value: f.number(standing.Total) })}`}
      </span>
    </div>
  );
}
