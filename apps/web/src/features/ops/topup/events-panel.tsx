import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useState } from 'react';
import type { OpsEventDetail, OpsEventInput, OpsEventSummary, OpsSweepResult } from '@mecha/shared/act/ops-api';
import { errorMessage, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { EventEditor } from './event-editor.tsx';
import { eventChanges, reasonLabelFor } from './topup-model.ts';
import styles from './topup.module.css';

// Top-up › Cumulative event: the events of the operator's editions (window, tiers, claims), one edited at a time,
// and the forfeit sweep: a dry run first lists the prizes that would be forfeited, then a confirmed sweep.

const EVENTS = '/api/ops/act/events';
const SWEEP = '/api/ops/act/forfeit-sweep';

function Sweep() {
  const [dry, setDry] = useState<OpsSweepResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    setDone(null);
    try {
      setDry(await opsRequest<OpsSweepResult>(SWEEP, { body: { dryRun: true } }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <section className={ui.panel} aria-label="Forfeit sweep">
      <h2 className={ui.panelTitle}>Forfeit sweep</h2>
      <p className={ui.muted}>Physical prizes still without an address 7 days after the claim are forfeited (the server does it every minute). A dry run shows which, and changes nothing.</p>
      <div className={styles.row}>
        <button type="button" className={ui.secondary} onClick={() => void run()} data-testid="sweep-dry-run">
          Dry run
        </button>
        {dry && dry.list.length > 0 && (
          <button type="button" className={ui.danger} onClick={() => setConfirming(true)} data-testid="sweep-run">
            Forfeit {dry.list.length}…
          </button>
        )}
      </div>
      {error && <p className={ui.error} role="alert">{error}</p>}
      <NoticeLine text={done} />
      {dry && (
        <div data-testid="sweep-list">
          <p className={ui.muted}>{dry.list.length === 0 ? 'Nothing would be forfeited now.' : `${dry.list.length} prize(s) would be forfeited:`}</p>
          {dry.list.length > 0 && (
            <div className={ui.tableWrap}>
              <table className={ui.table}>
                <thead><tr><th scope="col">Claim</th><th scope="col">Event</th><th scope="col">Tier</th><th scope="col">Role UID</th><th scope="col">Address was due</th></tr></thead>
                <tbody>
                  {dry.list.map((c) => (
                    <tr key={c.claimId}><td>#{c.claimId}</td><td>{c.eventId} ({c.edition})</td><td>{c.tierId}</td><td className={ui.mono}>{c.roleUid}</td><td>{formatTime(c.addressDueAt)}</td></tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
      {confirming && dry && (
        <ReasonDialog
          title="Forfeit prizes" danger confirmLabel="Forfeit" testId="sweep-dialog" reasonLabel={reasonLabelFor(SWEEP)}
          changes={dry.list.map((c) => `Claim #${c.claimId} (${c.eventId}, tier ${c.tierId}, role ${c.roleUid}): forfeited`)}
          onConfirm={async (reason) => {
            const r = await opsRequest<OpsSweepResult>(SWEEP, { body: { dryRun: false }, reason: reason || undefined });
            setDone(`${r.forfeited} prize(s) forfeited.`);
            setDry(null);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

export function EventsPanel() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const [pending, setPending] = useState<{ before: OpsEventDetail; body: OpsEventInput } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const events = useQuery({ queryKey: ['ops', 'act-events'], queryFn: ({ signal }) => opsRequest<{ list: OpsEventSummary[] }>(EVENTS, { signal }) });
  const detail = useQuery({
    queryKey: ['ops', 'act-event', open],
    queryFn: ({ signal }) => opsRequest<OpsEventDetail>(`${EVENTS}/detail`, { query: { id: open }, signal }),
    enabled: open !== null,
  });
  return (
    <div className={ui.page} data-testid="topup-events">
      <section className={ui.panel} aria-label="Events">
        <h2 className={ui.panelTitle}>Cumulative top-up events</h2>
        <NoticeLine text={notice} />
        <ErrorLine error={events.error} />
        <div className={ui.tableWrap}>
          <table className={ui.table} data-testid="event-table">
            <thead><tr><th scope="col">Event</th><th scope="col">Edition</th><th scope="col">Window</th><th scope="col">Tiers</th><th scope="col">Claims</th><th scope="col">State</th><th scope="col" /></tr></thead>
            <tbody>
              {events.data?.list.map((e) => (
                <tr key={e.id} data-event={e.id}>
                  <td><span className={ui.mono}>{e.id}</span><br />{e.title}</td>
                  <td>{e.edition} · {e.currency}</td>
                  <td>{formatTime(e.startsAt)} → {formatTime(e.endsAt)}</td>
                  <td>{e.tiers}</td>
                  <td>{e.claims}</td>
                  <td><span className={e.active ? styles.on : styles.off}>{e.active ? 'on' : 'off'}</span></td>
                  <td><button type="button" className={ui.secondary} onClick={() => { setNotice(null); setOpen(e.id); }} data-testid={`event-edit-${e.id}`}>Edit</button></td>
                </tr>
              ))}
              {events.data?.list.length === 0 && <tr><td colSpan={7} className={ui.muted}>No events in your editions.</td></tr>}
            </tbody>
          </table>
        </div>
      </section>
      {open && detail.isError && <p className={ui.error} role="alert">{errorMessage(detail.error)}</p>}
      {open && detail.data && detail.data.id === open && (
        <EventEditor key={`${open}-${detail.dataUpdatedAt}`} detail={detail.data} onSubmit={(body) => setPending({ before: detail.data, body })} onCancel={() => setOpen(null)} />
      )}
      {pending && (
        <ReasonDialog
          title={`Save event ${pending.body.id}`} confirmLabel="Save" testId="event-dialog" changes={eventChanges(pending.before, pending.body)} reasonLabel={reasonLabelFor(EVENTS)}
          onConfirm={async (reason) => {
            await opsRequest(EVENTS, { body: pending.body, reason: reason || undefined });
            setNotice(`Event ${pending.body.id} saved.`);
            setOpen(null);
            await queryClient.invalidateQueries({ queryKey: ['ops', 'act-event'] });
            await queryClient.invalidateQueries({ queryKey: ['ops', 'act-events'] });
          }}
          onClose={() => setPending(null)}
        />
      )}
      <Sweep />
    </div>
  );
}
