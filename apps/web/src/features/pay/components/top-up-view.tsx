import { useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { navigate, useSearchParams } from '../../../lib/hash-router/index.ts';
import { useAppState } from '../../../lib/store.ts';
import { useCreatePayment } from '../api/create-payment.ts';
import { useOfficialCheck } from '../api/get-official-check.ts';
import { useSkuList } from '../api/get-sku-list.ts';
import { checkoutHref, newAttemptKey } from '../lib/attempt-key.ts';
import { formatMoney } from '../lib/money.ts';
import { PAY_ROUTES } from '../pay-routes.ts';
import { ConfirmSheet } from './confirm-sheet.tsx';
import { ExhaustingLink } from './exhausting-link.tsx';
import { MethodPicker } from './method-picker.tsx';
import { RoleCheck } from './role-check.tsx';
import { RolePicker } from './role-picker.tsx';
import { SkuGrid } from './sku-grid.tsx';
import styles from './top-up-view.module.css';

// The top-up form: role (checked before anything else), item, method, confirm, then the provider's checkout page.
// The role and item live in the query, so "try again" from a failed order lands on the same choice.
export function TopUpView() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roles = useAppState((s) => s.roleList);
  const selected = useAppState((s) => s.selectedRoleId);
  const ordered = [...roles].sort((a, b) => Number(b.uid === selected) - Number(a.uid === selected));
  const uid = params.get('uid') ?? selected ?? ordered[0]?.uid ?? null;
  const check = useOfficialCheck(uid);
  const list = useSkuList(check.data?.allowed ? uid : null);
  const skus = list.data?.skus ?? [];
  const sku = skus.find((s) => s.id === params.get('sku')) ?? null;
  const [methodId, setMethodId] = useState<string | null>(null);
  const method = list.data?.methods.find((m) => m.id === methodId) ?? list.data?.methods[0] ?? null;
  const [confirming, setConfirming] = useState(false);
  const pay = useCreatePayment();
  // One key per attempt: made when the sheet opens, sent again if the player retries after a lost answer.
  const attempt = useRef<string | null>(null);

  const pick = (next: { uid?: string; sku?: string }) => {
    const query: Record<string, string> = {};
    const nextUid = next.uid ?? uid;
    if (nextUid) query.uid = nextUid;
    const nextSku = next.uid && next.uid !== uid ? undefined : (next.sku ?? sku?.id);
    if (nextSku) query.sku = nextSku;
    setParams(query, { replace: true });
  };
  const openConfirm = () => {
    attempt.current = newAttemptKey();
    pay.reset();
    setConfirming(true);
  };
  const confirm = () => {
    if (!uid || !sku || !method || !attempt.current) return;
    pay.mutate(
      { body: { uid, skuId: sku.id, method: method.id }, idempotencyKey: attempt.current },
      {
        onSuccess: (data) => {
          const href = checkoutHref(data.checkoutUrl, window.location.href);
          // The order's page is where Back from the checkout (and its redirect) lands.
          navigate(PAY_ROUTES.order(data.orderId));
          if (href) window.location.assign(href);
        },
      },
    );
  };

  const cap = list.data?.monthlyCap;
  const currency = check.data?.currency;
  return (
    <>
      <RolePicker roles={ordered} uid={uid} onPick={(next) => pick({ uid: next })} />
      {uid && <RoleCheck check={check} />}
      {check.data?.allowed && (
        <Panel title={t('pay.sku.title')} data-testid="sku-panel">
          {list.isPending ? (
            <Skeleton height="22rem" />
          ) : list.isError ? (
            <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />
          ) : skus.length === 0 ? (
            <EmptyBlock>{t('pay.sku.none')}</EmptyBlock>
          ) : (
            <>
              <SkuGrid skus={skus} value={sku?.id ?? null} onPick={(id) => pick({ sku: id })} />
              <h3 className={styles.subhead}>{t('pay.method.title')}</h3>
              <MethodPicker methods={list.data.methods} value={method?.id ?? null} onPick={setMethodId} label={t('pay.method.title')} />
              {cap && currency && (
                <p className={styles.cap} data-testid="monthly-cap">
                  {t('pay.cap', { spent: formatMoney(cap.spentMinor, currency, language), limit: formatMoney(cap.limitMinor, currency, language) })}
                </p>
              )}
            </>
          )}
        </Panel>
      )}
      {/* The fixed pay bar, once an item is picked (a disabled bar would float over the methods for nothing). */}
      {check.data?.allowed && sku && method && (
        <div className={styles.bar}>
          <Button block onClick={openConfirm} data-testid="pay-open">
            {t('pay.payButton', { price: formatMoney(sku.priceMinor, sku.currency, language) })}
          </Button>
        </div>
      )}
      <ExhaustingLink />
      {check.data?.allowed && sku && <div className={styles.room} aria-hidden="true" />}
      {check.data && sku && method && list.data && (
        <ConfirmSheet
          open={confirming}
          role={check.data}
          sku={sku}
          method={method}
          windowS={list.data.windowS}
          busy={pay.isPending}
          error={pay.error}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
