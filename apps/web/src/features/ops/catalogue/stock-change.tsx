import type { OpsProduct, StockResult } from '@mecha/shared/mall/ops-api';
import { useId, useState, type FormEvent } from 'react';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import ui from '../lib/ui.module.css';
import { STOCK_PATH, stockAfter, stockBody, type StockMode } from './product-model.ts';
import styles from './catalogue.module.css';

// A product's stock: set the units left or add (a negative number removes), then the confirm dialog shows before →
// after and asks the mandatory reason (stock is among what PRODUCT.md wants a reason for). The server locks the row,
// so "before" in its answer is the stock it really changed; the notice says both.
export function StockChange({ product, onDone, onClose }: { product: OpsProduct; onDone: (message: string) => void; onClose: () => void }) {
  const [mode, setMode] = useState<StockMode>('set');
  const [value, setValue] = useState(String(product.stock));
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const after = stockAfter(product.stock, mode, value);
  const review = (e: FormEvent) => {
    e.preventDefault();
    if (after !== null) setConfirming(true);
  };
  return (
    <>
    <form className={styles.stockPanel} onSubmit={review} aria-label={`Change the stock of ${product.id}`} data-testid="stock-panel">
      <strong>Stock of <span className={ui.mono}>{product.id}</span>: {product.stock} left of {product.stockTotal}</strong>
      <fieldset className={styles.inline}>
        <legend className={styles.visuallyHidden}>How</legend>
        <label><input type="radio" name={`${id}-mode`} checked={mode === 'set'} onChange={() => { setMode('set'); setValue(String(product.stock)); }} /> Set to</label>
        <label><input type="radio" name={`${id}-mode`} checked={mode === 'add'} onChange={() => { setMode('add'); setValue(''); }} /> Add (− removes)</label>
      </fieldset>
      <label className={ui.field}>
        {mode === 'set' ? 'Units left' : 'Units to add'}
        <input className={ui.input} inputMode="numeric" value={value} maxLength={8} onChange={(e) => setValue(e.target.value)} data-testid="stock-value" />
      </label>
      <span className={after === null ? ui.error : ui.muted} data-testid="stock-preview">
        {after === null ? 'Enter a whole number; stock cannot go below 0.' : `${product.stock} → ${after}`}
      </span>
      <button type="submit" className={ui.button} disabled={after === null || after === product.stock} data-testid="stock-review">Review…</button>
      <button type="button" className={ui.secondary} onClick={onClose}>Close</button>
    </form>
      {confirming && after !== null && (
        <ReasonDialog
          title={`Change the stock of ${product.id}?`}
          changes={[`Stock: ${product.stock} → ${after}`, after === 0 ? 'The product shows as sold out in the mall.' : `Players can exchange up to ${after} more.`]}
          confirmLabel="Change the stock"
          reasonLabel="Reason (required, written to the audit log)"
          danger={after < product.stock}
          testId="stock-dialog"
          onConfirm={async (reason) => {
            const r = await opsRequest<StockResult>(STOCK_PATH, { body: stockBody(product.id, mode, value, reason) });
            onDone(`Stock of ${r.id}: ${r.before} → ${r.stock}.`);
            onClose();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
