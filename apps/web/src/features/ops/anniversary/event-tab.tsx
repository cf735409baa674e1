import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { OpsAnnualEvent } from '@mecha/shared/annual/ops-api';
import { EDITION_CODES, type EditionCode } from '@mecha/shared/editions';
import { CHARACTERS } from '@mecha/shared/game/characters';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { editionAllowed, type OpsEditions } from '@mecha/shared/ops/roles';
import { fromLocalInput, toLocalInput, utcText } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import ui from '../lib/ui.module.css';
import { ANNUAL_PATH, EVENTS_KEY } from './annual-api.ts';
import { eventChanges, formOf, toBody, type EventForm } from './event-form.ts';
import { RunsPanel } from './runs-panel.tsx';
import styles from './anniversary.module.css';

// The event's definition: window and report year in local time (UTC beside), vote characters, task tickets, the
// switches; the seed hash always, the seed once ended. Once opened, the server keeps its edition, start and report
// year: the inputs are locked to say so. Saving lists the changes first.

function When({ label, value, onChange, disabled }: { label: string; value: number | undefined; onChange: (v: number | undefined) => void; disabled?: boolean }) {
  return (
    <label className={ui.field}>
      {label}
      <input type="datetime-local" className={ui.input} value={value === undefined ? '' : toLocalInput(value)} onChange={(e) => onChange(fromLocalInput(e.target.value))} disabled={disabled} />
      <span className={styles.utc}>{utcText(value)}</span>
    </label>
  );
}

export function EventTab({ event, editions, onSaved }: { event: OpsAnnualEvent | null; editions: OpsEditions; onSaved: (id: string) => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<EventForm>(() => formOf(event));
  const [confirming, setConfirming] = useState(false);
  const set = <K extends keyof EventForm>(k: K, v: EventForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const opened = event !== null && event.phase !== 'upcoming';
  const mine = EDITION_CODES.filter((c) => editionAllowed(editions, c));
  const writable = event === null || editionAllowed(editions, event.edition as EditionCode);
  const changes = eventChanges(event, form);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (changes.length) setConfirming(true);
  };
  const numberField = (k: 'loginTickets' | 'voteTickets' | 'shareTickets', label: string) => (
    <label className={ui.field}>
      {label}
      <input type="number" min={0} max={100} className={`${ui.input} ${styles.small}`} value={form[k]} onChange={(e) => set(k, Number(e.target.value))} />
    </label>
  );

  return (
    <>
      <form className={`${ui.panel} ${styles.form}`} onSubmit={submit} aria-label="Event settings" data-testid="event-form">
        <h2 className={ui.panelTitle}>{event ? `Event ${event.id} (${event.phase})` : 'New event'}</h2>
        <div className={styles.grid}>
          <label className={ui.field}>
            Id
            <input className={ui.input} value={form.id} maxLength={40} pattern="[a-z0-9-]{3,40}" onChange={(e) => set('id', e.target.value)} disabled={event !== null} required />
          </label>
          <label className={ui.field}>
            Edition
            <select className={ui.input} value={form.edition} onChange={(e) => set('edition', e.target.value)} disabled={opened}>
              {(event && !mine.includes(event.edition as EditionCode) ? [event.edition, ...mine] : mine).map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </label>
          <When label="Opens (your time)" value={form.startsAt} onChange={(v) => set('startsAt', v)} disabled={opened} />
          <When label="Closes (your time)" value={form.endsAt} onChange={(v) => set('endsAt', v)} />
          <When label="Report year from" value={form.reportFrom} onChange={(v) => set('reportFrom', v)} disabled={opened} />
          <When label="Report year to" value={form.reportTo} onChange={(v) => set('reportTo', v)} disabled={opened} />
        </div>
        <div className={styles.grid}>
          {LANGUAGES.map((l) => (
            <label key={l} className={ui.field}>
              Title ({l})
              <input className={ui.input} maxLength={200} value={form.titles[l] ?? ''} onChange={(e) => set('titles', { ...form.titles, [l]: e.target.value })} />
            </label>
          ))}
          {LANGUAGES.map((l) => (
            <label key={l} className={ui.field}>
              Rules ({l})
              <textarea className={ui.input} rows={2} maxLength={5000} value={form.rules[l] ?? ''} onChange={(e) => set('rules', { ...form.rules, [l]: e.target.value })} />
            </label>
          ))}
        </div>
        <fieldset className={styles.checks}>
          <legend>Characters players can vote for</legend>
          {CHARACTERS.map((c) => (
            <label key={c.id} className={styles.check}>
              <input type="checkbox" checked={form.characters.includes(c.id)} onChange={(e) => set('characters', e.target.checked ? [...form.characters, c.id] : form.characters.filter((x) => x !== c.id))} />
              {c.name.en}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.checks}>
          <legend>Tasks (tickets each)</legend>
          <label className={styles.check}>
            <input type="checkbox" checked={form.loginTask} onChange={(e) => set('loginTask', e.target.checked)} /> Daily login task on
          </label>
          {numberField('loginTickets', 'Daily login')}
          {numberField('voteTickets', 'Vote')}
          {numberField('shareTickets', 'Share')}
          <label className={styles.check}>
            <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} /> Event active
          </label>
        </fieldset>
        {event && (
          <dl className={`${styles.grid} ${styles.facts}`}>
            <div>
              <dt>Seed hash (published)</dt>
              <dd className={styles.hash} data-testid="seed-hash">{event.seedHash}</dd>
            </div>
            <div>
              <dt>Seed</dt>
              <dd className={styles.hash}>{event.seed ?? 'Published once the event has ended.'}</dd>
            </div>
            <div>
              <dt>Counts</dt>
              <dd>
                {event.counts.votes} votes · {event.counts.draws} draws · tickets {event.counts.ticketsSpent}/{event.counts.ticketsIssued} spent
              </dd>
            </div>
          </dl>
        )}
        {!writable && <p className={ui.muted}>This event's edition is not one of yours: read only.</p>}
        <div className={styles.row}>
          <button type="submit" className={ui.button} disabled={!writable || changes.length === 0}>
            {event ? 'Save changes…' : 'Create event…'}
          </button>
          {changes.length === 0 && event && <span className={ui.muted}>No changes.</span>}
        </div>
      </form>
      {event && writable && <RunsPanel />}
      {confirming && (
        <ReasonDialog
          title={event ? `Save event ${event.id}` : `Create event ${form.id}`}
          changes={changes}
          confirmLabel={event ? 'Save' : 'Create'}
          onConfirm={async () => {
            await opsRequest(`${ANNUAL_PATH}/events/save`, { body: toBody(form) });
            await queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
            onSaved(form.id);
          }}
          onClose={() => setConfirming(false)}
          testId="event-confirm"
        />
      )}
    </>
  );
}
