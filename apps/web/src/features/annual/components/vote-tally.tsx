import type { AnnualRoles } from '@mecha/shared/annual/api';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { tallyRows } from '../lib/vote-picks.ts';
import styles from './vote-tally.module.css';

/** The live tally (or the final one after the end): a bar per mecha with its share of all picks, mine marked. */
export function VoteTally({ roles, mine, ended }: { roles: AnnualRoles; mine: readonly string[]; ended: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const rows = tallyRows(roles.list, mine);
  return (
    <Panel title={ended ? t('lottery.vote.tallyEnded') : t('lottery.vote.tally')} data-testid="vote-tally">
      <p className={styles.voters} data-testid="vote-voters">
        {t('lottery.vote.voters', { count: roles.voters })}
      </p>
      <ol className={styles.list}>
        {rows.map((row) => (
          <li key={row.id} className={styles.row} data-testid="tally-row" data-id={row.id} data-mine={row.mine}>
            <div className={styles.head}>
              <span className={styles.name}>
                {row.name}
                {row.mine && <span className={styles.mine}>{t('lottery.vote.yourPick')}</span>}
              </span>
              <span className={styles.percent} data-testid="tally-percent">
                {f.percent(row.percent / 100)}
              </span>
            </div>
            <div className={styles.track} aria-hidden="true">
              <span className={styles.fill} style={{ width: `${row.width * 100}%` }} />
            </div>
            <span className={styles.votes}>{t('lottery.vote.votes', { count: row.votes })}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
