import { PERIODS, TIERS } from '@mecha/shared/news/ranking-options';
import { MODES } from '@mecha/shared/record/modes';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Segmented } from '../../../components/segmented.tsx';
import type { RankingSelection, Tier } from '../lib/ranking-params.ts';
import { ChipRow } from '../../../components/chip.tsx';
import styles from './ranking-controls.module.css';

/** Mode, period and tier of the character rankings. */
export function RankingControls({ selection, onChange }: { selection: RankingSelection; onChange: (patch: Partial<RankingSelection>) => void }) {
  const { t } = useTranslation();
  const tierName = (tier: Tier) => (tier === 'all' ? t('news.rankings.allTiers') : t(`record.ranks.${tier}`));
  return (
    <div className={styles.controls} data-testid="ranking-controls">
      <div className={styles.row}>
        <Segmented
          label={t('news.rankings.mode')}
          value={selection.mode}
          onChange={(mode) => onChange({ mode })}
          options={MODES.map((m) => ({ value: m, label: t(`record.modes.${m}`), testId: `rank-mode-${m}` }))}
        />
        <Segmented
          label={t('news.rankings.period')}
          value={selection.period}
          onChange={(period) => onChange({ period })}
          options={PERIODS.map((p) => ({ value: p, label: t(`news.rankings.periods.${p}`), testId: `rank-period-${p}` }))}
        />
      </div>
      <ChipRow label={t('news.rankings.tier')} testId="rank-tiers" value={selection.tier} onChange={(tier) => onChange({ tier })} chips={TIERS.map((tier) => ({ value: tier, label: tierName(tier) }))} />
    </div>
  );
}
