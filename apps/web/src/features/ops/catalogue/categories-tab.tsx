import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import type { OpsCategory } from '@mecha/shared/mall/ops-api';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { CATEGORIES_PATH } from './product-model.ts';
import { useCategories } from './products-tab.tsx';
import styles from './catalogue.module.css';

// Categories: the list in the mall's order (sort, then id) with how many products each holds; create one, rename
// it in the four languages, move it up or down (its order number swapped with the neighbour's), switch it off.

type Draft = { id: string; names: Record<Language, string>; sort: string; active: boolean };
const blank = (sort: number): Draft => ({ id: '', names: { 'zh-CN': '', 'zh-HK': '', en: '', ja: '' }, sort: String(sort), active: true });
const draftOf = (c: OpsCategory): Draft => ({ id: c.id, names: { 'zh-CN': '', 'zh-HK': '', en: '', ja: '', ...c.names }, sort: String(c.sort), active: c.active });
const bodyOf = (d: Draft) => ({ id: d.id.trim(), names: Object.fromEntries(Object.entries(d.names).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)), sort: Number(d.sort) || 0, active: d.active });
const save = (c: { id: string; names: Record<string, string>; sort: number; active: boolean }) => opsRequest(CATEGORIES_PATH, { body: c });

export function CategoriesTab({ canEdit }: { canEdit: boolean }) {
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = categories.data?.list ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'catalogue'] });
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await refresh();
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  // Moving swaps the two order numbers (equal numbers are first spread out by position).
  const move = (i: number, by: -1 | 1) => {
    const a = list[i]!;
    const b = list[i + by]!;
    const [sa, sb] = a.sort === b.sort ? [i + by, i] : [b.sort, a.sort];
    void run(async () => {
      await save({ ...a, sort: sa });
      await save({ ...b, sort: sb });
    });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    if (await run(() => save(bodyOf(draft)))) {
      setDraft(null);
      setEditingId(null);
    }
  };
  const ready = draft && /^[a-z0-9-]{1,40}$/.test(draft.id.trim()) && Object.values(draft.names).some((v) => v.trim());

  return (
    <section className={ui.panel} aria-labelledby="categories-h" data-testid="catalogue-categories">
      <h2 id="categories-h" className={ui.panelTitle}>Categories</h2>
      {canEdit && !draft && (
        <button type="button" className={ui.button} onClick={() => { setDraft(blank((list.at(-1)?.sort ?? 0) + 10)); setEditingId(null); }} data-testid="category-new">New category</button>
      )}
      {draft && (
        <form className={styles.editor} onSubmit={submit} aria-label={editingId ? `Edit category ${editingId}` : 'New category'} data-testid="category-editor">
          <div className={styles.grid}>
            <label className={ui.field}>Id
              <input className={ui.input} value={draft.id} disabled={!!editingId} maxLength={40} onChange={(e) => setDraft({ ...draft, id: e.target.value })} data-testid="category-id" />
            </label>
            {LANGUAGES.map((l) => (
              <label key={l} className={ui.field}>Name ({l})
                <input className={ui.input} value={draft.names[l]} maxLength={60} onChange={(e) => setDraft({ ...draft, names: { ...draft.names, [l]: e.target.value } })} data-testid={`category-name-${l}`} />
              </label>
            ))}
            <label className={ui.field}>Order
              <input className={ui.input} inputMode="numeric" value={draft.sort} maxLength={7} onChange={(e) => setDraft({ ...draft, sort: e.target.value })} />
            </label>
            <label className={styles.check}><input type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} /> Shown in the mall</label>
          </div>
          <div className={styles.actions}>
            <button type="submit" className={ui.button} disabled={busy || !ready} data-testid="category-save">Save</button>
            <button type="button" className={ui.secondary} onClick={() => { setDraft(null); setEditingId(null); }}>Cancel</button>
          </div>
        </form>
      )}
      {error && <p className={ui.error} role="alert">{error}</p>}
      <ErrorLine error={categories.error} />
      <div className={ui.tableWrap}>
        <table className={ui.table} data-testid="categories-table">
          <thead>
            <tr><th scope="col">Order</th><th scope="col">Id</th><th scope="col">Names</th><th scope="col">Products</th><th scope="col">Shown</th><th scope="col">Actions</th></tr>
          </thead>
          <tbody>
            {list.map((c, i) => (
              <tr key={c.id} data-category={c.id}>
                <td>{c.sort}</td>
                <td className={ui.mono}>{c.id}</td>
                <td>{LANGUAGES.filter((l) => c.names[l]).map((l) => `${l}: ${c.names[l]}`).join(' · ')}</td>
                <td>{c.products}</td>
                <td>{c.active ? 'Yes' : 'No'}</td>
                <td>
                  {canEdit && (
                    <div className={styles.actions}>
                      <button type="button" className={ui.secondary} disabled={busy || i === 0} onClick={() => move(i, -1)} aria-label={`Move ${c.id} up`}>↑</button>
                      <button type="button" className={ui.secondary} disabled={busy || i === list.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${c.id} down`}>↓</button>
                      <button type="button" className={ui.secondary} onClick={() => { setDraft(draftOf(c)); setEditingId(c.id); }}>Edit</button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
            {categories.data && list.length === 0 && <tr><td colSpan={6} className={ui.muted}>No categories yet.</td></tr>}
          </tbody>
        </table>
      </div>
    </section>
  );
}
