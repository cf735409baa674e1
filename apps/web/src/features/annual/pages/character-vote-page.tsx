import { HOME_TIME_ZONE } from '@mecha/shared/ladder/seasons';
import { MAX_VOTE_PICKS } from '@mecha/shared/annual/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { Button } from '../../../components/button.tsx';
import { MechaIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { ANNUAL_ROUTES } from '../annual-routes.ts';
import { ANNUAL_KEY } from '../api/annual-keys.ts';
import { useAnnualStatus } from '../api/get-status.ts';
import { useVoteRoles } from '../api/get-vote-roles.ts';
import { useVote } from '../api/vote.ts';
import { LotteryWindow } from '../components/lottery-window.tsx';
import { VoteCard } from '../components/vote-card.tsx';
import { VoteConfirmSheet } from '../components/vote-confirm-sheet.tsx';
import { VoteTally } from '../components/vote-tally.tsx';
import { togglePick } from '../lib/vote-picks.ts';
import styles from './character-vote-page.module.css';

// act/character-vote/index (SPEC §2 "Character vote", §4 "not voted → voted", §5 "at most 3 roles per vote"):
// pick 1–3 mechas, confirm once, then the choice is locked and the live tally shows. Before voting the tally is
// hidden (it would sway the vote); after the end it shows to everyone.
export function CharacterVotePage() {
  const { t, language } = useTranslation();
  const f = useFormatters();
  const queryClient = useQueryClient();
  const loggedIn = useAppState((s) => s.token !== null);
  // The role list may not be stored yet (a platform sign-in straight into this page): it is read here too.
  useMyRoles();
  const hasRole = useAppState((s) => s.roleList.length > 0 || s.selectedRoleId !== null);
  const status = useAnnualStatus();
  const roles = useVoteRoles();
  const send = useVote();
  const [picks, setPicks] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);

  const event = status.data?.event ?? null;
  const me = status.data?.me ?? null;
  const needsBind = loggedIn && (!hasRole || isApiError(status.error, 'bindRequired'));
  // The vote just sent counts before the status comes back with it.
  const myVote = me?.vote ?? send.data?.vote ?? null;
  const canPick = event?.phase === 'open' && me !== null && me.canVote && myVote === null;
  const showTally = myVote !== null || event?.phase === 'ended';

  const toggle = (id: string) => {
    const result = togglePick(picks, id);
    // SPEC §5's message, as the app shows errors (the catalogue text the server would answer).
    if ('refused' in result) showToast(errorMessage(result.refused, language), 'error');
    else setPicks(result.picks);
  };

  const confirm = () =>
    send.mutate(picks, {
      onSuccess: () => {
        setConfirming(false);
        setPicks([]);
        showToast(t('lottery.vote.votedToast'), 'success');
      },
    });
  const closeConfirm = () => {
    setConfirming(false);
    send.reset();
  };
  const nameOf = (id: string) => roles.data?.list.find((c) => c.id === id)?.name ?? id;
  const voteError = send.error ? (isApiError(send.error) ? send.error.message : t('common.requestException')) : null;

  let body;
  if (status.isPending) body = <Skeleton height="30rem" />;
  else if (status.isError && !needsBind) body = <ErrorBlock error={status.error} onRetry={() => void status.refetch()} />;
  // An account without a role gets 402 from the status: it sees the characters and the way to bind one.
  else if (!event && !needsBind) body = <EmptyBlock>{t('lottery.window.noEvent')}</EmptyBlock>;
  else {
    const picked = (id: string) => (myVote ?? picks).includes(id);
    body = (
      <>
        {event && <LotteryWindow event={event} />}
        <p className={styles.intro}>{t('lottery.vote.intro')}</p>
        {!loggedIn ? (
          <AccessNeeded kind="login" text={t('lottery.vote.loginNeeded')} Icon={MechaIcon} testId="vote-login" />
        ) : needsBind ? (
          <AccessNeeded kind="bind" text={t('lottery.vote.bindNeeded')} Icon={MechaIcon} testId="vote-bind" />
        ) : null}
        {me && myVote !== null && (
          <p className={styles.locked} data-testid="vote-locked">
            {t('lottery.vote.locked')}
          </p>
        )}
        {event && me && !me.canVote && myVote === null && (
          <p className={styles.cannot} data-testid="vote-cannot">
            {t('lottery.vote.cannotVote', { from: f.day(event.reportFrom, HOME_TIME_ZONE), to: f.day(event.reportTo - 1, HOME_TIME_ZONE) })}
          </p>
        )}
        {roles.isPending ? (
          <Skeleton height="24rem" />
        ) : roles.isError ? (
          <ErrorBlock error={roles.error} onRetry={() => void roles.refetch()} />
        ) : (
          <>
            <ul className={styles.grid} data-testid="vote-grid" aria-label={t('lottery.vote.title')}>
              {roles.data.list.map((c) => (
                <VoteCard key={c.id} id={c.id} name={c.name} picture={c.picture} picked={picked(c.id)} locked={!canPick} onToggle={() => toggle(c.id)} pickedLabel={t('lottery.vote.pickedLabel')} />
              ))}
            </ul>
            {showTally ? (
              <VoteTally roles={roles.data} mine={myVote ?? []} ended={event?.phase === 'ended'} />
            ) : (
              canPick && <p className={styles.hidden}>{t('lottery.vote.tallyHidden')}</p>
            )}
          </>
        )}
        {myVote !== null && (
          <Link to={ANNUAL_ROUTES.lottery} className={styles.toDraw} data-testid="vote-to-draw">
            {t('lottery.vote.toDraw')}
          </Link>
        )}
        {canPick && (
          <>
            <div className={styles.room} />
            <div className={styles.bar} data-testid="vote-bar">
              <span className={styles.count} data-testid="vote-count" aria-live="polite">
                {t('lottery.vote.picked', { count: picks.length, max: MAX_VOTE_PICKS })}
              </span>
              <Button className={styles.submit} disabled={picks.length === 0} onClick={() => setConfirming(true)} data-testid="vote-open">
                {t('lottery.vote.submit')}
              </Button>
            </div>
          </>
        )}
        <VoteConfirmSheet open={confirming} names={picks.map(nameOf)} busy={send.isPending} error={voteError} onConfirm={confirm} onCancel={closeConfirm} />
      </>
    );
  }

  return (
    <>
      <NavBar title={t('lottery.vote.title')} back />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: ANNUAL_KEY })}>
        <PageBody>{body}</PageBody>
      </PullToRefresh>
    </>
  );
}
