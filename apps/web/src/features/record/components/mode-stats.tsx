import { useTranslation } from '../../../i18n/use-translation.ts';
import { Panel } from '../../../components/panel.tsx';
import { useFormatters } from '../../../lib/format.ts';
import type { BattleResult } from '@mecha/shared/record/battle-filter';
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
  const losses = block.TotalCnt - block.WinCnt;
  // A total's tile opens its matches: all of them, or its wins or losses.
  const opens = (label: string, result?: BattleResult) => (mode ? { to: RECORD_ROUTES.battle(mode, { result }), linkLabel: label } : {});
  return (
    <Panel title={t('record.stats.title')}>
      <div className={styles.row}>
        <WinRateRing rate={block.WinRate} label={t('record.stats.winRate')} />
        <StatTiles
          columns={3}
          tiles={[
            { label: t('record.stats.games'), value: f.number(block.TotalCnt), testId: 'stat-games', ...opens(t('record.stats.openGames', { count: block.TotalCnt })) },
            { label: t('record.stats.wins'), value: f.number(block.WinCnt), tone: 'ok', testId: 'stat-wins', ...opens(t('record.stats.openWins', { count: block.WinCnt }), 'win') },
            { label: t('record.stats.losses'), value: f.number(losses), tone: 'danger', testId: 'stat-losses', ...opens(t('record.stats.openLosses', { count: losses }), 'loss') },
          ]}
        />
      </div>
    </Panel>
  );
}
