import { SHIPPING_REGIONS } from '@mecha/shared/address/schema';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import type { OpsCategory, OpsProduct } from '@mecha/shared/mall/ops-api';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import ui from '../lib/ui.module.css';
import { emptyProductForm, formFromProduct, productBody, productProblems, PRODUCTS_PATH, type ProductForm } from './product-model.ts';
import styles from './catalogue.module.css';

// Create a product (with its first stock) or change one's definition: names and descriptions in the four
// languages, pictures by address, price, regions, editions (only the operator's), purchase limit, race or draw and
// its window, order, on/off. An existing product's stock is not here: it changes with a reason (stock-change.tsx).
export function ProductEditor({ product, editions, categories, onSaved, onCancel }: {
  product: OpsProduct | null;
  editions: readonly string[];
  categories: readonly OpsCategory[];
  onSaved: (id: string, created: boolean) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<ProductForm>(() => (product ? formFromProduct(product) : emptyProductForm(editions, categories[0]?.id ?? '')));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = productProblems(form);
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const flip = (key: 'regions' | 'editions', value: string) => set(key, form[key].includes(value) ? form[key].filter((v) => v !== value) : [...form[key], value]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (problems.length) return;
    setBusy(true);
    setError(null);
    try {
      const r = await opsRequest<{ id: string; created: boolean }>(PRODUCTS_PATH, { body: productBody(form) });
      onSaved(r.id, r.created);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <form className={styles.editor} onSubmit={submit} aria-label={product ? `Edit ${product.id}` : 'New product'} data-testid="product-editor">
      <h3 className={styles.editorTitle}>{product ? `Edit ${product.id}` : 'New product'}</h3>
      <div className={styles.grid}>
        <label className={ui.field}>Id
          <input className={ui.input} value={form.id} disabled={!!product} maxLength={40} onChange={(e) => set('id', e.target.value)} data-testid="product-id" />
        </label>
        <label className={ui.field}>Category
          <select className={ui.input} value={form.categoryId} onChange={(e) => set('categoryId', e.target.value)} data-testid="product-category">
            <option value="">Choose…</option>
            {categories.map((c) => <option key={c.id} value={c.id}>{c.names.en || c.id}</option>)}
          </select>
        </label>
        <label className={ui.field}>Price (points)
          <input className={ui.input} inputMode="numeric" value={form.points} maxLength={8} onChange={(e) => set('points', e.target.value)} data-testid="product-points" />
        </label>
        {!product && (
          <label className={ui.field}>Stock
            <input className={ui.input} inputMode="numeric" value={form.stock} maxLength={7} onChange={(e) => set('stock', e.target.value)} data-testid="product-stock" />
          </label>
        )}
        <label className={ui.field}>Order
          <input className={ui.input} inputMode="numeric" value={form.sort} maxLength={7} onChange={(e) => set('sort', e.target.value)} />
        </label>
        <label className={ui.field}>Limit per account
          <span className={styles.inline}>
            <input className={ui.input} inputMode="numeric" value={form.limitCount} placeholder="none" maxLength={7} onChange={(e) => set('limitCount', e.target.value)} aria-label="Limit count" />
            <select className={ui.input} value={form.limitPeriod} onChange={(e) => set('limitPeriod', e.target.value as ProductForm['limitPeriod'])} aria-label="Limit period">
              <option value="ever">ever</option><option value="month">a month</option>
            </select>
          </span>
        </label>
      </div>
      <fieldset className={styles.texts}>
        <legend>Name and description</legend>
        {LANGUAGES.map((l) => (
          <div key={l} className={styles.textRow}>
            <label className={ui.field}>Name ({l})
              <input className={ui.input} value={form.names[l]} maxLength={100} onChange={(e) => set('names', { ...form.names, [l]: e.target.value })} data-testid={`product-name-${l}`} />
            </label>
            <label className={ui.field}>Description ({l})
              <textarea className={ui.input} rows={2} value={form.descriptions[l]} maxLength={2000} onChange={(e) => set('descriptions', { ...form.descriptions, [l]: e.target.value })} />
            </label>
          </div>
        ))}
      </fieldset>
      <label className={ui.field}>Pictures (one address a line: /mall/… or https://…)
        <textarea className={ui.input} rows={2} value={form.pictures} onChange={(e) => set('pictures', e.target.value)} />
      </label>
      <div className={styles.grid}>
        <fieldset className={styles.inline}>
          <legend>Ships to</legend>
          {SHIPPING_REGIONS.map((r) => <label key={r}><input type="checkbox" checked={form.regions.includes(r)} onChange={() => flip('regions', r)} /> {r}</label>)}
        </fieldset>
        <fieldset className={styles.inline}>
          <legend>Editions</legend>
          {editions.map((ed) => <label key={ed}><input type="checkbox" checked={form.editions.includes(ed)} onChange={() => flip('editions', ed)} /> {ed}</label>)}
        </fieldset>
        <fieldset className={styles.inline}>
          <legend>Drop</legend>
          <label><input type="radio" checked={form.style === 'race'} onChange={() => set('style', 'race')} /> Race (first come)</label>
          <label><input type="radio" checked={form.style === 'draw'} onChange={() => set('style', 'draw')} /> Draw</label>
        </fieldset>
        <label className={ui.field}>{form.style === 'draw' ? 'Entries open' : 'On sale from (empty: now)'}
          <input className={ui.input} type="datetime-local" value={form.onSaleAt} onChange={(e) => set('onSaleAt', e.target.value)} data-testid="product-on-sale" />
        </label>
        {form.style === 'draw' && (
          <label className={ui.field}>Entries close
            <input className={ui.input} type="datetime-local" value={form.entryEndsAt} onChange={(e) => set('entryEndsAt', e.target.value)} data-testid="product-entry-ends" />
          </label>
        )}
        <label className={styles.check}><input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} /> On sale (shown in the mall)</label>
      </div>
      {problems.length > 0 && <ul className={ui.muted} data-testid="product-problems">{problems.map((p) => <li key={p}>{p}</li>)}</ul>}
      {error && <p className={ui.error} role="alert">{error}</p>}
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={busy || problems.length > 0} data-testid="product-save">{product ? 'Save' : 'Create'}</button>
        <button type="button" className={ui.secondary} onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
