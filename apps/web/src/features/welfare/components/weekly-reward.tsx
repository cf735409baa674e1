import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { useClaimWeekly } from '../api/claim-weekly.ts';
import type { WeeklyReward as Weekly } from '../api/welfare-types.ts';
import styles from './weekly-reward.module.css';

/** Last ladder week's reward: progress x/10, and when it can be (or next can be) claimed. */
export function WeeklyReward({ weekly }: { weekly: Weekly }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const claim = useClaimWeekly();
  const open = Date.now() / 1000 >= weekly.OpensAt;
  const share = Math.min(1, weekly.Games / weekly.Needed);

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: () => showToast(t('welfare.weekly.toast'), 'success'),
      onError: (error) => showToast(isApiError(error) ? error.message : t('common.requestException'), 'error'),
    });

  return (
    <Panel title={weekly.Title || t('welfare.weekly.title')} data-testid="weekly" data-state={weekly.State}>
      <p className={styles.rule}>{t('welfare.weekly.rule', { needed: weekly.Needed })}</p>
      <div className={styles.row}>
        <span className={styles.week}>{t('welfare.weekly.week', { from: f.monthDay(weekly.WeekStart), to: f.monthDay(weekly.WeekEnd - 1) })}</span>
        <span className={styles.count} data-testid="weekly-progress">
          {t('welfare.weekly.progress', { games: weekly.Games, needed: weekly.Needed })}
        </span>
      </div>
      <div className={styles.track} role="progressbar" aria-valuemin={0} aria-valuemax={weekly.Needed} aria-valuenow={weekly.Games}>
        <span className={styles.fill} style={{ width: `${share * 100}%` }} />
      </div>
      <div className={styles.foot}>
        <span className={styles.when}>
          {weekly.State === 'claimed' || open ? t('welfare.weekly.nextOpens', { time: f.dateTime(weekly.NextOpensAt) }) : t('welfare.weekly.opensAt', { time: f.dateTime(weekly.OpensAt) })}
        </span>
        {weekly.State === 'claimable' && open ? (
          <Button size="sm" loading={claim.isPending} onClick={onClaim} data-testid="weekly-claim">
            {t('welfare.weekly.claim')}
          </Button>
        ) : (
          <span className={weekly.State === 'claimed' ? styles.claimed : styles.pending}>
            {weekly.State === 'claimed' ? t('welfare.weekly.claimed') : t('welfare.weekly.unfinished')}
          </span>
        )}
      </div>
    </Panel>
  );
}
