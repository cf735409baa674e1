import type { Invite, Member } from '@mecha/shared/competition/api';
import { normaliseInviteCode } from '@mecha/shared/competition/rules';
import type { ErrorKey } from '@mecha/shared/errors/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';
import { useCheckIn } from '../api/check-in.ts';
import { COMP_KEY } from '../api/competition-keys.ts';
import { useCreateTeam } from '../api/create-team.ts';
import { useInvites } from '../api/get-invites.ts';
import { useMyTeam } from '../api/get-my-team.ts';
import { useTeamByCode } from '../api/get-team-info.ts';
import { useTournament } from '../api/get-tournament.ts';
import { useInvite } from '../api/invite.ts';
import { useInviteCode } from '../api/invite-code.ts';
import { useJoinTeam } from '../api/join-team.ts';
import { useLeaveTeam } from '../api/leave-team.ts';
import { useRejectInvite } from '../api/reject-invite.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { BracketView } from '../components/bracket-view.tsx';
import { ConfirmDialog, type ConfirmKind } from '../components/confirm-dialog.tsx';
import { CreateTeamSheet, type CreateTeamForm } from '../components/create-team-sheet.tsx';
import { DenialDialog } from '../components/denial-dialog.tsx';
import { EligibilityCard } from '../components/eligibility-card.tsx';
import { HistorySheet } from '../components/history-sheet.tsx';
import { InvitesCard } from '../components/invites-card.tsx';
import { JoinTeamSheet } from '../components/join-team-sheet.tsx';
import { NoTeamCard } from '../components/no-team-card.tsx';
import { RewardsList } from '../components/rewards-list.tsx';
import { RulesCard } from '../components/rules-card.tsx';
import { ScheduleList } from '../components/schedule-list.tsx';
import { TeamCard } from '../components/team-card.tsx';
import { TournamentBanner } from '../components/tournament-banner.tsx';
import { checkinView } from '../lib/checkin.ts';
import { copyText } from '../lib/copy-text.ts';
import { rememberCode, takeCode } from '../lib/pending-code.ts';
import { teamShareHref } from '../lib/share-link.ts';
import styles from './competition-home-page.module.css';

/** The other member of a full team, as the leader's leave confirmation names them. */
const partnerOf = (team: { me: string; members: Member[] }): Record<string, string> => {
  const other = team.members.find((m) => m.role !== 'leader');
  return team.me === 'leader' && other ? { partner: other.nickname } : {};
};

interface Denial {
  key: ErrorKey;
  detail: unknown;
}
interface Confirming {
  kind: ConfirmKind;
  params?: Record<string, string>;
  run: () => void;
}

