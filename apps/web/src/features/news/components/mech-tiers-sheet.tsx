import type { Mode } from '@mecha/shared/record/ingest';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CharacterAvatar } from '../../../components/character-avatar.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { RankBadge } from '../../../components/rank-badge.tsx';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { characterLabel } from '../../../lib/characters.ts';
import { useFormatters } from '../../../lib/format.ts';
import { rankRows } from '../../../lib/ladder-rules.ts';
import { useHotRank } from '../api/get-hot-rank.ts';
import type { Period } from '../lib/ranking-params.ts';
import { barScale } from '../lib/sort-rates.ts';
import { RateCell } from './rate-cell.tsx';
import styles from './mech-tiers-sheet.module.css';

const FIRST_SCORE = new Map(rankRows().map((r) => [r.id as string, r.min]));

/** One mech's rates in every tier (hot-rank), for the mode and period on screen. */
export function MechTiersSheet({ id, mode, period, onClose }: { id: string | null; mode: Mode; period: Period; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const titleId = useId();
  const query = useHotRank(id, mode, period);
  const mech = id ? characterLabel(id, f.language) : null;
  const tiers = query.data?.tiers ?? [];
  const scales = { win: barScale(tiers, 'win'), pick: barScale(tiers, 'pick'), ban: barScale(tiers, 'ban') };
  return (
    <Overlay open={id !== null} onClose={onClose} kind="sheet" labelledBy={titleId}>
      {mech && (
        <header className={styles.head}>
          <CharacterAvatar id={mech.id} cls={mech.cls} size="4.4rem" />
          <div>
            <h2 id={titleId} className={styles.title}>
              {t('news.rankings.tierSheet', { name: mech.name })}
            </h2>
            <p className={styles.sub}>
              {t(`record.modes.${mode}`)} · {t(`news.rankings.periods.${period}`)}
            </p>
          </div>
        </header>
      )}
      {query.isPending ? (
        <Skeleton height="24rem" />
      ) : query.isError ? (
        <ErrorBlock error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className={styles.list} data-testid="mech-tiers">
          <div className={`${styles.row} ${styles.labels}`}>
            <span />
            <span>{t('news.rankings.columns.win')}</span>
            <span>{t('news.rankings.columns.pick')}</span>
            <span>{t('news.rankings.columns.ban')}</span>
          </div>
          {tiers.map((tier) => (
            <div key={tier.Tier} className={styles.row} data-tier-row={tier.Tier}>
              <span className={styles.tier}>
                {tier.Tier === 'all' ? (
                  <span className={styles.allMark}>∑</span>
                ) : (
                  <RankBadge score={FIRST_SCORE.get(tier.Tier) ?? 0} size="2.6rem" />
                )}
                <span className={styles.tierText}>
                  <span className={styles.tierName}>{tier.Tier === 'all' ? t('news.rankings.allTiers') : t(`record.ranks.${tier.Tier}`)}</span>
                  <span className={styles.matches}>{t('news.rankings.matches', { value: f.number(tier.Matches) })}</span>
                </span>
              </span>
              <RateCell rate={tier.WinRate} scale={scales.win} sample={tier.Games} lowSample={tier.LowSample} active />
              <RateCell rate={tier.PickRate} scale={scales.pick} sample={tier.Picks} />
              <RateCell rate={tier.BanRate} scale={scales.ban} sample={tier.Bans} />
            </div>
          ))}
        </div>
      )}
    </Overlay>
  );
}
