import { useTranslation } from '../../../i18n/use-translation.ts';
import { Panel } from '../../../components/panel.tsx';
import { useFormatters } from '../../../lib/format.ts';
import type { Mode } from '@mecha/shared/record/modes';
import type { ModeBlock } from '../api/record-types.ts';
import { RECORD_ROUTES } from '../record-routes.ts';
import styles from './mode-stats.module.css';
import { StatTiles } from './stat-tiles.tsx';
import { WinRateRing } from './win-rate-ring.tsx';

/**
 * Games, wins, losses and the win-rate ring of one mode in one season. For the player's own record (`mode` given)
 * each total opens the matches behind it in the list below (issue 17: every number explains itself).
 */
export function ModeStats({ block, mode }: { block: ModeBlock; mode?: Mode }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Panel title={t('record.stats.title')}>
      <div className={styles.row}>
        <WinRateRing rate={block.WinRate} label={t('record.stats.winRate')} />
        <StatTiles
          columns={3}
          tiles={[
            { label: t('record.stats.games'), value: f.number(block.TotalCnt), testId: 'stat-games', ...(mode && { to: RECORD_ROUTES.battle(mode), linkLabel: t('record.stats.openGames', { count: block.TotalCnt }) }) },
            { label: t('record.stats.wins'), value: f.number(block.WinCnt), tone: 'ok', testId: 'stat-wins', ...(mode && { to: RECORD_ROUTES.battle(mode, { result: 'win' }), linkLabel: t('record.stats.openWins', { count: block.WinCnt }) }) },
            { label: t('record.stats.losses'), value: f.number(block.TotalCnt - block.WinCnt), tone: 'danger', testId: 'stat-losses', ...(mode && { to: RECORD_ROUTES.battle(mode, { result: 'loss' }), linkLabel: t('record.stats.openLosses', { count: block.TotalCnt - block.WinCnt }) }) },
          ]}
        />
      </div>
    </Panel>
  );
}
