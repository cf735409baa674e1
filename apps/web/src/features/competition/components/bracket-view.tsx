import type { ReactElement } from 'react';
import type { Bracket, BracketMatch, TeamBrief } from '@mecha/shared/competition/api';
import { Panel } from '../../../components/panel.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import { useBracket } from '../api/get-bracket.ts';
import { namesKind } from './schedule-list.tsx';
import styles from './bracket-view.module.css';

// The bracket as the operators publish it: per stage, its rounds as columns (a phone scrolls them sideways, one
// round and the edge of the next in view), each match with both teams, scores, the winner lit and a walkover
// marked; the viewer's team highlighted; the teams marked absent under the stage.
export function BracketView({ tournamentId, myTeamId }: { tournamentId: string; myTeamId: string | null }): ReactElement | null {
  const { t } = useTranslation();
  const bracket = useBracket(tournamentId);
  const stages = bracket.data?.stages.filter((s) => s.rounds.length > 0 || s.absent.length > 0) ?? [];
  return (
    <Panel title={t('compDialogs.bracket.title')} data-testid="comp-bracket">
      {bracket.isPending ? (
        <Skeleton height="16rem" />
      ) : bracket.isError ? (
        <ErrorBlock error={bracket.error} onRetry={() => void bracket.refetch()} />
      ) : stages.length === 0 ? (
        <EmptyBlock>{t('compDialogs.bracket.empty')}</EmptyBlock>
      ) : (
        stages.map((entry) => <StageBracket key={entry.stage.id} entry={entry} myTeamId={myTeamId} />)
      )}
    </Panel>
  );
}

function StageBracket({ entry, myTeamId }: { entry: Bracket['stages'][number]; myTeamId: string | null }) {
  const { t } = useTranslation();
  const { stage, rounds, absent, checkedIn } = entry;
  const kind = t(`compDialogs.schedule.kinds.${stage.kind}`);
  const title = namesKind(stage.name, kind) ? stage.name : `${kind} · ${stage.name}`;
  return (
    <section className={styles.stage} data-testid="bracket-stage" data-stage={stage.id}>
      <header className={styles.stageHead}>
        <h3 className={styles.stageName}>{title}</h3>
        <span className={styles.meta}>
          {t(`compDialogs.schedule.states.${stage.state}`)} · {t('compDialogs.bracket.checkedIn', { count: checkedIn })}
        </span>
      </header>
      {rounds.length > 0 && (
        // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        <div className={styles.rounds} role="region" aria-label={t('compDialogs.bracket.scroll', { stage: title })} tabIndex={0}>
          {rounds.map((round) => (
            <div key={round.round} className={styles.round} data-testid="bracket-round" data-round={round.round}>
              <h4 className={styles.roundName}>{t('compDialogs.bracket.round', { round: round.round })}</h4>
              <ol className={styles.matches}>
                {round.matches.map((match) => (
                  <MatchCard key={match.id} match={match} myTeamId={myTeamId} />
                ))}
              </ol>
            </div>
          ))}
        </div>
      )}
      {absent.length > 0 && (
        <div className={styles.absent} data-testid="bracket-absent">
          <span className={styles.absentLabel}>{t('compDialogs.bracket.absent')}</span>
          <ul className={styles.absentList}>
            {absent.map((team) => (
              <li key={team.id} className={team.id === myTeamId ? styles.mineText : undefined}>
                {team.name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function MatchCard({ match, myTeamId }: { match: BracketMatch; myTeamId: string | null }) {
  const { t, language } = useTranslation();
  const mine = myTeamId !== null && (match.teamA?.id === myTeamId || match.teamB?.id === myTeamId);
  return (
    <li className={mine ? `${styles.match} ${styles.mine}` : styles.match} data-testid="bracket-match" data-match={match.id} data-state={match.state} data-mine={mine || undefined}>
      <TeamLine team={match.teamA} score={match.scoreA} match={match} myTeamId={myTeamId} />
      <TeamLine team={match.teamB} score={match.scoreB} match={match} myTeamId={myTeamId} />
      <p className={styles.matchFoot}>
        {match.state === 'walkover' ? (
          <span className={styles.walkover} data-testid="bracket-walkover">
            {t('compDialogs.bracket.walkover')}
          </span>
        ) : match.state === 'scheduled' ? (
          <time dateTime={new Date(match.startsAt * 1000).toISOString()}>{formatWhen(language, match.startsAt)}</time>
        ) : null}
      </p>
    </li>
  );
}

function TeamLine({ team, score, match, myTeamId }: { team: TeamBrief | null; score: number | null; match: BracketMatch; myTeamId: string | null }) {
  const { t } = useTranslation();
  const won = team !== null && match.winnerId === team.id;
  const mine = team !== null && team.id === myTeamId;
  const classes = [styles.team, won && styles.won, match.winnerId && !won && styles.lost].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid="bracket-team" data-won={won || undefined}>
      <span className={styles.teamName}>
        {team ? team.name : <span className={styles.tbd}>{t(match.state === 'walkover' ? 'compDialogs.bracket.noOpponent' : 'compDialogs.bracket.tbd')}</span>}
        {mine && <span className={styles.tag}>{t('compDialogs.bracket.mine')}</span>}
        {won && <span className={styles.srOnly}> · {t('compDialogs.bracket.won')}</span>}
      </span>
      <span className={styles.score}>{score ?? '–'}</span>
    </div>
  );
}
