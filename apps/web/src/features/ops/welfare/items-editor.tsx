import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import ui from '../lib/ui.module.css';
import styles from './welfare.module.css';
import { LANGUAGE_LABELS, newItem, type ItemDraft } from './welfare-logic.ts';

/** The four languages' texts of one thing (a title, an item's name): one input each. */
export function TextsFields({ label, value, onChange, testId, max = 200 }: { label: string; value: Record<Language, string>; onChange: (next: Record<Language, string>) => void; testId: string; max?: number }) {
  return (
    <div className={styles.texts} role="group" aria-label={label}>
      {LANGUAGES.map((l) => (
        <label key={l} className={ui.field}>
          {label} · {LANGUAGE_LABELS[l]}
          <input className={ui.input} lang={l} maxLength={max} value={value[l]} onChange={(e) => onChange({ ...value, [l]: e.target.value })} data-testid={`${testId}-${l}`} />
        </label>
      ))}
    </div>
  );
}

// The items of a reward (a pack, a sign-in day, a campaign): game item id, quantity and the name in four languages
// (players read it in their mail and inbox).
export function ItemsEditor({ items, onChange, testId }: { items: ItemDraft[]; onChange: (next: ItemDraft[]) => void; testId: string }) {
  const set = (i: number, patch: Partial<ItemDraft>) => onChange(items.map((it, n) => (n === i ? { ...it, ...patch } : it)));
  return (
    <div data-testid={testId}>
      {items.map((item, i) => (
        <fieldset key={i} className={styles.item} data-testid={`${testId}-item`}>
          <legend>Item {i + 1}</legend>
          <div className={styles.row}>
            <label className={ui.field}>
              Item id
              <input className={ui.input} value={item.id} maxLength={64} onChange={(e) => set(i, { id: e.target.value })} data-testid={`${testId}-id`} />
            </label>
            <label className={ui.field}>
              Quantity
              <input className={`${ui.input} ${styles.narrow}`} type="number" min={1} max={1_000_000} value={item.qty} onChange={(e) => set(i, { qty: e.target.value })} data-testid={`${testId}-qty`} />
            </label>
            {items.length > 1 && (
              <button type="button" className={ui.secondary} onClick={() => onChange(items.filter((_, n) => n !== i))} aria-label={`Remove item ${i + 1}`}>
                Remove
              </button>
            )}
          </div>
          <TextsFields label="Name" value={item.names} onChange={(names) => set(i, { names })} testId={`${testId}-name`} max={100} />
        </fieldset>
      ))}
      {items.length < 50 && (
        <button type="button" className={ui.secondary} onClick={() => onChange([...items, newItem()])}>
          Add item
        </button>
      )}
    </div>
  );
}
