import { useState, type FormEvent } from 'react';
import type { OpsAnnualEvent, OpsAnnualPrize } from '@mecha/shared/annual/ops-api';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import ui from '../lib/ui.module.css';
import { ANNUAL_PATH, textOf } from './annual-api.ts';
import { oddsAfter, percent } from './pool-odds.ts';
import styles from './anniversary.module.css';

// A prize added, or one's names, weight and order changed (its stock moves only through "Change…", so a re-sent
// definition cannot undo draws; physical and quantity are fixed by the server once the prize was drawn).

export function PrizeForm({ event, prize, onDone }: { event: OpsAnnualEvent; prize: OpsAnnualPrize | null; onDone: (message: string | null) => void }) {
  const [id, setId] = useState(prize?.id ?? '');
  const [names, setNames] = useState<Record<string, string | undefined>>(prize ? { ...prize.names } : {});
  const [physical, setPhysical] = useState(prize?.physical ?? true);
  const [qty, setQty] = useState(prize?.qty ?? 1);
  const [weight, setWeight] = useState(prize?.weight ?? 1);
  const [stockTotal, setStockTotal] = useState<string>(prize ? String(prize.stockTotal ?? '') : '1');
  const [sort, setSort] = useState(prize?.sort ?? 0);
  const [confirming, setConfirming] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setConfirming(true);
  };
  const cleanNames = Object.fromEntries(Object.entries(names).filter(([, v]) => v && v.trim()));
  const lines = prize
    ? [
        ...(prize.weight !== weight ? [`Weight: ${prize.weight} → ${weight}`, ...oddsAfter(event.prizes, prize.id, { weight }).map((o) => `Odds of ${o.prizeId}: ${percent(o.before)} → ${percent(o.after)}`)] : []),
        ...(textOf(prize.names) !== textOf(cleanNames) ? [`Name: ${textOf(prize.names)} → ${textOf(cleanNames)}`] : []),
        ...(prize.sort !== sort ? [`Order: ${prize.sort} → ${sort}`] : []),
        ...(prize.physical !== physical || prize.qty !== qty ? [`Kind: ${physical ? 'physical' : 'virtual'} ×${qty}`] : []),
      ]
    : [`New ${physical ? 'physical' : 'virtual'} prize ${id} ×${qty}, weight ${weight}, stock ${stockTotal === '' ? 'unlimited' : stockTotal}`];

  return (
    <>
      <form className={`${ui.panel} ${styles.form}`} onSubmit={submit} aria-label={prize ? `Edit prize ${prize.id}` : 'New prize'}>
        <h2 className={ui.panelTitle}>{prize ? `Edit ${prize.id}` : 'New prize'}</h2>
        <div className={styles.grid}>
          <label className={ui.field}>
            Id
            <input className={ui.input} value={id} onChange={(e) => setId(e.target.value)} pattern="[a-z0-9-]{1,40}" disabled={prize !== null} required />
          </label>
          {LANGUAGES.map((l) => (
            <label key={l} className={ui.field}>
              Name ({l})
              <input className={ui.input} maxLength={200} value={names[l] ?? ''} onChange={(e) => setNames({ ...names, [l]: e.target.value })} />
            </label>
          ))}
          <label className={styles.check}>
            <input type="checkbox" checked={physical} onChange={(e) => setPhysical(e.target.checked)} /> Physical (shipped)
          </label>
          <label className={ui.field}>
            Quantity
            <input type="number" min={1} max={1_000_000} className={ui.input} value={qty} onChange={(e) => setQty(Number(e.target.value))} />
          </label>
          <label className={ui.field}>
            Weight
            <input type="number" min={1} max={1_000_000} className={ui.input} value={weight} onChange={(e) => setWeight(Number(e.target.value))} />
          </label>
          {!prize && (
            <label className={ui.field}>
              Stock (empty: unlimited)
              <input type="number" min={0} max={1_000_000} className={ui.input} value={stockTotal} onChange={(e) => setStockTotal(e.target.value)} />
            </label>
          )}
          <label className={ui.field}>
            Order
            <input type="number" className={ui.input} value={sort} onChange={(e) => setSort(Number(e.target.value))} />
          </label>
        </div>
        <div className={styles.row}>
          <button type="submit" className={ui.button} disabled={lines.length === 0}>
            {prize ? 'Save…' : 'Add…'}
          </button>
          <button type="button" className={ui.secondary} onClick={() => onDone(null)}>
            Cancel
          </button>
        </div>
      </form>
      {confirming && (
        <ReasonDialog
          title={prize ? `Save prize ${prize.id}` : `Add prize ${id}`}
          changes={lines}
          confirmLabel="Save"
          onConfirm={async () => {
            const total = prize ? (prize.stockTotal ?? null) : stockTotal === '' ? null : Number(stockTotal);
            await opsRequest(`${ANNUAL_PATH}/prizes/save`, { body: { eventId: event.id, id, names: cleanNames, picture: prize?.picture ?? null, physical, qty, weight, stockTotal: total, sort } });
            onDone(prize ? `Prize ${id} saved.` : `Prize ${id} added.`);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
