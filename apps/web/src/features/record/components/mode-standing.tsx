import { PLACEMENT_MATCHES } from '@mecha/shared/ladder/scoring';
import type { Mode } from '@mecha/shared/record/ingest';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useRandPercent } from '../api/get-rand-percent.ts';
import type { ModeBlock } from '../api/record-types.ts';
import { rankTitle } from '../../../lib/rank-title.ts';
import { RECORD_ROUTES } from '../record-routes.ts';
import styles from './mode-standing.module.css';
import { RankBadge } from '../../../components/rank-badge.tsx';

/** One mode's current rank on the role profile: badge, score, and where it stands in the region. */
export function ModeStanding({ mode, block, season }: { mode: Mode; block: ModeBlock | undefined; season: number | null }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const standing = useRandPercent(mode, season);
  const placed = block?.Placed ?? false;
  const score = block?.ArenaScore ?? 0;
  const s = standing.data;
  return (
    <Link to={RECORD_ROUTES.battle(mode)} className={styles.card} data-testid={`standing-${mode}`}>
      <span className={styles.mode}>{t(`record.modeLadder.${mode}`)}</span>
      <RankBadge score={score} placed={placed} size="8.4rem" hero label={placed ? rankTitle(t, score) : t('record.hero.unranked')} />
      <strong className={styles.rank}>{placed ? rankTitle(t, score) : t('record.hero.unranked')}</strong>
      <span className={styles.score}>{placed ? f.number(score) : t('record.hero.placement', { played: Math.min(block?.TotalCnt ?? 0, PLACEMENT_MATCHES), total: PLACEMENT_MATCHES })}</span>
      <span className={styles.standing}>
        {!s || !s.Placed
          ? '—'
          : s.Rank !== null
            ? t('record.roleInfo.rankIn', { rank: f.number(s.Rank), region: s.Region })
            : t('record.roleInfo.aheadIn', { percent: f.percentFloor(s.Percent / 100, 0), region: s.Region })}
      </span>
      {s?.Placed && s.Rank !== null && <span className={styles.percent}>{t('record.roleInfo.ahead', { percent: f.percentFloor(s.Percent / 100) })}</span>}
    </Link>
  );
}
