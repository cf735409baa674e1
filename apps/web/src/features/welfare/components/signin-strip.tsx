import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/button.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { isApiError } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCheckIn } from '../api/check-in.ts';
import type { SigninStrip as Strip } from '@mecha/shared/welfare/api';
import { SigninReward } from './signin-reward.tsx';
import styles from './signin-strip.module.css';

/** The 7-day sign-in: each day signed or not, the next one to sign lit as today's. */
export function SigninStrip({ strip }: { strip: Strip }) {
  const { t } = useTranslation();
  const checkIn = useCheckIn();
  // Days are signed in order, one a day: today's reward is the first unsigned day (or the one just signed).
  const todayDay = strip.Today === 'claimable' ? strip.Signed + 1 : strip.Today === 'signed' ? strip.Signed : null;

  const onCheckIn = () =>
    checkIn.mutate(undefined, {
      onSuccess: (next) => showToast(t('welfare.signin.toast', { n: next.Signed }), 'success'),
      onError: (error) => showToast(isApiError(error) ? error.message : t('common.requestException'), 'error'),
    });

  return (
    <Panel title={t('welfare.signin.title')} action={<span className={styles.progress}>{t('welfare.signin.progress', { n: strip.Signed })}</span>} data-testid="signin">
      <ol className={styles.days}>
        {strip.days.map((day) => {
          const today = day.Day === todayDay;
          return (
            <li
              key={day.Day}
              className={[styles.day, day.Signed && styles.signed, today && styles.today].filter(Boolean).join(' ')}
              data-testid="signin-day"
              data-signed={day.Signed}
              aria-current={today ? 'date' : undefined}
            >
              <span className={styles.label}>{today ? t('welfare.signin.today') : t('welfare.signin.day', { n: day.Day })}</span>
              <span className={styles.mark}>{day.Signed ? <CheckIcon size="1.6rem" /> : day.Day}</span>
              <SigninReward items={day.Items} />
            </li>
          );
        })}
      </ol>
      <p className={styles.rule}>{t('welfare.signin.rule')}</p>
      {strip.Today === 'claimable' ? (
        <Button block loading={checkIn.isPending} onClick={onCheckIn} data-testid="signin-claim">
          {t('welfare.signin.claim')}
        </Button>
      ) : (
        <p className={styles.done} data-testid="signin-done">
          <CheckIcon size="1.6rem" /> {strip.Today === 'complete' ? t('welfare.signin.complete') : t('welfare.signin.signedToday')}
        </p>
      )}
    </Panel>
  );
}
