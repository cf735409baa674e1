import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { GiftIcon, MailIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { isApiError } from '../../../lib/request.ts';
import { selectedRoleOf, useAppState } from '../../../lib/store.ts';
import { refreshUnread } from '../../../lib/unread.ts';
import { useWelfareStatus } from '../api/get-welfare-status.ts';
import { useWelfareTasks } from '../api/get-welfare-tasks.ts';
import { WELFARE_KEY } from '../api/welfare-keys.ts';
import { EventEntry } from '../../annual/components/event-entry.tsx';
import { PacksSection } from '../components/packs-section.tsx';
import { RedeemForm } from '../components/redeem-form.tsx';
import { SigninStrip } from '../components/signin-strip.tsx';
import { WeeklyReward } from '../components/weekly-reward.tsx';
import styles from './welfare-page.module.css';

// act/welfare/index: gift packs, the 7-day sign-in, the weekly ladder reward and code redemption, all for the
// selected role and all delivered by in-game mail.
export function WelfarePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useAppState((s) => s.token !== null);
  const role = useAppState(selectedRoleOf);
  const status = useWelfareStatus();
  const tasks = useWelfareTasks();
  const needsBind = isApiError(status.error, 'bindRequired') || isApiError(tasks.error, 'bindRequired');

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: WELFARE_KEY }), refreshUnread()]);

  let body;
  if (!loggedIn) body = <AccessNeeded kind="login" text={t('welfare.loginNeeded')} Icon={GiftIcon} tone="gold" testId="welfare-login" />;
  else if (needsBind) body = <AccessNeeded kind="bind" text={t('welfare.bindNeeded')} Icon={GiftIcon} tone="gold" testId="welfare-bind" />;
  else
    body = (
      <>
        {role && (
          <p className={styles.role} data-testid="welfare-role">
            {t('welfare.forRole', { name: role.nickname, uid: role.uid })}
          </p>
        )}
        <PacksSection status={status} />
        {tasks.data ? (
          <>
            <SigninStrip strip={tasks.data.signin} />
            <WeeklyReward weekly={tasks.data.weekly} timeZone={status.data?.TimeZone} />
          </>
        ) : tasks.error ? (
          <ErrorBlock error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : (
          <Skeleton height="18rem" />
        )}
        <RedeemForm />
        <p className={styles.note}>
          <MailIcon size="1.4rem" /> {t('welfare.mailNote')}
        </p>
      </>
    );

  return (
    <>
      <NavBar title={t('welfare.title')} back />
      <PullToRefresh onRefresh={refresh}>
        <PageBody>
          <div className={styles.stack}>
            {/* The anniversary's way in (issue 13), for visitors too: decision 0166. */}
            <EventEntry />
            {body}
          </div>
        </PageBody>
      </PullToRefresh>
    </>
  );
}
