import { useQueryClient } from '@tanstack/react-query';
import type { Mode } from '@mecha/shared/record/ingest';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { BookIcon, CalendarIcon, ImageIcon, MechaIcon } from '../../../components/icons.tsx';
import { NavBar, NavIconButton } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { useAfterFirstReads, useFirstScreenShown } from '../../../lib/after-first-reads.ts';
import { isApiError } from '../../../lib/request.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { useBattleSummary, useBattleSummaryAhead } from '../api/get-battle-summary.ts';
import { RECORD_KEY, useHasRole, useIsVisitor } from '../api/record-keys.ts';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { AfterPaint } from '../../../components/after-paint.tsx';
import { BattleList } from '../components/battle-list.tsx';
import { DuoPanel } from '../components/duo-panel.tsx';
import { LadderHero } from '../components/ladder-hero.tsx';
import { LeaderboardSection } from '../components/leaderboard-section.tsx';
import { ModeStats } from '../components/mode-stats.tsx';
import { QuickLinks } from '../../../components/quick-links.tsx';
import { RecordControls } from '../components/record-controls.tsx';
import { RoleStrip } from '../components/role-strip.tsx';
import { RulesSheet } from '../components/rules-sheet.tsx';
import { SampleBanner } from '../components/sample-banner.tsx';
import { SampleBannerSkeleton, SummaryRestSkeleton, SummarySkeleton } from '../components/battle-skeleton.tsx';
import { ScoreTrend } from '../components/score-trend.tsx';
import { ScoreDistributionPanel } from '../components/score-distribution.tsx';
import { Freshness } from '../../../components/freshness.tsx';
import { ErrorBlock } from '../../../components/states.tsx';
import { TopCharacters } from '../components/top-characters.tsx';
import { MatchesIn } from '../components/matches-in.tsx';
import { useModeParam } from '../lib/use-mode.ts';
import { isFiltered, useBattleFilter } from '../lib/use-battle-filter.ts';
import { useSeasonChoice } from '../lib/use-season.ts';
import { RECORD_ROUTES } from '../record-routes.ts';
import styles from './battle-page.module.css';

// Battle records (tab 1): the ladder of one mode in one season, its trend and characters, the regional board
// and the match list. A visitor sees the server's sample with a login prompt; the list needs a role.
export function BattlePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useModeParam();
  const [filter, clearFilter] = useBattleFilter();
  const season = useSeasonChoice();
  const visitor = useIsVisitor();
  const hasRole = useHasRole();
  const summary = useBattleSummary(season.season);
  useBattleSummaryAhead(season.season);
  const [rulesOpen, setRulesOpen] = useState(false);
  const needsBind = isApiError(summary.error, 'bindRequired');
  const listFirst = hasRole && !needsBind && isFiltered(filter);
  const block = summary.data?.[mode];
  // The board and the distribution sit below the first screen: they ask for their season once the summary has
  // come (or failed) and the ladder score is painted (BoardAndDistribution), so on a phone's link the summary is not
  // queued behind them and the score's render does not wait behind theirs (decisions 0205, 0212).
  // The page's first screen: the ladder hero, or what stands in its place when the summary fails.
  useFirstScreenShown(!summary.isPending || season.failed);
  // Keeps the role strip's card current (the stored role list may be from an earlier visit).
  useMyRoles();

  const refresh = () => queryClient.invalidateQueries({ queryKey: RECORD_KEY });

  return (
    <>
      <NavBar
        title={t('record.title')}
        right={
          <NavIconButton label={t('record.rules.title')} onClick={() => setRulesOpen(true)}>
            <BookIcon size="2.1rem" />
          </NavIconButton>
        }
      />
      <PullToRefresh onRefresh={refresh}>
        <PageBody>
          <RecordControls mode={mode} onMode={setMode} season={season} />
          <MatchesIn />
          {summary.data?.IsSample ? <SampleBanner /> : visitor && summary.isPending ? <SampleBannerSkeleton /> : <RoleStrip />}
          {/* Opened from a number (a total, a partner's matches): the matches asked for come first, above what loads. */}
          {listFirst && <BattleList mode={mode} season={season.season} filter={filter} onClearFilter={clearFilter} />}

          {season.failed ? (
            <ErrorBlock error={null} onRetry={season.retry} />
          ) : needsBind ? (
            <AccessNeeded kind="bind" text={t('record.access.bind')} testId="bind-needed" />
          ) : summary.isError ? (
            <ErrorBlock error={summary.error} onRetry={() => void summary.refetch()} />
          ) : !block || !summary.data ? (
            <SummarySkeleton />
          ) : (
            <>
              <LadderHero block={block} mode={mode} />
              <ModeStats block={block} mode={hasRole && !summary.data.IsSample ? mode : undefined} />
              {!summary.data.IsSample && <Freshness label="lastMatch" at={summary.data.UpdatedAt} className={styles.freshness} />}
              {/* Below the first screen: rendered once the ladder score has been painted. */}
              <AfterPaint fallback={<SummaryRestSkeleton />}>
                <ScoreTrend scoreMap={block.ScoreMap} placed={block.Placed} />
                <QuickLinks
                  links={[
                    { key: 'season', label: t('record.links.season'), Icon: CalendarIcon, to: RECORD_ROUTES.seasonPerformance, testId: 'link-season' },
                    { key: 'roles', label: t('record.links.roles'), Icon: MechaIcon, to: RECORD_ROUTES.seasonRole(mode), testId: 'link-roles' },
                    { key: 'rules', label: t('record.links.rules'), Icon: BookIcon, onClick: () => setRulesOpen(true), testId: 'link-rules' },
                    // A poster needs the player's own placed ladder: never the sample, never an unranked score.
                    ...(hasRole && !summary.data.IsSample && block.Placed && season.season !== null
                      ? [
                          {
                            key: 'share',
                            label: t('record.links.share'),
                            Icon: ImageIcon,
                            to: RECORD_ROUTES.recordPoster({ mode, season: season.season, score: block.ArenaScore, winRate: block.WinRate, games: block.TotalCnt }),
                            testId: 'link-share',
                          },
                        ]
                      : []),
                  ]}
                />
                {/* TopRoleList counts both modes (it is not part of a mode block), so the panel says so. */}
                <Panel title={t('record.top.title')} action={<span className={styles.scope}>{t('record.top.bothModes')}</span>}>
                  <TopCharacters roles={summary.data.TopRoleList} linkTo={hasRole && !summary.data.IsSample} />
                </Panel>
                {mode === 'T2' && hasRole && !summary.data.IsSample && <DuoPanel season={season.season} />}
              </AfterPaint>
            </>
          )}

          {!needsBind && <BoardAndDistribution mode={mode} season={summary.isPending ? null : season.season} />}

          {visitor ? (
            <Panel title={t('record.matches.title')}>
              <AccessNeeded kind="login" text={t('record.access.matches')} testId="login-needed" />
            </Panel>
          ) : (
            hasRole && !needsBind && !listFirst && <BattleList mode={mode} season={season.season} />
          )}
        </PageBody>
      </PullToRefresh>
      <RulesSheet open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </>
  );
}

/**
 * The board and the distribution, which ask for `season` once the first reads are in (useAfterFirstReads). The gate
 * is read here, not by the page: its opening re-renders these two, not the whole page (decision 0227).
 */
function BoardAndDistribution({ mode, season }: { mode: Mode; season: number | null }) {
  const open = useAfterFirstReads();
  return (
    <>
      <LeaderboardSection mode={mode} season={open ? season : null} />
      <ScoreDistributionPanel mode={mode} season={open ? season : null} />
    </>
  );
}
