import { useTranslation } from '../../../i18n/use-translation.ts';
import { Panel } from '../../../components/panel.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useSeasonPercentiles } from './score-distribution-query.ts';
import styles from './score-distribution-history.module.css';

/** The season report's "past seasons": where the player ended each finished season, newest first (decision 0187). */
export function SeasonPercentileHistory() {
  const { t } = useTranslation();
  const f = useFormatters();
  const query = useSeasonPercentiles();
  return (
    <Panel title={t('record.standing.pastTitle')} data-testid="season-percentiles">
      {query.isPending ? (
        <Skeleton height="12rem" />
      ) : query.isError ? (
        <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyBlock>{t('record.standing.pastNone')}</EmptyBlock>
      ) : (
        <ul className={styles.list}>
          {query.data.list.map((p) => (
            <li key={`${p.Season}-${p.Mode}`} className={styles.row} data-testid="season-percentile" data-season={p.Season} data-mode={p.Mode} data-percent={p.Percent}>
              <div className={styles.head}>
                <span className={styles.season}>{t('record.standing.pastSeason', { code: p.Season, mode: t(`record.modes.${p.Mode}`) })}</span>
                {/* "Ahead of" never rounds up, as on the season report card. */}
                <strong className={styles.percent}>{t('record.standing.pastAhead', { percent: f.percentFloor(p.Percent / 100) })}</strong>
              </div>
              <div className={styles.track} aria-hidden="true">
                <div className={styles.fill} style={{ width: `${Math.min(100, Math.max(0, p.Percent))}%` }} />
              </div>
              <span className={styles.detail}>
                {t('record.standing.pastRank', { rank: p.Rank === null ? '—' : f.number(p.Rank), total: f.number(p.Total), region: p.Region, score: f.number(p.FinalScore) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