// competition/home/index (tab 3; SPEC §1–§5, §9; PRODUCT.md "2v2 tournament"): the tournament's banner and
// registration state, the viewer's eligibility, invitations, their team (or the ways to form one), the rules with
// their tick, schedule, rewards and bracket. `?t=` picks a tournament; `?code=` (a share link) opens the join sheet
// with the team's preview. Every refusal opens the denial dialog with its next step; every change refreshes all
// tournament views.
export function CompetitionHomePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('t');
  const linkCode = params.get('code');
  const loggedIn = useAppState((s) => s.token !== null);
  // The role list may not be stored yet (a platform sign-in straight into this page): it is read here too.
  useMyRoles();
  const hasRole = useAppState((s) => s.roleList.length > 0 || s.selectedRoleId !== null);

  const info = useTournament(selectedId);
  const tournament = info.data?.tournament ?? null;
  const me = info.data?.me ?? null;
  const player = loggedIn && me !== null;
  const myTeam = useMyTeam(tournament?.id ?? null, player);
  const team = myTeam.data ?? null;
  const invites = useInvites(player && tournament !== null, tournament?.id);

  const [ticked, setTicked] = useState(false);
  const [denial, setDenial] = useState<Denial | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState(false);
  // The code whose preview is asked for (normalised); null before.
  const [code, setCode] = useState<string | null>(null);
  const preview = useTeamByCode(joining ? code : null);

  const create = useCreateTeam();
  const join = useJoinTeam();
  const leave = useLeaveTeam();
  const remove = useRemoveMember();
  const changeCode = useInviteCode();
  const checkIn = useCheckIn();
  const invite = useInvite();
  const accept = useAcceptInvite();
  const reject = useRejectInvite();

  const deny = useCallback(
    (error: unknown) => {
      const key = isApiError(error) ? error.key : undefined;
      if (key) setDenial({ key, detail: isApiError(error) ? error.data : null });
      else showToast(isApiError(error) ? error.message : t('common.requestException'), 'error');
    },
    [t],
  );

  // A share link: a player sees the team it leads to at once; a visitor is asked to log in, and the code waits
  // for their return to this page (pending-code.ts). Without a link, a waiting code opens the sheet.
  useEffect(() => {
    if (!loggedIn) {
      if (linkCode) rememberCode(linkCode);
      return;
    }
    if (!player) return;
    const raw = linkCode ?? takeCode();
    if (!raw) return;
    const normalised = normaliseInviteCode(raw);
    setCode(normalised);
    setJoining(true);
  }, [linkCode, loggedIn, player]);

  // The preview's refusal (unknown or revoked code) is a denial like any other.
  useEffect(() => {
    if (preview.error) deny(preview.error);
  }, [preview.error, deny]);

  const closeJoin = () => {
    setJoining(false);
    setCode(null);
    if (linkCode) setParams((prev) => (prev.delete('code'), prev), { replace: true });
  };

  const selectTournament = (id: string) => setParams((prev) => (prev.set('t', id), prev.delete('code'), prev), { replace: true });

  const run = <T,>(tag: string, action: () => Promise<T>, done: (answer: T) => void) => {
    setBusy(tag);
    action()
      .then(done, deny)
      .finally(() => setBusy(null));
  };
  const ask = (kind: ConfirmKind, then: () => void, names?: Record<string, string>) => setConfirming({ kind, params: names, run: then });

  const onCreate = (form: CreateTeamForm) =>
    run('create', () => create.mutateAsync({ tournamentId: tournament!.id, ...form, agree: ticked }), () => {
      setCreating(false);
      showToast(t('competition.create.done'), 'success');
    });
  const onJoin = (inviteCode: string) =>
    run('join', () => join.mutateAsync({ inviteCode, agree: ticked }), (joined) => {
      closeJoin();
      showToast(t('competition.join.done', { name: joined.name }), 'success');
    });
  const onCopy = async (value: string) => {
    if (await copyText(value)) showToast(t('competition.team.copied'), 'success');
    else showToast(t('competition.team.copyFailed', { text: value }), 'info', 8000);
  };
  const onShare = async (inviteCode: string) => {
    if (!team || !tournament) return;
    const url = teamShareHref(inviteCode);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('competition.team.shareTitle', { name: team.name }), text: t('competition.team.shareText', { tournament: tournament.title }), url });
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to say. Anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await onCopy(url);
  };
  const onCode = (action: 'regenerate' | 'revoke') =>
    ask(action, () => run(action, () => changeCode.mutateAsync({ tournamentId: team!.tournamentId, action }), () => showToast(t(action === 'regenerate' ? 'competition.toast.regenerated' : 'competition.toast.revoked'), 'success')));
  const onRemove = (member: Member) =>
    ask('remove', () => run('remove', () => remove.mutateAsync({ tournamentId: team!.tournamentId, uid: member.uid }), () => showToast(t('competition.toast.removed', { name: member.nickname }), 'success')), { name: member.nickname });
  const onLeave = () =>
    team &&
    ask(team.me === 'leader' ? 'leaveAsLeader' : 'leave', () => run('leave', () => leave.mutateAsync(team.tournamentId), () => showToast(t('competition.toast.left'), 'success')), {
      name: team.name,
      // A leader's leaving hands the lead to the partner, when there is one (the dialog names them).
      ...partnerOf(team),
    });
  const onCheckIn = (stageId: string) =>
    ask('checkIn', () => run('checkIn', () => checkIn.mutateAsync({ tournamentId: tournament!.id, stageId }), () => showToast(t('competition.toast.checkedIn'), 'success')), {
      name: tournament?.stages.find((s) => s.id === stageId)?.name ?? '',
    });
  const onAccept = (i: Invite) =>
    run(`accept-${i.id}`, () => accept.mutateAsync({ inviteId: i.id, agree: ticked }), () => showToast(t('competition.invites.accepted', { team: i.team.name }), 'success'));
  const onReject = (i: Invite) =>
    ask('reject', () => run(`reject-${i.id}`, () => reject.mutateAsync(i.id), () => showToast(t('competition.invites.rejected'), 'success')), { name: i.team.name });
  const onInvite = (uid: string) => run('invite', () => invite.mutateAsync({ tournamentId: tournament!.id, uid }), (sent) => showToast(t('competition.invites.sent', { name: sent.to.nickname }), 'success'));

  let body;
  if (info.isPending) body = <Skeleton height="36rem" label={t('competition.loading')} />;
  else if (isApiError(info.error, 'compNoTournament') || (info.isSuccess && !tournament)) body = <EmptyBlock>{t('competition.noTournament')}</EmptyBlock>;
  else if (info.isError || !tournament) body = <ErrorBlock error={info.error} onRetry={() => void info.refetch()} />;
  else {
    const viewer = !loggedIn
      ? ({ kind: 'visitor', fromLink: linkCode !== null } as const)
      : !hasRole || !me
        ? ({ kind: 'unbound' } as const)
        : ({ kind: 'player', eligibility: me.eligibility } as const);
    const canForm = tournament.registration !== 'ended' && !tournament.finished;
    const received = invites.data?.received ?? [];
    const sent = invites.data?.sent ?? [];
    const teamSection = !player ? null : myTeam.isPending ? (
      <Skeleton height="24rem" />
    ) : myTeam.isError ? (
      <ErrorBlock error={myTeam.error} onRetry={() => void myTeam.refetch()} />
    ) : team ? (
      <TeamCard
        team={team}
        checkin={checkinView(tournament.stages, team)}
        busy={busy}
        onCopy={(v) => void onCopy(v)}
        onShare={(v) => void onShare(v)}
        onCode={onCode}
        onRemove={onRemove}
        onLeave={onLeave}
        onCheckIn={onCheckIn}
        onHistory={() => setHistoryOf(team.id)}
      />
    ) : canForm ? (
      <NoTeamCard
        note={tournament.registration !== 'open' ? 'closed' : !me!.eligibility.eligible ? 'notEligible' : null}
        onCreate={() => setCreating(true)}
        onJoin={() => {
          setCode(null);
          setJoining(true);
        }}
      />
    ) : null;

    body = (
      <>
        <TournamentBanner tournament={tournament} list={info.data?.tournaments ?? []} onSelect={selectTournament} serverNow={info.data!.now} receivedAt={info.dataUpdatedAt} />
        {/* Invitations waiting for the player's answer come first; inviting by UID sits under the team. */}
        {player && <InvitesCard received={received} sent={[]} canInvite={false} busy={busy} onAccept={onAccept} onReject={onReject} onInvite={onInvite} />}
        <EligibilityCard viewer={viewer} need={tournament.minScore} />
        {teamSection}
        {player && team?.me === 'leader' && team.state === 'forming' && !team.locked && (
          <InvitesCard received={[]} sent={sent} canInvite busy={busy} onAccept={onAccept} onReject={onReject} onInvite={onInvite} />
        )}
        <RulesCard rules={tournament.rules} ticked={ticked} onTick={setTicked} showTick={player && canForm && !team} />
        <ScheduleList tournament={tournament} canDownload={team !== null} />
        <RewardsList tournament={tournament} />
        <BracketView tournamentId={tournament.id} myTeamId={team?.id ?? null} />

        <CreateTeamSheet open={creating} busy={busy === 'create'} ticked={ticked} onTick={setTicked} onSubmit={onCreate} onClose={() => setCreating(false)} />
        {joining && (
          <JoinTeamSheet
            open
            code={code ?? ''}
            onCode={setCode}
            preview={preview.data ?? null}
            previewLoading={preview.isFetching}
            onPreview={(c) => {
              setCode(c);
              if (c === code) void preview.refetch();
            }}
            busy={busy === 'join'}
            ticked={ticked}
            onTick={setTicked}
            onJoin={onJoin}
            onClose={closeJoin}
          />
        )}
      </>
    );
  }

  return (
    <>
      <NavBar title={t('competition.title')} />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: COMP_KEY })}>
        <PageBody>
          <div className={styles.page}>{body}</div>
        </PageBody>
      </PullToRefresh>
      <ConfirmDialog
        kind={confirming?.kind ?? null}
        params={confirming?.params}
        onConfirm={() => {
          const next = confirming;
          setConfirming(null);
          next?.run();
        }}
        onCancel={() => setConfirming(null)}
      />
      <DenialDialog errorKey={denial?.key ?? null} detail={denial?.detail} onClose={() => setDenial(null)} />
      <HistorySheet teamId={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
