import type { PackId, WelfareStatus } from '@mecha/shared/welfare/api';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Panel } from '../../../components/panel.tsx';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { isApiError } from '../../../lib/request.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { useClaimPack } from '../api/claim-pack.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { readPackConfigs } from '../lib/pack-configs.ts';
import { PackCard } from './pack-card.tsx';

interface PacksSectionProps {
  status: { data: WelfareStatus | undefined; error: unknown; refetch: () => unknown };
}

/** The four gift packs; a claim's outcome (toast and the card's own line) stays on the card it came from. */
export function PacksSection({ status }: PacksSectionProps) {
  const { t } = useTranslation();
  const claim = useClaimPack();
  const subscribe = useSubscribe();
  const languageIndex = useAppState((s) => s.languageIndex);
  const cached = useAppState((s) => s.giftPackConfigs);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const packs = status.data?.packs ?? readPackConfigs(cached, languageIndex);

  const fail = (id: string, error: unknown) => {
    const text = isApiError(error) ? error.message : t('common.requestException');
    setErrors((e) => ({ ...e, [id]: text }));
    showToast(text, 'error');
  };
  const onClaim = (id: string, title: string) => {
    setErrors(({ [id]: _, ...rest }) => rest);
    claim.mutate(id as PackId, {
      onSuccess: () => showToast(t('welfare.packs.claimedToast', { title }), 'success'),
      onError: (error) => fail(id, error),
    });
  };
  const onSubscribe = (id: string) =>
    subscribe.mutate(undefined, { onSuccess: () => showToast(t('welfare.packs.subscribedToast'), 'success'), onError: (error) => fail(id, error) });

  if (status.error && !status.data) return <ErrorBlock error={status.error} onRetry={() => void status.refetch()} />;
  if (!packs) return <Skeleton height="22rem" />;
  return (
    <Panel title={t('welfare.packs.title')} data-testid="packs">
      {packs.map((pack) => (
        <PackCard
          key={pack.Id}
          pack={pack}
          busy={(claim.isPending && claim.variables === pack.Id) || (subscribe.isPending && pack.Kind === 'subscriber')}
          error={errors[pack.Id] ?? null}
          onClaim={() => onClaim(pack.Id, pack.Title)}
          onSubscribe={() => onSubscribe(pack.Id)}
        />
      ))}
    </Panel>
  );
}
