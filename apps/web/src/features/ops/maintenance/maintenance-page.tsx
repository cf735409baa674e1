import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@mecha/shared/api-paths';
import type { MaintenanceOpsList, MaintenanceSwitch } from '@mecha/shared/maintenance/api';
import { MAINTENANCE_FEATURES, type MaintenanceFeature } from '@mecha/shared/maintenance/features';
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '../../../lib/use-query.ts';
import { formatTime, fromLocalInput, utcText } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';

// The per-feature maintenance switch (decision 0184): which features are under repair, with why, until when and
// who; switch one on (reason mandatory, optional end) or back off (reason mandatory). Players of that feature get
// 1013 and a banner at once on this server, within seconds on the others.

const KEY = ['ops', 'maintenance'] as const;
const LABELS: Record<MaintenanceFeature, string> = {
  record: 'Battle records',
  news: 'News and guides',
  welfare: 'Welfare',
  pay: 'Top-up',
  mall: 'Points mall',
  annual: 'Anniversary',
  competition: 'Tournament',
};

const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : undefined);

function SwitchOnForm({ taken, onDone }: { taken: readonly string[]; onDone: (text: string) => void }) {
  const id = useId();
  const free = MAINTENANCE_FEATURES.filter((f) => !taken.includes(f));
  const [feature, setFeature] = useState<MaintenanceFeature | ''>('');
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const chosen = feature || free[0];
  const end = fromLocalInput(until);
  const valid = !!chosen && reason.trim().length > 0 && (!until || (end !== undefined && end * 1000 > Date.now()));
  const on = useMutation({
    mutationFn: () =>
      opsRequest<MaintenanceSwitch>(API.opsMaintenanceOn, { body: { feature: chosen, reason: reason.trim(), ...(end ? { until: new Date(end * 1000).toISOString() } : {}) } }),
    onSuccess: (s) => {
      setReason('');
      setUntil('');
      setFeature('');
      onDone(`${LABELS[s.feature]} is under repair${s.until ? ` until ${formatTime(seconds(s.until))}` : ''}.`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) on.mutate();
  };
  if (!free.length) return <p className={ui.muted}>Every feature is under repair.</p>;
  return (
    <form className={ui.toolbar} onSubmit={submit} data-testid="maintenance-on-form">
      <label className={ui.field} htmlFor={`${id}-f`}>
        Feature
        <select id={`${id}-f`} className={ui.input} value={chosen} onChange={(e) => setFeature(e.target.value as MaintenanceFeature)}>
          {free.map((f) => (
            <option key={f} value={f}>
              {LABELS[f]}
            </option>
          ))}
        </select>
      </label>
      <label className={ui.field} htmlFor={`${id}-u`}>
        Until (optional, local time)
        <input id={`${id}-u`} className={ui.input} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />
      </label>
      <label className={ui.field} htmlFor={`${id}-r`} style={{ flex: 1, minWidth: 240 }}>
        Reason (required, written to the audit log)
        <input id={`${id}-r`} className={ui.input} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} required />
      </label>
      <button type="submit" className={ui.danger} disabled={!valid || on.isPending}>
        Switch under repair
      </button>
      <ErrorLine error={on.error} />
    </form>
  );
}

export function MaintenancePage() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [ending, setEnding] = useState<MaintenanceSwitch | null>(null);
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => opsRequest<MaintenanceOpsList>(API.opsMaintenance, { signal }),
    refetchInterval: 30_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const off = useMutation({
    mutationFn: ({ feature, reason }: { feature: MaintenanceFeature; reason: string }) => opsRequest<{ wasOn: boolean }>(API.opsMaintenanceOff, { body: { feature, reason } }),
    onSuccess: (_data, { feature }) => {
      setEnding(null);
      setNotice(`${LABELS[feature]} is back on.`);
      void refresh();
    },
  });
  const now = Date.now();
  const rows = list.data?.list ?? [];

  return (
    <div className={ui.page}>
      <section className={ui.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={ui.panelTitle}>
          Maintenance
        </h2>
        <p className={ui.muted}>
          A feature under repair answers its players &ldquo;some data under repair&rdquo; (code 1013) and shows them a banner; the rest of the site, logging in and this console keep working.
        </p>
        <NoticeLine text={notice} testId="maintenance-notice" />
        <ErrorLine error={list.error} />
        {list.isPending && <p className={ui.muted}>Loading…</p>}
        {list.data && (
          <div className={ui.tableWrap}>
            <table className={ui.table} data-testid="maintenance-table">
              <thead>
                <tr>
                  <th scope="col">Feature</th>
                  <th scope="col">Since</th>
                  <th scope="col">Until</th>
                  <th scope="col">By</th>
                  <th scope="col">Reason</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => {
                  const ended = s.until !== null && Date.parse(s.until) <= now;
                  return (
                    <tr key={s.feature} data-feature={s.feature}>
                      <td>
                        {LABELS[s.feature]} {ended ? <span className={ui.muted}>(ended)</span> : <span className={ui.warn}>under repair</span>}
                      </td>
                      <td title={utcText(seconds(s.since))}>{formatTime(seconds(s.since))}</td>
                      <td title={s.until ? utcText(seconds(s.until)) : undefined}>{s.until ? formatTime(seconds(s.until)) : 'until switched off'}</td>
                      <td>{s.by}</td>
                      <td>{s.reason}</td>
                      <td>
                        <button type="button" className={ui.secondary} onClick={() => setEnding(s)} data-testid={`maintenance-off-${s.feature}`}>
                          Switch back on
                        </button>
                      </td>
                    </tr>
                  );
                })}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={6} className={ui.muted}>
                      Every feature is on.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        )}
        <SwitchOnForm
          taken={rows.filter((s) => s.until === null || Date.parse(s.until) > now).map((s) => s.feature)}
          onDone={(text) => {
            setNotice(text);
            void refresh();
          }}
        />
      </section>
      {ending && (
        <ReasonDialog
          title={`Switch ${LABELS[ending.feature]} back on`}
          changes={[`Players can use ${LABELS[ending.feature]} again.`]}
          confirmLabel="Switch back on"
          reasonLabel="Reason (required, written to the audit log)"
          reasonMax={300}
          onConfirm={(reason) => off.mutateAsync({ feature: ending.feature, reason })}
          onClose={() => setEnding(null)}
          testId="maintenance-off-dialog"
        />
      )}
    </div>
  );
}
