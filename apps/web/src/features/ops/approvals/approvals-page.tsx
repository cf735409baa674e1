import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { API } from '@mecha/shared/api-paths';
import type { OpsApproval } from '@mecha/shared/ops/console-api';
import { DEFAULT_APPROVAL_THRESHOLD } from '@mecha/shared/ops/roles';
import { useId, useState, type FormEvent } from 'react';
import { formatNumber, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { useOpsMe } from '../lib/ops-session.ts';
import ui from '../lib/ui.module.css';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';
import styles from '../shipping/shipping.module.css';

// Approvals (decision 0172): point adjustments above the threshold wait for a second operator. The list shows who
// asked, the amount and why; approve or reject with a reason. One's own requests say they wait for another
// operator (the server refuses them too: opsApprovalOwn). Below, the form that asks for an adjustment says whether
// it applied at once or waits here.

type Filter = 'pending' | 'approved' | 'rejected';
type AdjustAnswer = { yfyUid: string; amount: number; balance: number } | { pending: true; approvalId: number };

function signed(n: number): string {
  return `${n > 0 ? '+' : ''}${formatNumber(n)}`;
}

function AdjustForm({ onPending }: { onPending: () => void }) {
  const id = useId();
  const [yfyUid, setYfyUid] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const parsed = Number(amount);
  const valid = yfyUid.trim().length > 0 && Number.isInteger(parsed) && parsed !== 0 && Math.abs(parsed) <= 10_000_000 && reason.trim().length > 0;
  const adjust = useMutation({
    mutationFn: () => opsRequest<AdjustAnswer>('/api/ops/mall/points/adjust', { body: { yfyUid: yfyUid.trim(), amount: parsed, reason: reason.trim() } }),
    onSuccess: (data) => {
      if ('pending' in data) {
        setAnswer(`Waiting for approval: request #${data.approvalId} (${signed(parsed)} points for ${yfyUid.trim()}) needs another operator.`);
        onPending();
      } else {
        setAnswer(`Applied at once: ${signed(data.amount)} points for ${data.yfyUid}; the balance is now ${formatNumber(data.balance)}.`);
      }
      setAmount('');
      setReason('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAnswer(null);
    if (valid) adjust.mutate();
  };
  return (
    <section className={ui.panel} aria-labelledby={`${id}-h`} data-testid="adjust-form">
      <h2 id={`${id}-h`} className={ui.panelTitle}>
        Request a point adjustment
      </h2>
      <p className={ui.muted}>
        Adjustments larger than {formatNumber(DEFAULT_APPROVAL_THRESHOLD)} points (the default; the server may be set otherwise) wait for a second operator&apos;s approval.
      </p>
      <form className={ui.toolbar} onSubmit={submit}>
        <label className={ui.field} htmlFor={`${id}-u`}>
          Account (yfyUid)
          <input id={`${id}-u`} className={ui.input} value={yfyUid} maxLength={64} onChange={(e) => setYfyUid(e.target.value)} required />
        </label>
        <label className={ui.field} htmlFor={`${id}-a`}>
          Points (negative takes)
          <input id={`${id}-a`} className={ui.input} type="number" step={1} value={amount} onChange={(e) => setAmount(e.target.value)} required />
        </label>
        <label className={ui.field} htmlFor={`${id}-r`} style={{ flex: 1, minWidth: 240 }}>
          Reason (required, shown to the player and written to the audit log)
          <input id={`${id}-r`} className={ui.input} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} required />
        </label>
        <button type="submit" className={ui.button} disabled={!valid || adjust.isPending}>
          Request adjustment
        </button>
      </form>
      <ErrorLine error={adjust.error} />
      <NoticeLine text={answer} testId="adjust-answer" />
    </section>
  );
}

export function ApprovalsPage() {
  const queryClient = useQueryClient();
  const me = useOpsMe(true);
  const [filter, setFilter] = useState<Filter>('pending');
  const [deciding, setDeciding] = useState<{ approval: OpsApproval; approve: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const filterId = useId();
  const list = useQuery({
    queryKey: ['ops', 'approvals', filter],
    queryFn: ({ signal }) => opsRequest<{ list: OpsApproval[] }>(API.opsApprovals, { query: { state: filter }, signal }),
    refetchInterval: 30_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'approvals'] });
  const myName = me.data?.operator.name;

  return (
    <div className={styles.page} data-testid="ops-approvals">
      <section className={ui.panel} aria-labelledby={`${filterId}-h`}>
        <h2 id={`${filterId}-h`} className={ui.panelTitle}>
          Point adjustments waiting for a second operator
        </h2>
        <div className={ui.toolbar}>
          <label className={ui.field} htmlFor={filterId}>
            Show
            <select id={filterId} className={ui.input} value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
              <option value="pending">Pending</option>
              <option value="approved">Approved</option>
              <option value="rejected">Rejected</option>
            </select>
          </label>
          <button type="button" className={ui.secondary} onClick={() => void refresh()}>
            Refresh
          </button>
        </div>
        <NoticeLine text={notice} />
        <ErrorLine error={list.error} />
        {list.isPending && <p className={ui.muted}>Loading…</p>}
        {list.data && (
          <div className={ui.tableWrap}>
            <table className={ui.table} data-testid="approvals-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Asked by</th>
                  <th scope="col">When</th>
                  <th scope="col">Account</th>
                  <th scope="col">Points</th>
                  <th scope="col">Reason</th>
                  <th scope="col">{filter === 'pending' ? 'Decision' : 'Decided'}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.list.map((a) => (
                  <tr key={a.id} data-approval={a.id}>
                    <td>{a.id}</td>
                    <td>{a.requestedBy}</td>
                    <td>{formatTime(a.requestedAt)}</td>
                    <td className={ui.mono}>{a.payload.yfyUid}</td>
                    <td className={a.payload.amount < 0 ? styles.bad : styles.ok}>{signed(a.payload.amount)}</td>
                    <td>{a.reason}</td>
                    <td>
                      {a.state !== 'pending' ? (
                        `${a.state} by ${a.decidedBy ?? '?'} · ${formatTime(a.decidedAt)}${a.decisionNote ? ` — ${a.decisionNote}` : ''}`
                      ) : a.requestedBy === myName ? (
                        <span className={styles.hidden}>Waiting for another operator</span>
                      ) : (
                        <div className={styles.row}>
                          <button type="button" className={ui.button} onClick={() => setDeciding({ approval: a, approve: true })}>
                            Approve…
                          </button>
                          <button type="button" className={ui.danger} onClick={() => setDeciding({ approval: a, approve: false })}>
                            Reject…
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
                {list.data.list.length === 0 && (
                  <tr>
                    <td colSpan={7} className={ui.muted}>
                      Nothing {filter}.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <AdjustForm onPending={() => void refresh()} />

      {deciding && (
        <ReasonDialog
          title={`${deciding.approve ? 'Approve' : 'Reject'} request #${deciding.approval.id}?`}
          changes={
            deciding.approve
              ? [`${signed(deciding.approval.payload.amount)} points are booked to ${deciding.approval.payload.yfyUid} now.`, `Asked by ${deciding.approval.requestedBy}: “${deciding.approval.reason}”.`]
              : [`Nothing is booked; ${deciding.approval.requestedBy}'s request is closed.`]
          }
          confirmLabel={deciding.approve ? 'Approve and apply' : 'Reject'}
          reasonLabel="Reason (required, written to the audit log)"
          danger={!deciding.approve}
          testId="decide-dialog"
          onConfirm={async (reason) => {
            await opsRequest(API.opsApprovalDecide, { body: { id: deciding.approval.id, approve: deciding.approve, reason } });
            setNotice(`Request #${deciding.approval.id} ${deciding.approve ? 'approved and applied' : 'rejected'}.`);
            await refresh();
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}
