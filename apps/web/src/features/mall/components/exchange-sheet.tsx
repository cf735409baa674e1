import type { ProductDetail } from '@mecha/shared/mall/api';
import { useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { isApiError } from '../../../lib/request.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useAddresses } from '../api/get-addresses.ts';
import type { AddressChoice } from '../api/exchange.ts';
import { addressLines } from '../lib/address-choice.ts';
import { balanceFigures } from '../lib/balance-after.ts';
import { nextStepFor } from '../lib/next-step.ts';
import { orderHref } from '../lib/shop-routes.ts';
import styles from './exchange-sheet.module.css';

export type SheetOutcome = { kind: 'ordered'; orderId: string; balance: number } | { kind: 'entered'; entrants: number };

interface ExchangeSheetProps {
  open: boolean;
  mode: 'exchange' | 'draw';
  product: ProductDetail;
  balance: number;
  choice: AddressChoice | null;
  busy: boolean;
  error: unknown;
  outcome: SheetOutcome | null;
  onConfirm: () => void;
  onChangeAddress: () => void;
  onClose: () => void;
}

/**
 * The last look before an exchange (or a draw entry): the product, where it ships, the points before → after;
 * then the result: the order with a link to it, or the refusal in the player's language with the next step.
 */
export function ExchangeSheet(props: ExchangeSheetProps) {
  const { open, mode, product, balance, choice, busy, error, outcome, onConfirm, onChangeAddress, onClose } = props;
  const { t, language } = useTranslation();
  const f = useFormatters();
  const titleId = useId();
  const book = useAddresses(open && choice !== null && 'addressId' in choice);
  const figures = balanceFigures(balance, product.points);
  const address = choice === null ? null : 'address' in choice ? choice.address : (book.data?.list.find((a) => a.id === choice.addressId) ?? null);
  const lines = address ? addressLines(address, t(`address.regions.${address.region}`)) : null;
  const short = mode === 'exchange' && figures.short > 0;
  const key = isApiError(error) ? error.key : undefined;
  const step = error != null ? nextStepFor(key) : null;

  const rows: [string, string, string][] = [
    ['product', t('mall.shop.confirm.product'), product.name],
    ['before', t('mall.shop.confirm.before'), f.number(figures.before)],
    ['cost', t('mall.shop.confirm.cost'), f.signed(-figures.cost)],
    ...(mode === 'exchange' ? [['after', t('mall.shop.confirm.after'), figures.after < 0 ? f.signed(figures.after) : f.number(figures.after)] as [string, string, string]] : []),
  ];

  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {outcome ? (outcome.kind === 'entered' ? t('mall.shop.result.drawTitle') : t('mall.shop.result.title')) : mode === 'draw' ? t('mall.shop.confirm.drawTitle') : t('mall.shop.confirm.title')}
      </h2>
      {outcome ? (
        <div className={styles.result} role="status" data-testid="exchange-result" data-outcome={outcome.kind}>
          {outcome.kind === 'ordered' ? (
            <>
              <p>{t('mall.shop.result.success', { id: outcome.orderId })}</p>
              <p className={styles.after}>
                {t('mall.shop.confirm.after')}: <strong>{f.number(outcome.balance)}</strong>
              </p>
              <Link to={orderHref(outcome.orderId)} className={styles.primaryLink} onClick={onClose} data-testid="exchange-view-order">
                {t('mall.shop.result.viewOrder')}
              </Link>
            </>
          ) : (
            <p>{t('mall.shop.result.entered', { n: f.number(outcome.entrants) })}</p>
          )}
        </div>
      ) : (
        <>
          <dl className={styles.rows} data-testid="exchange-confirm">
            {rows.map(([row, label, value]) => (
              <div key={row} data-row={row} data-negative={row === 'after' && figures.after < 0 ? true : undefined}>
                <dt>{label}</dt>
                <dd data-testid={`confirm-${row}`}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.address}>
            <span className={styles.addressLabel}>{t('mall.shop.confirm.shipTo')}</span>
            {lines ? (
              <p data-testid="confirm-address">
                {lines[0]}
                <br />
                {lines[1]}
              </p>
            ) : (
              <p>…</p>
            )}
            <button type="button" className={styles.change} onClick={onChangeAddress} data-testid="confirm-change-address">
              {t('mall.shop.confirm.changeAddress')}
            </button>
          </div>
          {mode === 'draw' && <p className={styles.note}>{t('mall.shop.confirm.drawNote', { n: f.number(product.points) })}</p>}
          {short && error == null && (
            <p className={styles.error} role="alert" data-testid="exchange-error" data-key="mallInsufficientPoints">
              {errorMessage('mallInsufficientPoints', language)} {t('mall.shop.confirm.short', { n: f.number(figures.short) })}{' '}
              <Link to={ROUTES.pointsDetail} onClick={onClose} data-testid="next-points">
                {t('mall.shop.next.points')}
              </Link>
            </p>
          )}
          {error != null && (
            <p className={styles.error} role="alert" data-testid="exchange-error" data-key={key ?? 'unknown'}>
              {isApiError(error) ? error.message : t('common.requestException')} <NextStepAction step={step!} onClose={onClose} onChangeAddress={onChangeAddress} onRetry={onConfirm} />
            </p>
          )}
          <Button block loading={busy} disabled={short || (step !== null && step !== 'retry')} onClick={onConfirm} data-testid="exchange-go">
            {mode === 'draw' ? t('mall.shop.confirm.goDraw') : t('mall.shop.confirm.go')}
          </Button>
        </>
      )}
    </Overlay>
  );
}

function NextStepAction({ step, onClose, onChangeAddress, onRetry }: { step: ReturnType<typeof nextStepFor>; onClose: () => void; onChangeAddress: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  switch (step) {
    case 'points':
      return (
        <Link to={ROUTES.pointsDetail} onClick={onClose} data-testid="next-points">
          {t('mall.shop.next.points')}
        </Link>
      );
    case 'address':
      return (
        <button type="button" className={styles.inlineAction} onClick={onChangeAddress} data-testid="next-address">
          {t('mall.shop.next.address')}
        </button>
      );
    case 'support':
      return (
        <Link to={ROUTES.feedback} onClick={onClose} data-testid="next-support">
          {t('mall.shop.next.support')}
        </Link>
      );
    case 'later':
      return <span>{t('mall.shop.next.later')}</span>;
    case 'mall':
      return (
        <Link to={ROUTES.pointsExchange} onClick={onClose} data-testid="next-mall">
          {t('mall.shop.next.mall')}
        </Link>
      );
    case 'retry':
      return (
        <button type="button" className={styles.inlineAction} onClick={onRetry} data-testid="next-retry">
          {t('mall.shop.next.retry')}
        </button>
      );
    case 'none':
      return null;
  }
}
