import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useState } from 'react';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { formatTime, utcTitle } from './format.ts';
import { errorMessage } from '../lib/format.ts';
import { fetchUndelivered, resendDelivery, supportKeys, type UndeliveredOrder } from './support-api.ts';
import styles from './support.module.css';

// Paid orders whose currency credit the game has not confirmed, oldest first, with the outbox's attempts and last
// error; each can be resent (with a reason) or opened in the orders view.
export function UndeliveredPanel({ onOpenOrder }: { onOpenOrder: (orderId: string) => void }) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: supportKeys.undelivered, queryFn: ({ signal }) => fetchUndelivered(signal), refetchInterval: 30_000 });
  const [resending, setResending] = useState<UndeliveredOrder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) => resendDelivery(orderId, reason),
    onSuccess: (r) => {
      setNotice(`Delivery of ${r.orderId} queued again.`);
      void client.invalidateQueries({ queryKey: ['ops', 'support'] });
    },
  });
  const rows = list.data ?? [];

  return (
    <section className={styles.panel} aria-labelledby="undelivered-title" data-testid="undelivered">
      <h2 id="undelivered-title" className={styles.panelTitle}>
        Paid, not credited in the game
      </h2>
      <p className={styles.hint}>Oldest first, up to 500. The delivery worker retries on its own; a resend queues the credit now.</p>
      {list.isError && (
        <p className={styles.alert} role="alert">
          {errorMessage(list.error)}
        </p>
      )}
      {notice && (
        <p className={styles.notice} role="status" data-testid="undelivered-notice">
          {notice}
        </p>
      )}
      {list.isPending ? (
        <p className={styles.hint} role="status">
          Loading…
        </p>
      ) : rows.length === 0 ? (
        list.isSuccess && (
          <p className={styles.empty} data-testid="undelivered-empty">
            Every paid order has been credited.
          </p>
        )
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="undelivered-table">
            <caption className="visually-hidden">Paid orders not credited in the game, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">UID</th>
                <th scope="col" className={styles.num}>
                  Credit
                </th>
                <th scope="col">Paid</th>
                <th scope="col" className={styles.num}>
                  Attempts
                </th>
                <th scope="col">Last error</th>
                <th scope="col">Next attempt</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.orderId} data-testid="undelivered-row" data-order={r.orderId}>
                  <td>
                    <button type="button" className={`${styles.rowButton} ${styles.mono}`} onClick={() => onOpenOrder(r.orderId)}>
                      {r.orderId}
                    </button>
                  </td>
                  <td className={styles.mono}>{r.uid}</td>
                  <td className={styles.num}>{r.bonus ? `${r.amount} + ${r.bonus}` : r.amount}</td>
                  <td title={utcTitle(r.paidAt)}>{formatTime(r.paidAt)}</td>
                  <td className={styles.num}>{r.attempts}</td>
                  <td>{r.lastError ?? '—'}</td>
                  <td title={utcTitle(r.nextAttemptAt)}>{formatTime(r.nextAttemptAt)}</td>
                  <td>
                    <button type="button" className={styles.button} onClick={() => setResending(r)}>
                      Resend
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {resending && (
        <ReasonDialog
          testId="resend-dialog"
          title={`Resend delivery of ${resending.orderId}?`}
          changes={[
            `Queues the currency credit (${resending.bonus ? `${resending.amount} + ${resending.bonus} bonus` : resending.amount}) to role ${resending.uid} again, now.`,
            'The game credits an order once, so a resend never doubles it. No points or money change.',
          ]}
          confirmLabel="Resend delivery"
          reasonMax={200}
          onConfirm={(reason) => resend.mutateAsync({ orderId: resending.orderId, reason })}
          onClose={() => setResending(null)}
        />
      )}
    </section>
  );
}
