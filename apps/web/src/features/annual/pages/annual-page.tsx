import type { TaskId } from '@mecha/shared/annual/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { TrophyIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { shareOrCopy } from '../../news/lib/share-action.ts';
import { ANNUAL_KEY } from '../api/annual-keys.ts';
import { useClaimTask } from '../api/claim-task.ts';
import { useMemoriesReport } from '../api/get-memories-report.ts';
import { useAnnualStatus } from '../api/get-status.ts';
import { useShareReport } from '../api/share-report.ts';
import { EventAbout } from '../components/event-about.tsx';
import { EventHead } from '../components/event-head.tsx';
import { ReportEmpty } from '../components/report-empty.tsx';
import { ReportShareSheet } from '../components/report-share-sheet.tsx';
import { StoryDeck } from '../components/story-deck.tsx';
import { TaskList } from '../components/task-list.tsx';
import { useEventDates } from '../lib/event-dates.ts';
import { reportCards, type ReportCardId } from '../lib/report-cards.ts';
import { annualShareHref } from '../lib/report-share.ts';
import styles from './annual-page.module.css';

// act/annual/index (SPEC §2 "Annual event"): the event's phase and rules; the memory report as story cards, each
// number opening its matches and each card a poster; tasks and tickets with the ways on to the vote and the draw.
// Visitors and unbound players see what the event is, with the one step that opens it (log in, bind).
export function AnnualPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useAppState((s) => s.token !== null);
  // The role list may not be stored yet (a platform sign-in straight into this page): it is read here too.
  useMyRoles();
  const hasRole = useAppState((s) => s.roleList.length > 0 || s.selectedRoleId !== null);
  const status = useAnnualStatus();
  const event = status.data?.event ?? null;
  const me = status.data?.me ?? null;
  const player = loggedIn && hasRole;
  const report = useMemoriesReport(null, player && event !== null);
  const needsBind = loggedIn && (!hasRole || isApiError(report.error, 'bindRequired'));
  const claim = useClaimTask();
  const shared = useShareReport();
  const dates = useEventDates();
  const [busy, setBusy] = useState<TaskId | null>(null);
  const [taskError, setTaskError] = useState<{ task: TaskId; message: string } | null>(null);
  const [poster, setPoster] = useState<ReportCardId | null>(null);
  const [link, setLink] = useState<string | null>(null);

  const failure = (error: unknown) => (isApiError(error) ? error.message : t('common.requestException'));

  const onClaim = (task: TaskId) => {
    setBusy(task);
    setTaskError(null);
    claim.mutate(task, {
      onSuccess: (answer) => showToast(t('annual.tasks.claimedToast', { count: answer.task.tickets }), 'success'),
      onError: (error) => setTaskError({ task, message: failure(error) }),
      onSettled: () => setBusy(null),
    });
  };

  // Making the share link or a poster asks the server first: that marks today's share task and gives the token.
  const makeLink = (kind: 'poster' | 'link', then: (href: string) => void) => {
    if (kind === 'link') setBusy('share');
    shared.mutate(kind, {
      onSuccess: (answer) => {
        const href = annualShareHref(answer.shareToken);
        setLink(href);
        then(href);
      },
      onError: (error) => (kind === 'link' ? setTaskError({ task: 'share', message: failure(error) }) : showToast(failure(error), 'error')),
      onSettled: () => setBusy(null),
    });
  };
  const onLink = () =>
    makeLink('link', (href) => {
      showToast(t('annual.report.linkReady'), 'success');
      void shareOrCopy({ title: t('annual.report.linkTitle', { name: report.data?.report.nickname ?? '' }), url: href });
    });
  const onPoster = (card: ReportCardId) => makeLink('poster', () => setPoster(card));
  const closePoster = useCallback(() => setPoster(null), []);

  let body;
  if (status.isPending) body = <Skeleton height="16rem" />;
  // An account without a role is answered 402 by status itself (its optional role check): the bind prompt.
  else if (isApiError(status.error, 'bindRequired'))
    body = (
      <>
        <AccessNeeded kind="bind" text={t('annual.bindNeeded')} Icon={TrophyIcon} tone="gold" testId="annual-bind" />
        <EventAbout event={null} />
      </>
    );
  else if (status.isError) body = <ErrorBlock error={status.error} onRetry={() => void status.refetch()} />;
  else if (!event) body = <EmptyBlock>{t('annual.noEvent')}</EmptyBlock>;
  else if (!loggedIn || needsBind || !me)
    body = (
      <>
        <EventHead event={event} />
        {!loggedIn ? (
          <AccessNeeded kind="login" text={t('annual.loginNeeded')} Icon={TrophyIcon} tone="gold" testId="annual-login" />
        ) : (
          <AccessNeeded kind="bind" text={t('annual.bindNeeded')} Icon={TrophyIcon} tone="gold" testId="annual-bind" />
        )}
        <EventAbout event={event} />
      </>
    );
  else {
    const data = report.data;
    const cards = data ? reportCards(data.report) : [];
    const period = data ? t('annual.report.year.period', { from: dates.day(data.report.reportFrom), to: dates.day(data.report.reportTo - 1) }) : '';
    body = (
      <>
        <EventHead event={event} />
        <section className={styles.report} aria-labelledby="annual-report-title" data-testid="annual-report">
          <h2 id="annual-report-title" className={styles.heading}>
            {t('annual.report.title')}
            {data && <span className={styles.period}>{period}</span>}
          </h2>
          {report.isPending ? (
            // The deck's own height (a card and its dots) so nothing below jumps when it arrives.
            <Skeleton height="48.4rem" label={t('annual.report.loading')} />
          ) : report.isError ? (
            <ErrorBlock error={report.error} onRetry={() => void report.refetch()} />
          ) : data && cards.length === 0 ? (
            <ReportEmpty report={data.report} />
          ) : data ? (
            <>
              <StoryDeck report={data.report} cards={cards} share={null} onPoster={onPoster} onLink={onLink} busy={shared.isPending} />
              {link && (
                <p className={styles.link}>
                  <a href={link} data-testid="report-share-url" className={styles.url}>
                    {link}
                  </a>
                </p>
              )}
              <ReportShareSheet card={poster} report={data.report} link={link ?? ''} period={period} onClose={closePoster} />
            </>
          ) : null}
        </section>
        <TaskList me={me} phase={event.phase} busy={busy} error={taskError} onClaim={onClaim} onShare={onLink} />
      </>
    );
  }

  return (
    <>
      <NavBar title={t('annual.title')} back />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: ANNUAL_KEY })}>
        <PageBody>{body}</PageBody>
      </PullToRefresh>
    </>
  );
}
