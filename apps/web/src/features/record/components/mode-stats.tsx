import { useTranslation } from '../../../i18n/use-translation.ts';
import { Panel } from '../../../components/panel.tsx';
import { useFormatters } from '../../../lib/format.ts';
import type { ModeBlock } from '../api/record-types.ts';
import styles from './mode-stats.module.css';
import { StatTiles } from './stat-tiles.tsx';
import { WinRateRing } from './win-rate-ring.tsx';

/** Games, wins, losses and the win-rate ring of one mode in one season. */
export function ModeStats({ block }: { block: ModeBlock }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Panel title={t('record.stats.title')}>
      <div className={styles.row}>
        <WinRateRing rate={block.WinRate} label={t('record.stats.winRate')} />
        <StatTiles
          columns={3}
          tiles={[
            { label: t('record.stats.games'), value: f.number(block.TotalCnt), testId: 'stat-games' },
            { label: t('record.stats.wins'), value: f.number(block.WinCnt), tone: 'ok' },
            { label: t('record.stats.losses'), value: f.number(block.TotalCnt - block.WinCnt), tone: 'danger' },
          ]}
        />
      </div>
    </Panel>
  );
}
