import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { TrophyIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { isApiError } from '../../../lib/request.ts';
import { selectedRoleOf, useAppState } from '../../../lib/store.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { showToast } from '../../../lib/toast.ts';
import { useClaimTier } from '../api/claim-tier.ts';
import { useActInit } from '../api/get-act-init.ts';
import { useActRecord } from '../api/get-act-record.ts';
import { useActStatus } from '../api/get-act-status.ts';
import { ACT_KEY } from '../api/pay-keys.ts';
import { ActEventHead } from '../components/act-event-head.tsx';
import { ActProgress } from '../components/act-progress.tsx';
import { AddressSheet } from '../components/address-sheet.tsx';
import { ClaimsList } from '../components/claims-list.tsx';
import { TierCard } from '../components/tier-card.tsx';
import { PAY_ROUTES } from '../pay-routes.ts';
import styles from './exhausting-page.module.css';

// act/exhausting/index: the edition's cumulative top-up event for the selected role: its total in the window,
// the tiers and their prizes, claims (once per tier), and the physical prizes' shipping address.
export function ExhaustingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useAppState((s) => s.token !== null);
  const role = useAppState(selectedRoleOf);
  // The role list may not be stored yet (a platform sign-in straight into this page): it is read here too.
  useMyRoles();
  const hasRole = useAppState((s) => s.roleList.length > 0 || s.selectedRoleId !== null);
  const init = useActInit();
  const event = init.data?.event ?? null;
  const status = useActStatus(hasRole && event !== null);
  const record = useActRecord(hasRole && event !== null);
  const claim = useClaimTier();
  const [claiming, setClaiming] = useState<{ tierId: string; error: string | null } | null>(null);
  const [addressFor, setAddressFor] = useState<number | null>(null);
  const needsBind = !hasRole || isApiError(status.error, 'bindRequired');

  const onClaim = (tierId: string, physical: boolean) => {
    setClaiming({ tierId, error: null });
    claim.mutate(tierId, {
      onSuccess: () => {
        setClaiming(null);
        showToast(physical ? t('act.physicalToast') : t('act.claimedToast'), 'success');
      },
      onError: (error) => setClaiming({ tierId, error: isApiError(error) ? error.message : t('common.requestException') }),
    });
  };

  const tiers = (withState: boolean) =>
    event && (
      <section aria-label={t('act.title')} data-testid="act-tiers">
        {event.tiers.map((tier, index) => {
          const state = !withState || !status.data ? null : (status.data.tiers.find((s) => s.tierId === tier.id) ?? { tierId: tier.id, state: 'locked' as const, claimId: null, addressDueAt: null });
          return (
            <TierCard
              key={tier.id}
              tier={tier}
              index={index}
              state={state}
              claim={record.data?.list.find((c) => c.id === state?.claimId) ?? null}
              currency={event.currency}
              totalMinor={status.data?.totalMinor ?? 0}
              clock={{ now: status.data?.now ?? 0, receivedAt: status.dataUpdatedAt }}
              busy={claim.isPending && claiming?.tierId === tier.id}
              error={claiming?.tierId === tier.id ? claiming.error : null}
              onClaim={() => onClaim(tier.id, tier.prizes.some((p) => p.physical))}
              onAddress={() => setAddressFor(state?.claimId ?? null)}
            />
          );
        })}
      </section>
    );

  let body;
  if (init.isPending) body = <Skeleton height="12rem" />;
  else if (init.isError) body = <ErrorBlock error={init.error} onRetry={() => void init.refetch()} />;
  else if (!event) body = <EmptyBlock>{t('act.noEvent')}</EmptyBlock>;
  else if (!loggedIn || needsBind)
    // A visitor (or an account without a role) sees what the event offers, and the one step that opens it.
    body = (
      <>
        <ActEventHead event={event} now={init.data.now} />
        {!loggedIn ? (
          <AccessNeeded kind="login" text={t('act.loginNeeded')} Icon={TrophyIcon} tone="gold" testId="act-login" />
        ) : (
          <AccessNeeded kind="bind" text={t('act.bindNeeded')} Icon={TrophyIcon} tone="gold" testId="act-bind" />
        )}
        {tiers(false)}
      </>
    );
  else
    body = (
      <>
        <ActEventHead event={event} now={init.data.now} />
        {status.data ? (
          <>
            <ActProgress event={event} status={status.data} roleName={role?.nickname ?? status.data.uid} />
            {tiers(true)}
          </>
        ) : status.isError ? (
          <ErrorBlock error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <Skeleton height="40rem" />
        )}
        {record.data && <ClaimsList claims={record.data.list} />}
        <AddressSheet claimId={addressFor} onClose={() => setAddressFor(null)} />
      </>
    );

  return (
    <>
      <NavBar title={t('act.title')} back />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: ACT_KEY })}>
        <PageBody>
          {body}
          {loggedIn && (
            <Link to={PAY_ROUTES.paymentCenter} className={styles.topUp} data-testid="to-payment-center">
              {t('act.topUp')}
            </Link>
          )}
        </PageBody>
      </PullToRefresh>
    </>
  );
}
