import { PLACEMENT_MATCHES } from '@mecha/shared/ladder/scoring';
import type { Mode } from '@mecha/shared/record/ingest';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import type { ModeBlock } from '../api/record-types.ts';
import { badgeInfo } from '../../../lib/rank.ts';
import { rankTitle } from '../../../lib/rank-title.ts';
import styles from './ladder-hero.module.css';
import { RankBadge } from '../../../components/rank-badge.tsx';

// The top of the battle page: the rank badge, its name, the score and the peak, and how far the next sub-tier
// is. Before placement the score is hidden (PRODUCT.md: it appears after 3 matches), so the badge is unlit and
// the placement count shows instead.
export function LadderHero({ block, mode }: { block: ModeBlock; mode: Mode }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const info = badgeInfo(block.ArenaScore);
  const title = rankTitle(t, block.ArenaScore);

  if (!block.Placed) {
    const played = Math.min(block.TotalCnt, PLACEMENT_MATCHES);
    return (
      <section className={styles.hero} data-testid="ladder-hero" data-placed="false">
        <RankBadge score={0} placed={false} size="12rem" hero label={t('record.hero.unranked')} />
        <p className={styles.rank}>{t('record.hero.unranked')}</p>
        <p className={styles.placement} data-testid="placement">
          {t('record.hero.placement', { played, total: PLACEMENT_MATCHES })}
        </p>
        <div className={styles.pips} aria-hidden="true">
          {Array.from({ length: PLACEMENT_MATCHES }, (_, i) => (
            <span key={i} className={i < played ? `${styles.pip} ${styles.pipOn}` : styles.pip} />
          ))}
        </div>
        <p className={styles.hint}>{t('record.hero.placementHint', { count: PLACEMENT_MATCHES - played, mode: t(`record.modes.${mode}`) })}</p>
      </section>
    );
  }

  const next = info.nextAt === null ? null : badgeInfo(info.nextAt);
  return (
    <section className={styles.hero} data-testid="ladder-hero" data-placed="true" data-rank={info.rank}>
      <RankBadge score={block.ArenaScore} size="13rem" hero label={title} />
      <p className={styles.rank} data-testid="rank-title">
        {title}
      </p>
      <div className={styles.scores}>
        <div>
          <span className={styles.label}>{t('record.hero.score')}</span>
          <strong className={styles.score} data-testid="arena-score">
            {f.number(block.ArenaScore)}
          </strong>
        </div>
        <span className={styles.divider} />
        <div>
          <span className={styles.label}>{t('record.hero.peak')}</span>
          <strong className={styles.peak} data-testid="max-score">
            {f.number(block.MaxScore)}
          </strong>
        </div>
      </div>
      {info.progress !== null && next && info.nextAt !== null ? (
        <div className={styles.progress}>
          <div className={styles.track}>
            <span className={styles.fill} style={{ width: `${Math.max(3, info.progress * 100)}%` }} />
          </div>
          <span className={styles.hint}>{t('record.hero.toNext', { points: f.number(info.nextAt - block.ArenaScore), rank: rankTitle(t, info.nextAt) })}</span>
        </div>
      ) : (
        <span className={styles.hint}>{t('record.hero.summit')}</span>
      )}
    </section>
  );
}
