import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { languageOf } from '../../../lib/locale.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useClaimWeekly } from '../api/claim-weekly.ts';
import type { WeeklyReward as Weekly } from '@mecha/shared/welfare/api';
import { businessTimeFormat } from '../lib/business-time-format.ts';
import styles from './weekly-reward.module.css';

/** Last ladder week's reward: progress x/10, and when it can be (or next can be) claimed. */
export function WeeklyReward({ weekly, timeZone }: { weekly: Weekly; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const f = businessTimeFormat(useAppState(languageOf), timeZone);
  const claim = useClaimWeekly();
  const open = Date.now() / 1000 >= weekly.OpensAt;

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: () => showToast(t('welfare.weekly.toast'), 'success'),
      onError: (error) => showToast(isApiError(error) ? error.message : t('common.requestException'), 'error'),
    });

  return (
    <Panel title={weekly.Title || t('welfare.weekly.title')} data-testid="weekly" data-state={weekly.State}>
      <p className={styles.rule}>{t('welfare.weekly.rule', { needed: weekly.Needed })}</p>
      <div className={styles.row}>
        <span className={styles.week}>{t('welfare.weekly.week', { from: f.day(weekly.WeekStart), to: f.day(weekly.WeekEnd - 1) })}</span>
        <span className={styles.count} data-testid="weekly-progress">
          {t('welfare.weekly.progress', { games: weekly.Games, needed: weekly.Needed })}
        </span>
      </div>
      <ProgressBar
        value={weekly.Games}
        max={weekly.Needed}
        label={weekly.Title || t('welfare.weekly.title')}
        valueText={t('welfare.weekly.progress', { games: weekly.Games, needed: weekly.Needed })}
      />
      <div className={styles.foot}>
        <span className={styles.when} data-testid="weekly-when">
          {!open ? t('welfare.weekly.opensAt', { time: f.at(weekly.OpensAt) }) : weekly.State === 'claimable' ? null : t('welfare.weekly.nextOpens', { time: f.at(weekly.NextOpensAt) })}
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
