import type { OfficialCheck, PayMethod, Sku } from '@mecha/shared/pay/api';
import { useId } from 'react';
import { Button } from '../../../components/button.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { isApiError } from '../../../lib/request.ts';
import { formatMoney } from '../lib/money.ts';
import { PAY_ROUTES } from '../pay-routes.ts';
import styles from './confirm-sheet.module.css';

interface ConfirmSheetProps {
  open: boolean;
  role: OfficialCheck;
  sku: Sku;
  method: PayMethod;
  windowS: number;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last look before paying: who receives what, for how much, by which method, and the points it earns. */
export function ConfirmSheet({ open, role, sku, method, windowS, busy, error, onConfirm, onClose }: ConfirmSheetProps) {
  const { t, language } = useTranslation();
  const titleId = useId();
  // sku/list's bonus is already this role's: the base again while the first purchase doubles, else the standing one.
  const receive = sku.doubleAvailable ? 'pay.amountDouble' : sku.bonus > 0 ? 'pay.amountBonus' : 'pay.amount';
  // A processing order for this item already exists: the server names it, so the player can open it instead.
  const openOrder = isApiError(error, 'payOrderOpen') ? (error.data as { orderId?: string } | null)?.orderId : undefined;
  const rows: [string, string, string][] = [
    ['role', t('pay.confirm.role'), `${role.nickname} · UID ${role.uid}`],
    ['item', t('pay.confirm.item'), sku.name],
    ['receive', t('pay.confirm.receive'), t(receive, { n: sku.amount, bonus: sku.bonus })],
    ['price', t('pay.confirm.price'), formatMoney(sku.priceMinor, sku.currency, language)],
    ['method', t('pay.confirm.method'), method.name],
    ['points', t('pay.confirm.points'), `+${sku.points}`],
  ];
  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('pay.confirm.title')}
      </h2>
      <dl className={styles.rows} data-testid="confirm-sheet">
        {rows.map(([key, label, value]) => (
          <div key={key} data-row={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('pay.confirm.window', { minutes: Math.round(windowS / 60) })}</p>
      {error != null && (
        <p className={styles.error} role="alert" data-testid="pay-error">
          {isApiError(error) ? error.message : t('common.requestException')}{' '}
          {openOrder && (
            <Link to={PAY_ROUTES.order(openOrder)} onClick={onClose} data-testid="open-order">
              {t('pay.openOrderAction')}
            </Link>
          )}
        </p>
      )}
      <Button block loading={busy} onClick={onConfirm} data-testid="pay-go">
        {t('pay.confirm.go')}
      </Button>
    </Overlay>
  );
}
