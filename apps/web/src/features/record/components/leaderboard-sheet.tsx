import { LEADERBOARD_ABOVE, LEADERBOARD_SIZE } from '@mecha/shared/ladder/ranks';
import type { Mode } from '@mecha/shared/record/ingest';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { ChipRow } from '../../../components/chip.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { useRanking } from '../api/get-ranking.ts';
import styles from './leaderboard.module.css';
import { LeaderboardRow } from './leaderboard-row.tsx';
import { MyStanding } from './my-standing.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';

interface LeaderboardSheetProps {
  open: boolean;
  onClose: () => void;
  mode: Mode;
  season: number | null;
  initialRegion: string;
  me: string | null;
}

/** The top 100 of a region (scores above 3500, from the engine's constants), with a region picker. */
export function LeaderboardSheet({ open, onClose, mode, season, initialRegion, me }: LeaderboardSheetProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const titleId = useId();
  const [region, setRegion] = useState(initialRegion);
  const ranking = useRanking(mode, open ? season : null, region);
  const data = ranking.data;
  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <div className={styles.sheetHead}>
        <h2 id={titleId} className={styles.sheetTitle}>
          {t('record.board.sheetTitle', { mode: t(`record.modes.${mode}`) })}
        </h2>
        <p className={styles.sheetNote}>{t('record.board.rule', { size: LEADERBOARD_SIZE, above: f.number(LEADERBOARD_ABOVE) })}</p>
        {data && data.Regions.length > 1 && (
          <ChipRow className={styles.regions} label={t('record.board.region')} value={region} onChange={setRegion} chips={data.Regions.map((r) => ({ value: r, label: r, testId: 'region-chip' }))} />
        )}
      </div>
      {ranking.isError ? (
        <ErrorBlock error={ranking.error} onRetry={() => void ranking.refetch()} />
      ) : !data ? (
        <Skeleton height="30rem" />
      ) : (
        <div className={styles.section}>
          {data.Mine && data.Mine.Region === data.Region && <MyStanding standing={data.Mine} />}
          {data.list.length === 0 ? (
            <EmptyBlock>{t('record.board.empty', { above: f.number(LEADERBOARD_ABOVE) })}</EmptyBlock>
          ) : (
            <ol className={styles.list} data-testid="leaderboard-list" data-region={data.Region} aria-busy={ranking.isPlaceholderData}>
              {data.list.map((entry) => (
                <LeaderboardRow key={entry.Uid} entry={entry} mine={entry.Uid === me} />
              ))}
            </ol>
          )}
        </div>
      )}
    </Overlay>
  );
}
