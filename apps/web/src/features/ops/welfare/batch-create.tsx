import { EDITION_CODES, type EditionCode } from '@mecha/shared/editions';
import { editionAllowed, type OpsEditions } from '@mecha/shared/ops/roles';
import { WELFARE_OPS, type BatchCreated, type BatchCreateInput } from '@mecha/shared/welfare/ops-api';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import ui from '../lib/ui.module.css';
import { ItemsEditor, TextsFields } from './items-editor.tsx';
import styles from './welfare.module.css';
import { batchBody, newBatch, planLines, type BatchDraft } from './welfare-logic.ts';

// A new campaign: one shared code with a use limit (a livestream code) or N one-use codes (flyers). "Preview" asks
// the server for a dry run — what would be created — and the confirm dialog lists it; only then is it created.
export function BatchCreate({ editions, onCreated, onClose }: { editions: OpsEditions; onCreated: (id: string) => void; onClose: () => void }) {
  // Every edition is listed, those outside the operator's marked: picking one gets the server's refusal in words
  // rather than a missing option nobody explains (decision 0174).
  const choices = ['', ...EDITION_CODES];
  const mine = (c: string) => (c === '' ? editions === 'all' : editionAllowed(editions, c as EditionCode));
  const [draft, setDraft] = useState<BatchDraft>(() => newBatch(choices.find(mine) ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [plan, setPlan] = useState<{ body: BatchCreateInput; lines: string[] } | null>(null);
  const set = (patch: Partial<BatchDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function preview(event: FormEvent) {
    event.preventDefault();
    const built = batchBody(draft);
    if ('error' in built) return setError(built.error);
    setError(null);
    setBusy(true);
    try {
      const dry = await opsRequest<BatchCreated>(WELFARE_OPS.batches, { body: { ...built.body, dryRun: true } });
      setPlan({ body: built.body, lines: planLines(dry) });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
    <form className={`${ui.panel} ${styles.form}`} onSubmit={preview} aria-label="New redemption campaign" data-testid="batch-create">
      <h2 className={ui.panelTitle}>New campaign</h2>
      <div className={styles.row}>
        <label className={ui.field}>
          Campaign id
          <input className={ui.input} value={draft.id} maxLength={40} placeholder="spring-flyer" onChange={(e) => set({ id: e.target.value })} data-testid="batch-id" />
        </label>
        <label className={ui.field}>
          Edition
          <select className={ui.input} value={draft.edition} onChange={(e) => set({ edition: e.target.value })} data-testid="batch-edition">
            {choices.map((c) => (
              <option key={c} value={c}>
                {c || 'Every edition'}
                {mine(c) ? '' : ' (not in your editions)'}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          Codes
          <select className={ui.input} value={draft.mode} onChange={(e) => set({ mode: e.target.value as BatchDraft['mode'] })} data-testid="batch-mode">
            <option value="unique">N one-use codes</option>
            <option value="shared">One shared code</option>
          </select>
        </label>
        {draft.mode === 'unique' ? (
          <label className={ui.field}>
            Number of codes
            <input className={`${ui.input} ${styles.narrow}`} type="number" min={1} max={100_000} value={draft.count} onChange={(e) => set({ count: e.target.value })} data-testid="batch-count" />
          </label>
        ) : (
          <>
            <label className={ui.field}>
              Shared code
              <input className={ui.input} value={draft.code} maxLength={32} onChange={(e) => set({ code: e.target.value })} data-testid="batch-code" />
            </label>
            <label className={ui.field}>
              Max uses
              <input className={`${ui.input} ${styles.narrow}`} type="number" min={1} max={1_000_000} value={draft.maxUses} onChange={(e) => set({ maxUses: e.target.value })} data-testid="batch-max-uses" />
            </label>
          </>
        )}
        <label className={ui.field}>
          Expires (your time, optional)
          <input className={ui.input} type="datetime-local" value={draft.expiresAt} onChange={(e) => set({ expiresAt: e.target.value })} data-testid="batch-expires" />
        </label>
      </div>
      <TextsFields label="Title" value={draft.titles} onChange={(titles) => set({ titles })} testId="batch-title" />
      <h3 className={ui.muted}>Items</h3>
      <ItemsEditor items={draft.items} onChange={(items) => set({ items })} testId="batch-items" />
      {error && (
        <p className={ui.error} role="alert" data-testid="batch-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={busy} data-testid="batch-preview">
          {busy ? 'Checking…' : 'Preview'}
        </button>
        <button type="button" className={ui.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
      {plan && (
        <ReasonDialog
          title="Create this campaign?"
          changes={plan.lines}
          confirmLabel="Create"
          onConfirm={async () => {
            await opsRequest<BatchCreated>(WELFARE_OPS.batches, { body: plan.body });
            onCreated(plan.body.id);
          }}
          onClose={() => setPlan(null)}
          testId="batch-confirm"
        />
      )}
    </>
  );
}
