import { useId, useState, type FormEvent } from 'react';
import type { OpsEventDetail, OpsEventInput } from '@mecha/shared/act/ops-api';
import { fromLocalInput, toLocalInput } from '../lib/format.ts';
import ui from '../lib/ui.module.css';
import { eventToForm, formToEvent, type EventForm, type TierForm } from './topup-model.ts';
import styles from './topup.module.css';

// Edit a cumulative event: its window, on/off, tiers (threshold in the event's currency) and each tier's prizes.
// Titles and rules stay as stored (four languages: `npm run ops -- act event set`). A claimed tier cannot be
// removed: the server refuses, the dialog says why.

export function EventEditor({ detail, onSubmit, onCancel }: { detail: OpsEventDetail; onSubmit: (body: OpsEventInput) => void; onCancel: () => void }) {
  const [form, setForm] = useState<EventForm>(() => eventToForm(detail));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const setTier = (i: number, t: Partial<TierForm>) => setForm((f) => ({ ...f, tiers: f.tiers.map((x, j) => (j === i ? { ...x, ...t } : x)) }));
  const setPrize = (i: number, k: number, p: Partial<TierForm['prizes'][number]>) => setTier(i, { prizes: form.tiers[i]!.prizes.map((x, j) => (j === k ? { ...x, ...p } : x)) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = formToEvent(form);
    if (typeof body === 'string') setProblem(body);
    else {
      setProblem(null);
      onSubmit(body);
    }
  };
  return (
    <form className={ui.panel} onSubmit={submit} aria-labelledby={`${id}-h`} data-testid="event-form">
      <h3 id={`${id}-h`} className={ui.panelTitle}>
        Edit {detail.id} ({detail.edition}, {detail.currency})
      </h3>
      <div className={styles.row}>
        <label className={ui.field} htmlFor={`${id}-s`}>
          Starts
          <input id={`${id}-s`} type="datetime-local" className={ui.input} value={toLocalInput(form.startsAt)} onChange={(e) => setForm((f) => ({ ...f, startsAt: fromLocalInput(e.target.value) ?? f.startsAt }))} />
        </label>
        <label className={ui.field} htmlFor={`${id}-e`}>
          Ends
          <input id={`${id}-e`} type="datetime-local" className={ui.input} value={toLocalInput(form.endsAt)} onChange={(e) => setForm((f) => ({ ...f, endsAt: fromLocalInput(e.target.value) ?? f.endsAt }))} />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={form.active} onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))} /> Active
        </label>
      </div>
      {form.tiers.map((t, i) => (
        <fieldset key={i} className={styles.tier} data-testid={`tier-${i}`}>
          <legend>
            Tier {i + 1}
            {t.claims ? ` · ${t.claims} claims` : ''}
          </legend>
          <div className={styles.row}>
            <label className={ui.field}>
              Tier id
              <input className={`${ui.input} ${styles.id}`} value={t.id} maxLength={40} onChange={(e) => setTier(i, { id: e.target.value })} />
            </label>
            <label className={ui.field}>
              Threshold ({detail.currency})
              <input className={`${ui.input} ${styles.narrow}`} value={t.threshold} maxLength={14} onChange={(e) => setTier(i, { threshold: e.target.value })} data-testid={`tier-${i}-threshold`} />
            </label>
            <button type="button" className={ui.secondary} onClick={() => setForm((f) => ({ ...f, tiers: f.tiers.filter((_, j) => j !== i) }))}>
              Remove tier
            </button>
          </div>
          {t.prizes.map((p, k) => (
            <div key={k} className={styles.row}>
              <label className={ui.field}>
                Prize id
                <input className={`${ui.input} ${styles.id}`} value={p.id} maxLength={40} onChange={(e) => setPrize(i, k, { id: e.target.value })} />
              </label>
              <label className={ui.field}>
                Name (English)
                <input className={ui.input} value={p.name} maxLength={80} onChange={(e) => setPrize(i, k, { name: e.target.value })} />
              </label>
              <label className={ui.field}>
                Qty
                <input className={`${ui.input} ${styles.narrow}`} value={p.qty} maxLength={7} onChange={(e) => setPrize(i, k, { qty: e.target.value })} />
              </label>
              <label className={styles.check}>
                <input type="checkbox" checked={p.physical} onChange={(e) => setPrize(i, k, { physical: e.target.checked })} /> Physical
              </label>
              <button type="button" className={ui.linkButton} onClick={() => setTier(i, { prizes: t.prizes.filter((_, j) => j !== k) })}>
                Remove prize
              </button>
            </div>
          ))}
          <div>
            <button type="button" className={ui.linkButton} onClick={() => setTier(i, { prizes: [...t.prizes, { id: '', name: '', qty: '1', physical: false, names: {}, picture: null }] })}>
              Add prize
            </button>
          </div>
        </fieldset>
      ))}
      <div className={styles.row}>
        <button type="button" className={ui.secondary} onClick={() => setForm((f) => ({ ...f, tiers: [...f.tiers, { id: `tier-${f.tiers.length + 1}`, threshold: '', claims: 0, prizes: [{ id: '', name: '', qty: '1', physical: false, names: {}, picture: null }] }] }))}>
          Add tier
        </button>
      </div>
      {problem && (
        <p className={ui.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.row}>
        <button type="submit" className={ui.button} data-testid="event-save">
          Review and save…
        </button>
        <button type="button" className={ui.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
