import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useState } from 'react';
import { formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import styles from './players.module.css';
import { suspensionEnd, suspensionState, type Suspension } from './suspension-logic.ts';

// A player's mall suspensions (decision 0179): current and past ones, suspend until a chosen time and lift — both
// after the confirm dialog with its mandatory reason (the server requires one and writes it to the audit log). A
// suspension stops mall exchanges and draw entries, never reading.

export function SuspensionsPanel({ yfyUid, canChange }: { yfyUid: string; canChange: boolean }) {
  const queryClient = useQueryClient();
  const [ends, setEnds] = useState('');
  const [suspending, setSuspending] = useState<number | null>(null);
  const [lifting, setLifting] = useState<Suspension | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['ops', 'suspensions', yfyUid],
    queryFn: ({ signal }) => opsRequest<{ list: Suspension[] }>('/api/ops/mall/suspensions', { query: { yfyUid }, signal }),
  });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['ops', 'suspensions', yfyUid] }), queryClient.invalidateQueries({ queryKey: ['ops', 'player'] })]);
  const now = Math.floor(Date.now() / 1000);
  const askSuspend = () => {
    const end = suspensionEnd(ends, Math.floor(Date.now() / 1000));
    if ('problem' in end) return setProblem(end.problem);
    setProblem(null);
    setSuspending(end.endsAt);
  };
  return (
    <section className={ui.panel} aria-label="Suspensions" data-testid="player-suspensions">
      <h2 className={ui.panelTitle}>
        Suspensions
        {list.data ? <span className={ui.muted}> ({list.data.list.length})</span> : null}
      </h2>
      {canChange && (
        <div className={styles.lookup}>
          <label className={ui.field}>
            Suspend until
            <input className={ui.input} type="datetime-local" value={ends} onChange={(e) => setEnds(e.target.value)} data-testid="suspend-until" />
          </label>
          <button type="button" className={ui.danger} onClick={askSuspend} data-testid="suspend-open">
            Suspend…
          </button>
          {problem ? <span className={ui.error}>{problem}</span> : null}
        </div>
      )}
      <ErrorLine error={list.error} />
      {list.data && list.data.list.length === 0 && <p className={ui.muted}>Never suspended.</p>}
      {list.data && list.data.list.length > 0 && (
        <div className={`${ui.tableWrap} ${styles.scroll}`}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">From</th>
                <th scope="col">Until</th>
                <th scope="col">Reason</th>
                <th scope="col">Lifted</th>
                {canChange && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((s) => (
                <tr key={s.id} data-suspension={s.id}>
                  <td className={s.inForce ? styles.negative : undefined}>{suspensionState(s, now)}</td>
                  <td>{formatTime(s.startsAt)}</td>
                  <td>{formatTime(s.endsAt)}</td>
                  <td>{s.reason}</td>
                  <td>{s.liftedAt ? formatTime(s.liftedAt) : '—'}</td>
                  {canChange && (
                    <td>
                      {s.liftedAt === null && s.endsAt > now ? (
                        <button type="button" className={ui.linkButton} onClick={() => setLifting(s)} data-testid="lift-open">
                          Lift…
                        </button>
                      ) : (
                        '—'
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {suspending !== null && (
        <ReasonDialog
          title={`Suspend ${yfyUid}?`}
          changes={[`From now until ${formatTime(suspending)}, mall exchanges and draw entries of this account are refused.`, 'The player still sees points, orders and history.']}
          confirmLabel="Suspend"
          reasonLabel="Reason (kept in the audit log)"
          danger
          testId="suspend-dialog"
          onConfirm={async (reason) => {
            await opsRequest('/api/ops/mall/suspensions', { body: { yfyUid, reason, endsAt: suspending } });
            setEnds('');
            await refresh();
          }}
          onClose={() => setSuspending(null)}
        />
      )}
      {lifting && (
        <ReasonDialog
          title={`Lift the suspension of ${yfyUid}?`}
          changes={[`The suspension until ${formatTime(lifting.endsAt)} ends now: exchanges and draw entries work again.`]}
          confirmLabel="Lift"
          reasonLabel="Reason (kept in the audit log)"
          testId="lift-dialog"
          onConfirm={async (reason) => {
            await opsRequest('/api/ops/mall/suspensions/lift', { body: { id: lifting.id }, reason });
            await refresh();
          }}
          onClose={() => setLifting(null)}
        />
      )}
    </section>
  );
}
