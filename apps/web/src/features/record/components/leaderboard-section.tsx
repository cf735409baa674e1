import { LEADERBOARD_ABOVE, LEADERBOARD_SIZE } from '@mecha/shared/ladder/ranks';
import { EDITIONS } from '@mecha/shared/editions';
import type { Mode } from '@mecha/shared/record/ingest';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { Button } from '../../../components/button.tsx';
import { CrownIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { editionOf } from '../../../lib/locale.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useAppState } from '../../../lib/store.ts';
import { useRanking } from '../api/get-ranking.ts';
import { useIsVisitor } from '../api/record-keys.ts';
import styles from './leaderboard.module.css';
import { LeaderboardRow } from './leaderboard-row.tsx';
import { LeaderboardSheet } from './leaderboard-sheet.tsx';
import { MyStanding } from './my-standing.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { Freshness } from '../../../components/freshness.tsx';

/** The regional leaderboard on the battle page: the player's standing, the podium, and the full top 100. */
export function LeaderboardSection({ mode, season }: { mode: Mode; season: number | null }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const me = useAppState((s) => (s.token ? s.selectedRoleId : null));
  const visitor = useIsVisitor();
  // A player's own region comes from the server; a visitor starts on the first region of their edition (the
  // server's fallback is simply its first region, which for a Japanese visitor would be a mainland one).
  const edition = useAppState(editionOf);
  const ranking = useRanking(mode, season, visitor ? EDITIONS[edition].regions[0] : null);
  const [open, setOpen] = useState(false);
  const data = ranking.data;

  return (
    <Panel
      title={t('record.board.title')}
      action={data && <span className={styles.regionTag}>{data.Region}</span>}
      data-testid="leaderboard-section"
    >
      {ranking.isError ? (
        <ErrorBlock error={ranking.error} onRetry={() => void ranking.refetch()} />
      ) : !data ? (
        <Skeleton height="16rem" />
      ) : (
        <div className={styles.section}>
          {data.Mine ? (
            <MyStanding standing={data.Mine} />
          ) : me === null ? (
            <Link to={ROUTES.login} className={styles.loginLink}>
              {t('record.board.loginToSee')}
            </Link>
          ) : null}
          {data.list.length === 0 ? (
            <EmptyBlock>{t('record.board.empty', { above: f.number(LEADERBOARD_ABOVE) })}</EmptyBlock>
          ) : (
            <ol className={styles.list}>
              {data.list.slice(0, 3).map((entry) => (
                <LeaderboardRow key={entry.Uid} entry={entry} mine={entry.Uid === me} />
              ))}
            </ol>
          )}
          <Button variant="secondary" block size="sm" onClick={() => setOpen(true)} data-testid="open-leaderboard">
            <CrownIcon size="1.6rem" /> {t('record.board.viewAll', { size: LEADERBOARD_SIZE })}
          </Button>
          <Freshness at={data.ComputedAt} testId="board-freshness" />
        </div>
      )}
      {data && <LeaderboardSheet key={`${mode}-${data.Region}`} open={open} onClose={() => setOpen(false)} mode={mode} season={season} initialRegion={data.Region} me={me} />}
    </Panel>
  );
}
