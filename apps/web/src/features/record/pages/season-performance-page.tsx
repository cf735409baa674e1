import { HOME_TIME_ZONE, lastMomentOf } from '@mecha/shared/ladder/seasons';
import { MODES } from '@mecha/shared/record/modes';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useBattleSummary } from '../api/get-battle-summary.ts';
import { useSeasonSummary } from '../api/get-season-summary.ts';
import { useHasRole, useIsVisitor } from '../api/record-keys.ts';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { RecordControls } from '../components/record-controls.tsx';
import { ScoreTrend } from '../components/score-trend.tsx';
import { SeasonReportCard } from '../components/season-report-card.tsx';
import { SeasonPercentileHistory } from '../components/score-distribution-history.tsx';
import { MatchesIn } from '../components/matches-in.tsx';
import { Freshness } from '../../../components/freshness.tsx';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useSeasonChoice } from '../lib/use-season.ts';
import styles from './season-performance-page.module.css';


// Season performance: the season report of both modes (battle_seasonsummary) with each mode's score trend from
// the season's ladder stats (battle_summary), for the previous or the current season.
export function SeasonPerformancePage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const visitor = useIsVisitor();
  const hasRole = useHasRole();
  const season = useSeasonChoice();
  const report = useSeasonSummary(season.season);
  const summary = useBattleSummary(hasRole ? season.season : null);
  const shown = season.shown.find((s) => s.Code === season.season);
  const isCurrent = season.season !== null && season.season === season.current;

  return (
    <>
      <NavBar title={t('record.report.title')} back />
      <PageBody>
        <RecordControls season={season} />
        <MatchesIn />
        {visitor ? (
          <AccessNeeded kind="login" text={t('record.access.report')} testId="login-needed" />
        ) : !hasRole ? (
          <AccessNeeded kind="bind" text={t('record.access.bind')} testId="bind-needed" />
        ) : (
          <>
            {shown && (
              <section className={styles.head} data-testid="season-head">
                <h2 className={styles.title}>{t('record.seasonName', { code: shown.Code })}</h2>
                <p className={styles.dates}>
                  {/* The season's first and last day on the game's home clock, as its news article states them (lastMomentOf). */}
                  {f.day(shown.StartTime, HOME_TIME_ZONE)} – {f.day(lastMomentOf(shown), HOME_TIME_ZONE)}
                  {report.data?.Region && ` · ${t('record.report.region', { region: report.data.Region })}`}
                </p>
                {report.data && <Freshness label="lastMatch" at={report.data.UpdatedAt} />}
              </section>
            )}
            {report.isPending ? (
              <Skeleton height="30rem" />
            ) : report.isError ? (
              <ErrorBlock error={report.error} onRetry={() => void report.refetch()} />
            ) : (
              MODES.map((mode) => (
                <div key={mode} className={styles.mode}>
                  <SeasonReportCard mode={mode} report={report.data[mode]} current={isCurrent} />
                  {summary.data && report.data[mode] && (
                    <ScoreTrend
                      title={t('record.trend.titleMode', { mode: t(`record.modes.${mode}`) })}
                      scoreMap={summary.data[mode].ScoreMap}
                      placed={summary.data[mode].Placed}
                    />
                  )}
                </div>
              ))
            )}
            <SeasonPercentileHistory />
          </>
        )}
      </PageBody>
    </>
  );
}
