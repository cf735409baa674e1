import { useState, type FormEvent } from 'react';
import type { OpsAnnualEvent } from '@mecha/shared/annual/ops-api';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import ui from '../lib/ui.module.css';
import { ANNUAL_PATH } from './annual-api.ts';
import styles from './anniversary.module.css';

// Goodwill tickets to a role (its bound account) or an account: a mandatory reason, kept in the audit log. Not an
// approval: PRODUCT.md and roles.ts ask a second operator only for point adjustments (decision 0050).

export function TicketsTab({ event, writable }: { event: OpsAnnualEvent; writable: boolean }) {
  const [who, setWho] = useState('');
  const [tickets, setTickets] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const target = who.trim();
  // Digits are a role's UID; anything else an account id (h5-…, an SSO sub), as the CLI reads it.
  const body = /^\d{5,12}$/.test(target) ? { uid: target } : { yfyUid: target };
  const ended = event.phase === 'ended';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (target && tickets >= 1 && tickets <= 100) setConfirming(true);
  };
  return (
    <>
      <form className={`${ui.panel} ${styles.form}`} onSubmit={submit} aria-label="Grant tickets" data-testid="tickets-form">
        <h2 className={ui.panelTitle}>Grant lottery tickets — {event.id}</h2>
        <p className={ui.muted}>Tickets {event.counts.ticketsSpent} spent of {event.counts.ticketsIssued} issued. A reason is required; every grant is in the audit log.</p>
        {ended && <p className={ui.muted}>The event has ended: no more tickets.</p>}
        <div className={styles.row}>
          <label className={ui.field}>
            Role UID or account id
            <input className={ui.input} value={who} maxLength={64} onChange={(e) => setWho(e.target.value)} required />
          </label>
          <label className={ui.field}>
            Tickets
            <input type="number" min={1} max={100} className={`${ui.input} ${styles.small}`} value={tickets} onChange={(e) => setTickets(Number(e.target.value))} />
          </label>
          <button type="submit" className={ui.button} disabled={!writable || ended || !target}>
            Grant…
          </button>
        </div>
        {done && <p className={ui.ok} role="status">{done}</p>}
      </form>
      {confirming && (
        <ReasonDialog
          title="Grant tickets"
          changes={[`${tickets} ticket(s) to ${'uid' in body ? `role ${target}` : `account ${target}`} for ${event.id}`]}
          confirmLabel="Grant"
          reasonLabel="Reason (kept in the audit log)"
          onConfirm={async (reason) => {
            const r = await opsRequest<{ tickets: number; yfyUid: string }>(`${ANNUAL_PATH}/tickets/grant`, { body: { eventId: event.id, ...body, tickets, reason } });
            setDone(`Granted: account ${r.yfyUid} now holds ${r.tickets} ticket(s).`);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
