import type { Language } from '@mecha/shared/i18n/languages';
import { WELFARE_OPS, type OpsPack, type PackInput } from '@mecha/shared/welfare/ops-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useState, type FormEvent } from 'react';
import { errorMessage, formatNumber, formatTime, toLocalInput } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import ui from '../lib/ui.module.css';
import { ItemsEditor, TextsFields } from './items-editor.tsx';
import styles from './welfare.module.css';
import { fromLocal, itemsDraft, itemsOf, itemsText, packChanges, textsDraft, textsOf, titleOf, type ItemDraft, type PackDraft } from './welfare-logic.ts';

export const PACKS_KEY = ['ops', 'welfare', 'packs'] as const;

interface Form {
  titles: Record<Language, string>;
  items: ItemDraft[];
  active: boolean;
  startsAt: string;
  endsAt: string;
}
const formOf = (p: OpsPack): Form => ({ titles: textsDraft(p.titles), items: itemsDraft(p.items), active: p.active, startsAt: toLocalInput(p.startsAt), endsAt: toLocalInput(p.endsAt) });

function PackEditor({ pack, onDone }: { pack: OpsPack; onDone: () => void }) {
  const client = useQueryClient();
  const [form, setForm] = useState<Form>(() => formOf(pack));
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ draft: PackDraft; lines: string[] } | null>(null);
  const save = useMutation({
    mutationFn: (draft: PackDraft) => opsRequest(WELFARE_OPS.packs, { body: { id: pack.id, ...draft } satisfies PackInput }),
    onSuccess: () => client.invalidateQueries({ queryKey: PACKS_KEY }),
  });

  function review(event: FormEvent) {
    event.preventDefault();
    const items = itemsOf(form.items);
    const titles = textsOf(form.titles);
    if ('error' in items) return setError(items.error);
    if (Object.keys(titles).length === 0) return setError('Give the pack a title in at least one language.');
    const draft: PackDraft = { titles, items: items.items, active: form.active, startsAt: fromLocal(form.startsAt), endsAt: fromLocal(form.endsAt) };
    if (draft.startsAt !== null && draft.endsAt !== null && draft.endsAt <= draft.startsAt) return setError('The window ends before it starts.');
    const lines = packChanges(pack, draft);
    if (lines.length === 0) return setError('Nothing has changed.');
    setError(null);
    setConfirm({ draft, lines });
  }

  return (
    <>
    <form className={`${ui.panel} ${styles.form}`} onSubmit={review} aria-label={`Edit pack ${pack.id}`} data-testid="pack-editor">
      <h2 className={ui.panelTitle}>Edit {titleOf(pack.titles, pack.id)} ({pack.id})</h2>
      <TextsFields label="Title" value={form.titles} onChange={(titles) => setForm({ ...form, titles })} testId="pack-title" />
      <h3 className={ui.muted}>Items</h3>
      <ItemsEditor items={form.items} onChange={(items) => setForm({ ...form, items })} testId="pack-items" />
      <div className={styles.row}>
        <label className={ui.field}>
          Starts (your time)
          <input className={ui.input} type="datetime-local" value={form.startsAt} onChange={(e) => setForm({ ...form, startsAt: e.target.value })} data-testid="pack-starts" />
        </label>
        <label className={ui.field}>
          Ends (your time)
          <input className={ui.input} type="datetime-local" value={form.endsAt} onChange={(e) => setForm({ ...form, endsAt: e.target.value })} data-testid="pack-ends" />
        </label>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={form.active} onChange={(e) => setForm({ ...form, active: e.target.checked })} data-testid="pack-active" />
          On (players can claim it)
        </label>
      </div>
      {error && (
        <p className={ui.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={ui.button} data-testid="pack-review">
          Review changes
        </button>
        <button type="button" className={ui.secondary} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
      {confirm && (
        <ReasonDialog
          title={`Save pack ${pack.id}?`}
          changes={confirm.lines}
          confirmLabel="Save pack"
          onConfirm={async () => {
            await save.mutateAsync(confirm.draft);
            onDone();
          }}
          onClose={() => setConfirm(null)}
          testId="pack-confirm"
        />
      )}
    </>
  );
}

// Packs: the four gift packs with their window, on/off and claims; an operator of every edition edits one (they are
// site-wide, decision 0047), reviewing the changes in the confirm dialog first.
export function PacksPanel({ canEdit }: { canEdit: boolean }) {
  const packs = useQuery({ queryKey: PACKS_KEY, queryFn: ({ signal }) => opsRequest<{ packs: OpsPack[] }>(WELFARE_OPS.packs, { signal }) });
  const [editing, setEditing] = useState<string | null>(null);
  const list = packs.data?.packs ?? [];
  const open = list.find((p) => p.id === editing);
  return (
    <div className={ui.page} data-testid="welfare-packs">
      {!canEdit && <p className={ui.note}>Packs apply to every edition: only an operator of every edition may change them.</p>}
      {packs.isError && <p className={ui.error}>{errorMessage(packs.error)}</p>}
      <div className={ui.tableWrap}>
        <table className={ui.table}>
          <caption className="visually-hidden">Gift packs</caption>
          <thead>
            <tr>
              <th scope="col">Pack</th>
              <th scope="col">Title</th>
              <th scope="col">Items</th>
              <th scope="col">Window</th>
              <th scope="col">State</th>
              <th scope="col">Claims</th>
              {canEdit && <th scope="col"><span className="visually-hidden">Actions</span></th>}
            </tr>
          </thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.id} data-testid="pack-row" data-pack={p.id}>
                <td className={ui.mono}>{p.id}</td>
                <td>{titleOf(p.titles, p.id)}</td>
                <td>{itemsText(p.items)}</td>
                <td>{p.startsAt === null && p.endsAt === null ? 'Always' : `${formatTime(p.startsAt)} – ${formatTime(p.endsAt)}`}</td>
                <td className={p.active ? styles.on : styles.off}>{p.active ? 'On' : 'Off'}</td>
                <td>{formatNumber(p.claims)}</td>
                {canEdit && (
                  <td>
                    <button type="button" className={ui.secondary} onClick={() => setEditing(p.id)} data-testid="pack-edit" aria-label={`Edit pack ${p.id}`}>
                      Edit
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && <PackEditor key={open.id} pack={open} onDone={() => setEditing(null)} />}
    </div>
  );
}
