import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { GiftIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { ANNUAL_KEY } from '../api/annual-keys.ts';
import { usePrizes } from '../api/get-prizes.ts';
import { useAnnualStatus } from '../api/get-status.ts';
import { DrawMachine } from '../components/draw-machine.tsx';
import { DrawRecord } from '../components/draw-record.tsx';
import { LotteryFairness } from '../components/lottery-fairness.tsx';
import { LotteryWindow } from '../components/lottery-window.tsx';
import { PrizeOddsHistory } from '../components/prize-odds-history.tsx';
import { PrizeTable } from '../components/prize-table.tsx';
import { useEverTrue } from '../../../lib/use-ever-true.ts';

// The address form (and the validation it brings) loads when a player first opens it: most visits never do, and
// it would take the page to the edge of its 50 KiB budget.
const PrizeAddressSheet = lazy(() => import('../components/prize-address-sheet.tsx').then((m) => ({ default: m.PrizeAddressSheet })));

// lottery/index (SPEC §2 "Lucky draw", §5, §9): tickets and the draw, the prize table with its published odds and
// stock, the dated odds history, the provably fair seed, and my draws with the physical prizes' addresses. A visitor
// sees the pool and is asked to log in (or bind); after the end, the record and the address forms still work.
export function LotteryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useAppState((s) => s.token !== null);
  // The role list may not be stored yet (a platform sign-in straight into this page): it is read here too.
  useMyRoles();
  const hasRole = useAppState((s) => s.roleList.length > 0 || s.selectedRoleId !== null);
  const status = useAnnualStatus();
  const prizes = usePrizes();
  const [addressFor, setAddressFor] = useState<number | null>(null);
  const sheetUsed = useEverTrue(addressFor !== null);
  const event = status.data?.event ?? null;
  const me = status.data?.me ?? null;
  const needsBind = loggedIn && (!hasRole || isApiError(status.error, 'bindRequired'));

  let body;
  if (status.isPending) body = <Skeleton height="30rem" />;
  else if (status.isError && !needsBind) body = <ErrorBlock error={status.error} onRetry={() => void status.refetch()} />;
  // An account without a role gets 402 from the status: it sees the pool and the way to bind one.
  else if (!event && !needsBind) body = <EmptyBlock>{t('lottery.window.noEvent')}</EmptyBlock>;
  else
    body = (
      <>
        {event && <LotteryWindow event={event} afterEndNote />}
        {!loggedIn ? (
          <AccessNeeded kind="login" text={t('lottery.loginNeeded')} Icon={GiftIcon} tone="gold" testId="lottery-login" />
        ) : needsBind ? (
          <AccessNeeded kind="bind" text={t('lottery.bindNeeded')} Icon={GiftIcon} tone="gold" testId="lottery-bind" />
        ) : (
          event && me && <DrawMachine tickets={me.tickets} phase={event.phase} onAddress={setAddressFor} />
        )}
        {prizes.isPending ? (
          <Skeleton height="24rem" />
        ) : prizes.isError ? (
          <ErrorBlock error={prizes.error} onRetry={() => void prizes.refetch()} />
        ) : (
          <>
            <PrizeTable prizes={prizes.data} />
            <PrizeOddsHistory prizes={prizes.data} />
          </>
        )}
        {event && <LotteryFairness event={event} />}
        {me && <DrawRecord clock={{ now: status.data!.now, receivedAt: status.dataUpdatedAt }} onAddress={setAddressFor} />}
        {sheetUsed && (
          <Suspense fallback={null}>
            <PrizeAddressSheet drawId={addressFor} onClose={() => setAddressFor(null)} />
          </Suspense>
        )}
      </>
    );

  return (
    <>
      <NavBar title={t('lottery.title')} back />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: ANNUAL_KEY })}>
        <PageBody>{body}</PageBody>
      </PullToRefresh>
    </>
  );
}
