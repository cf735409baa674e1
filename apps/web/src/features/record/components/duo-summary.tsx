import type { DuoPartners, DuoTally } from '@mecha/shared/record/duo';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { shareOf } from '../api/get-duo-partners.ts';
import { StatTiles } from './stat-tiles.tsx';
import styles from './duo-summary.module.css';

/** The scope's 2v2 at a glance: matches and win rate, queued as a team against solo, and how many partners. */
export function DuoSummary({ data }: { data: DuoPartners }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const split = (tally: DuoTally) => (
    <>
      {f.winRate(shareOf(tally))}
      <span className={styles.sub}>{t('record.duo.count', { count: tally.Matches, value: f.number(tally.Matches) })}</span>
    </>
  );
  return (
    <div className={styles.summary} data-testid="duo-summary" data-total={data.Total.Matches} data-partners={data.Partners}>
      <StatTiles
        columns={3}
        tiles={[
          { label: t('record.duo.matches'), value: f.number(data.Total.Matches), testId: 'duo-total' },
          { label: t('record.duo.winRate'), value: f.winRate(shareOf(data.Total)), tone: 'cyan', testId: 'duo-total-rate' },
          { label: t('record.duo.partners'), value: f.number(data.Partners), testId: 'duo-partner-count' },
        ]}
      />
      <StatTiles
        columns={2}
        tiles={[
          { label: t('record.duo.premade'), value: split(data.Premade), testId: 'duo-premade-tile' },
          { label: t('record.duo.solo'), value: split(data.Solo), testId: 'duo-solo-tile' },
        ]}
      />
    </div>
  );
}
