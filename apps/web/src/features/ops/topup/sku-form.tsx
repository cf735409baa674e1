import { useId, useState, type FormEvent } from 'react';
import type { EditionCode } from '@mecha/shared/editions';
import { CURRENCY_CODES, type Currency } from '@mecha/shared/pay/money';
import type { OpsCatalogueSku, OpsSkuInput } from '@mecha/shared/pay/ops-api';
import ui from '../lib/ui.module.css';
import { emptySkuForm, formToSku, skuToForm, type SkuForm } from './topup-model.ts';
import styles from './topup.module.css';

// Create or edit one SKU of an edition. The form only checks and builds the body; the caller confirms it (the one
// confirm dialog) and sends it. A new SKU starts switched off: it is turned on with its own confirmed step.
export function SkuEditor({ edition, currencies, sku, onSubmit, onCancel }: {
  edition: EditionCode; currencies: readonly Currency[]; sku: OpsCatalogueSku | null; onSubmit: (body: OpsSkuInput) => void; onCancel: () => void;
}) {
  const [form, setForm] = useState<SkuForm>(() => (sku ? skuToForm(sku) : emptySkuForm(currencies[0] ?? 'CNY')));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const set = <K extends keyof SkuForm>(key: K, value: SkuForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = formToSku(form, edition, sku?.names);
    if (typeof body === 'string') setProblem(body);
    else {
      setProblem(null);
      onSubmit(body);
    }
  };
  const text = (key: 'id' | 'name' | 'price' | 'baseAmount' | 'standingBonus' | 'points' | 'sort', label: string, extra: { maxLength?: number; hint?: string; disabled?: boolean } = {}) => (
    <label className={ui.field} htmlFor={`${id}-${key}`}>
      {label}
      <input id={`${id}-${key}`} className={ui.input} value={form[key]} maxLength={extra.maxLength ?? 12} disabled={extra.disabled} placeholder={extra.hint} onChange={(e) => set(key, e.target.value)} data-testid={`sku-${key}`} />
    </label>
  );
  return (
    <form className={ui.panel} onSubmit={submit} aria-labelledby={`${id}-h`} data-testid="sku-form">
      <h3 id={`${id}-h`} className={ui.panelTitle}>
        {sku ? `Edit SKU ${sku.id}` : `New SKU in ${edition}`}
      </h3>
      <div className={styles.grid}>
        {text('id', 'SKU id', { maxLength: 40, disabled: sku !== null, hint: `${edition}-120` })}
        {text('name', 'Name (English)', { maxLength: 80 })}
        <label className={ui.field} htmlFor={`${id}-cur`}>
          Currency
          <select id={`${id}-cur`} className={ui.input} value={form.currency} disabled={sku !== null} onChange={(e) => set('currency', e.target.value as Currency)}>
            {(currencies.length ? currencies : CURRENCY_CODES).map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        {text('price', `Price (${form.currency})`)}
        {text('baseAmount', 'Crystals')}
        {text('standingBonus', 'Bonus')}
        {text('points', 'Points (empty: rate)')}
        {text('sort', 'Sort')}
        <label className={styles.check}>
          <input type="checkbox" checked={form.doublesFirst} onChange={(e) => set('doublesFirst', e.target.checked)} /> First purchase doubles
        </label>
      </div>
      {problem && (
        <p className={ui.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.row}>
        <button type="submit" className={ui.button} data-testid="sku-save">
          Review and save…
        </button>
        <button type="button" className={ui.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
