import type { Order } from '@mecha/shared/pay/api';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isApiError } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { useChangeMethod } from '../api/change-method.ts';
import { useSkuList } from '../api/get-sku-list.ts';
import { MethodPicker } from './method-picker.tsx';
import styles from './change-method-sheet.module.css';

/** pay-change: another of the edition's methods for a processing order. */
export function ChangeMethodSheet({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useSkuList(open ? order.uid : null);
  const change = useChangeMethod();
  const [picked, setPicked] = useState(order.method);
  // Each opening starts from the order's current method. (Not a remount keyed on the method: the refetch after a
  // change would unmount the sheet before the change's own success callback could close it.)
  useEffect(() => {
    if (open) setPicked(order.method);
    // Only on opening.
  }, [open]);
  const methods = list.data?.methods ?? [];

  const save = () =>
    change.mutate(
      { orderId: order.orderId, method: picked },
      {
        onSuccess: () => {
          showToast(t('pay.order.changed', { method: methods.find((m) => m.id === picked)?.name ?? picked }), 'success');
          onClose();
        },
      },
    );

  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('pay.order.change')}
      </h2>
      {list.data ? <MethodPicker methods={methods} value={picked} onPick={setPicked} label={t('pay.order.change')} /> : <Skeleton height="10rem" />}
      {change.error != null && (
        <p role="alert" className={styles.error} data-testid="change-error">
          {isApiError(change.error) ? change.error.message : t('common.requestException')}
        </p>
      )}
      <div className={styles.foot}>
        <Button block loading={change.isPending} disabled={picked === order.method} onClick={save} data-testid="change-save">
          {t('common.confirm')}
        </Button>
      </div>
    </Overlay>
  );
}
