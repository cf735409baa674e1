import type { ReactElement } from 'react';
import type { Tournament } from '@mecha/shared/competition/api';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './rewards-list.module.css';

// The rewards per place (operators write them in each language) and, once the final is entered, the champion.
export function RewardsList({ tournament }: { tournament: Tournament }): ReactElement | null {
  const { t } = useTranslation();
  const { champion, rewards } = tournament;
  return (
    <Panel title={t('compDialogs.rewards.title')} data-testid="comp-rewards">
      {champion && (
        <div className={styles.champion} data-testid="rewards-champion" data-team={champion.id}>
          <span className={styles.crown} aria-hidden="true">
            ♛
          </span>
          <div>
            <p className={styles.label}>{t('compDialogs.rewards.champion')}</p>
            <p className={styles.team}>{champion.name}</p>
            <p className={styles.members}>{champion.members.map((m) => m.nickname).join(' · ')}</p>
          </div>
        </div>
      )}
      {rewards.length === 0 ? (
        <p className={styles.empty}>{t('compDialogs.rewards.empty')}</p>
      ) : (
        <dl className={styles.list}>
          {rewards.map((reward, i) => (
            <div key={`${reward.place}-${i}`} className={i === 0 ? `${styles.row} ${styles.first}` : styles.row} data-testid="reward-row">
              <dt className={styles.place}>{reward.place}</dt>
              <dd className={styles.text}>{reward.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
