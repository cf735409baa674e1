import { useId, useState, type FormEvent } from 'react';
import type { EditionCode } from '@mecha/shared/editions';
import { toDecimal, type Currency } from '@mecha/shared/pay/money';
import type { OpsCatalogue } from '@mecha/shared/pay/ops-api';
import { formatMoney } from '../lib/format.ts';
import ui from '../lib/ui.module.css';
import type { Confirm } from './catalogue-panel.tsx';
import { parseAmount } from './topup-model.ts';
import styles from './topup.module.css';

// Top-up › Catalogue: an edition's payment methods (on/off) and its settings per currency (monthly cap per account,
// points per whole currency unit). Changes are asked through the section's confirm dialog.

function SettingsForm({ edition, currency, current, ask }: { edition: EditionCode; currency: Currency; current: OpsCatalogue['settings'][number] | undefined; ask: (c: Confirm) => void }) {
  const [cap, setCap] = useState(current?.monthly_cap_minor == null ? '' : toDecimal(current.monthly_cap_minor, currency));
  const [rate, setRate] = useState(current?.points_per_unit ?? '1');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const capMinor = cap.trim() === '' ? null : parseAmount(cap, currency);
    if (cap.trim() !== '' && (capMinor === null || capMinor < 1)) return setProblem(`The cap is an amount in ${currency}, or empty for none.`);
    if (!/^\d{1,6}(\.\d{1,4})?$/.test(rate.trim())) return setProblem('Points per unit is a number like 1 or 2.5.');
    setProblem(null);
    ask({
      title: `Save ${edition} ${currency} settings`, path: '/api/ops/pay/settings', confirmLabel: 'Save', testId: 'settings-dialog',
      body: { edition, currency, monthlyCapMinor: capMinor, pointsPerUnit: rate.trim() },
      changes: [
        `Monthly cap per account: ${current?.monthly_cap_minor == null ? 'none' : formatMoney(current.monthly_cap_minor, currency)} → ${capMinor === null ? 'none' : formatMoney(capMinor, currency)}`,
        `Points per 1 ${currency}: ${current?.points_per_unit ?? '1'} → ${rate.trim()}`,
      ],
    });
  };
  return (
    <form className={styles.row} onSubmit={submit} aria-label={`${currency} settings`}>
      <strong>{currency}</strong>
      <label className={ui.field} htmlFor={`${id}-cap`}>
        Monthly cap (empty: none)
        <input id={`${id}-cap`} className={`${ui.input} ${styles.narrow}`} value={cap} maxLength={12} onChange={(e) => setCap(e.target.value)} />
      </label>
      <label className={ui.field} htmlFor={`${id}-rate`}>
        Points per unit
        <input id={`${id}-rate`} className={`${ui.input} ${styles.narrow}`} value={rate} maxLength={11} onChange={(e) => setRate(e.target.value)} />
      </label>
      <button type="submit" className={ui.secondary}>Save…</button>
      {problem && <span className={ui.error} role="alert">{problem}</span>}
    </form>
  );
}

export function MethodsAndSettings({ edition, catalogue, currencies, ask }: { edition: EditionCode; catalogue: OpsCatalogue; currencies: readonly Currency[]; ask: (c: Confirm) => void }) {
  return (
    <>
      <section className={ui.panel} aria-label="Payment methods">
        <h2 className={ui.panelTitle}>Payment methods of {edition}</h2>
        <ul className={ui.page} data-testid="method-list">
          {catalogue.methods.map((m) => (
            <li key={m.id} className={styles.row}>
              <span className={ui.mono}>{m.id}</span> {m.names.en ?? ''} <span className={m.active ? styles.on : styles.off}>{m.active ? 'on' : 'off'}</span>
              <button
                type="button"
                className={m.active ? ui.danger : ui.secondary}
                onClick={() => ask({
                  title: `${m.active ? 'Switch off' : 'Switch on'} ${m.id} in ${edition}`, path: '/api/ops/pay/methods/active', body: { edition, id: m.id, active: !m.active },
                  changes: [`Payment method ${m.id} in ${edition}: ${m.active ? 'on → off (players cannot pay with it)' : 'off → on'}`], confirmLabel: m.active ? 'Switch off' : 'Switch on', danger: m.active,
                })}
              >
                {m.active ? 'Switch off…' : 'Switch on…'}
              </button>
            </li>
          ))}
          {catalogue.methods.length === 0 && <li className={ui.muted}>No methods.</li>}
        </ul>
      </section>
      <section className={ui.panel} aria-label="Settings">
        <h2 className={ui.panelTitle}>Settings of {edition}</h2>
        {currencies.map((c) => (
          <SettingsForm key={`${edition}-${c}`} edition={edition} currency={c} current={catalogue.settings.find((s) => s.currency === c)} ask={ask} />
        ))}
      </section>
    </>
  );
}
