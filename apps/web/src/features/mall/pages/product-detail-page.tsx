import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { Button } from '../../../components/button.tsx';
import { CartIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { ErrorBlock, NotFoundBlock, Skeleton } from '../../../components/states.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { isApiError } from '../../../lib/request.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useAppState } from '../../../lib/store.ts';
import { useMyRoles } from '../../account/api/get-my-roles.ts';
import { useEnterDraw } from '../api/enter-draw.ts';
import { useExchange, type AddressChoice } from '../api/exchange.ts';
import { useProductDetail } from '../api/get-product-detail.ts';
import { useScoreMe } from '../api/get-score-me.ts';
import { MALL_KEY } from '../api/mall-keys.ts';
import { AddressPickerSheet } from '../components/address-picker-sheet.tsx';
import { DrawPanel } from '../components/draw-panel.tsx';
import { ExchangeSheet, type SheetOutcome } from '../components/exchange-sheet.tsx';
import { PictureStrip } from '../components/picture-strip.tsx';
import { ProductFacts } from '../components/product-facts.tsx';
import { SuspensionBanner } from '../components/suspension-banner.tsx';
import { cardView, countdownTarget, limitView } from '../lib/card-state.ts';
import { useServerNow } from '../../../lib/use-server-now.ts';
import styles from './product-detail-page.module.css';

type Step = 'idle' | 'pick' | 'confirm';

// act/product-detail/index?id=…: one product. A race drop is exchanged (address → confirm with the balance before
// and after → the order); a draw drop is entered in its window (address → confirm, no points now) and shows its
// entrants, odds and this account's outcome. Visitors read it; acting needs a login and a bound role.
export function ProductDetailPage() {
  const { t, language } = useTranslation();
  const f = useFormatters();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id');
  const loggedIn = useAppState((s) => s.token !== null);
  useMyRoles();
  const hasRole = useAppState((s) => s.roleList.length > 0 || s.selectedRoleId !== null);
  const detail = useProductDetail(id);
  const me = useScoreMe(loggedIn && hasRole);
  const product = detail.data ?? null;
  const isDraw = product?.style === 'draw';
  const exchange = useExchange();
  const enter = useEnterDraw();
  const action = isDraw ? enter : exchange;
  const [step, setStep] = useState<Step>('idle');
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [outcome, setOutcome] = useState<SheetOutcome | null>(null);
  const firstView = product ? cardView(product, product.now) : null;
  const now = useServerNow(product?.now ?? 0, detail.dataUpdatedAt, firstView !== null && countdownTarget(firstView) !== null);
  const view = product ? cardView(product, now) : null;

  const openPicker = () => {
    exchange.reset();
    enter.reset();
    setOutcome(null);
    setStep('pick');
  };
  const onPick = (next: AddressChoice) => {
    exchange.reset();
    enter.reset();
    setChoice(next);
    setStep('confirm');
  };
  const confirm = () => {
    if (!product || !choice) return;
    const input = { productId: product.id, choice };
    if (isDraw) enter.mutate(input, { onSuccess: (data) => setOutcome({ kind: 'entered', entrants: data.entrants }) });
    else exchange.mutate(input, { onSuccess: (data) => setOutcome({ kind: 'ordered', orderId: data.orderId, balance: data.balance }) });
  };

  let body;
  if (id === null || isApiError(detail.error, 'mallProductNotFound'))
    body = <NotFoundBlock text={t('mall.shop.detail.notFound')} to={ROUTES.pointsExchange} action={t('mall.shop.detail.backToMall')} />;
  else if (detail.isPending) body = <Skeleton height="40rem" />;
  else if (detail.isError) body = <ErrorBlock error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (product && view) {
    const limit = limitView(product.limit);
    const suspension = me.data?.suspension ?? null;
    // What stops the action before any request, said on the button itself; anything else the server decides.
    const blocked =
      view.kind === 'soldOut'
        ? t('mall.shop.state.soldOut')
        : view.kind === 'upcoming' || view.kind === 'drawPending' || view.kind === 'drawn'
          ? null
          : limit?.reached
            ? t('mall.shop.state.limitReached')
            : isDraw && product.draw?.entered
              ? t('mall.shop.detail.entered')
              : null;
    const showButton = view.kind === 'onSale' || view.kind === 'entryOpen' || view.kind === 'soldOut';
    body = (
      <>
        <PictureStrip pictures={product.pictures.length > 0 ? product.pictures : product.picture ? [product.picture] : []} name={product.name} />
        <ProductFacts product={product} view={view} now={now} />
        {product.draw && <DrawPanel draw={product.draw} view={view} now={now} />}
        {suspension && <SuspensionBanner suspension={suspension} />}
        {limit?.reached && view.kind !== 'soldOut' && (
          <p className={styles.refusal} data-testid="detail-refusal" data-key="mallLimitReached">
            {errorMessage('mallLimitReached', language)}
          </p>
        )}
        {!loggedIn ? (
          <AccessNeeded kind="login" text={t('mall.shop.loginNeeded')} Icon={CartIcon} tone="gold" testId="mall-login" />
        ) : !hasRole || isApiError(me.error, 'bindRequired') ? (
          <AccessNeeded kind="bind" text={t('mall.shop.bindNeeded')} Icon={CartIcon} tone="gold" testId="mall-bind" />
        ) : me.isError ? (
          <ErrorBlock error={me.error} onRetry={() => void me.refetch()} />
        ) : (
          showButton && (
            <>
              <div className={styles.bar}>
                <Button block disabled={blocked !== null || suspension !== null || !me.data} onClick={openPicker} data-testid={isDraw ? 'draw-enter' : 'exchange-open'}>
                  {blocked ?? (isDraw ? t('mall.shop.detail.enter') : t('mall.shop.detail.exchange', { n: f.number(product.points) }))}
                </Button>
              </div>
              <div className={styles.room} aria-hidden="true" />
            </>
          )
        )}
        <AddressPickerSheet open={step === 'pick'} onPick={onPick} onClose={() => setStep(choice ? 'confirm' : 'idle')} />
        {me.data && (
          <ExchangeSheet
            open={step === 'confirm'}
            mode={isDraw ? 'draw' : 'exchange'}
            product={product}
            balance={me.data.balance}
            choice={choice}
            busy={action.isPending}
            error={action.error}
            outcome={outcome}
            onConfirm={confirm}
            onChangeAddress={openPicker}
            onClose={() => {
              setStep('idle');
              setOutcome(null);
            }}
          />
        )}
      </>
    );
  }

  return (
    <>
      <NavBar title={product?.name ?? t('mall.shop.detailTitle')} back />
      <PullToRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: MALL_KEY })}>
        <PageBody>{body}</PageBody>
      </PullToRefresh>
    </>
  );
}
