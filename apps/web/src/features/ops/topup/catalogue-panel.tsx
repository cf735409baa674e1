import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { createColumnHelper, getSortedRowModel, type SortingState } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { eventCurrencies } from '@mecha/shared/act/ops-api';
import type { EditionCode } from '@mecha/shared/editions';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import type { Currency } from '@mecha/shared/pay/money';
import type { OpsCatalogue, OpsCatalogueSku, OpsSkuInput } from '@mecha/shared/pay/ops-api';
import { formatMoney } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog, type ReasonDialogProps } from '../lib/reason-dialog.tsx';
import ui from '../lib/ui.module.css';
import { MethodsAndSettings } from './methods-settings.tsx';
import { SkuEditor } from './sku-form.tsx';
import { editionsOf, reasonLabelFor } from './topup-model.ts';
import styles from './topup.module.css';
import { DataTable, useOpsTable } from '../lib/data-table.tsx';
import { ErrorLine, NoticeLine } from '../lib/status-lines.tsx';

// Top-up › Catalogue: one edition at a time (only the operator's), its SKUs in a sortable table with create/edit and
// an on/off switch, its payment methods and settings. Every change goes through the one confirm dialog listing it;
// the server holds the operator to the edition and writes the audit row with the change.

const column = createColumnHelper<OpsCatalogueSku>();
export type Confirm = Omit<ReasonDialogProps, 'onClose' | 'onConfirm'> & { path: string; body: unknown };

export function CataloguePanel({ editions }: { editions: OpsEditions }) {
  const mine = editionsOf(editions);
  const [edition, setEdition] = useState<EditionCode>(mine[0] ?? 'cn');
  const [editing, setEditing] = useState<OpsCatalogueSku | 'new' | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sorting, setSorting] = useState<SortingState>([]);
  const queryClient = useQueryClient();
  const pickId = useId();
  const catalogue = useQuery({
    queryKey: ['ops', 'pay-catalogue', edition],
    queryFn: ({ signal }) => opsRequest<OpsCatalogue>('/api/ops/pay/catalogue', { query: { edition }, signal }),
  });
  const currencies = eventCurrencies(edition) as Currency[];

  const ask = (c: Confirm) => {
    setNotice(null);
    setConfirm(c);
  };
  const toggle = (s: OpsCatalogueSku) =>
    ask({
      title: `${s.active ? 'Switch off' : 'Switch on'} SKU ${s.id}`, path: '/api/ops/pay/skus/active', body: { id: s.id, active: !s.active },
      changes: [`${s.id} (${formatMoney(s.price_minor, s.currency)}, ${s.base_amount} crystals) in ${edition}: ${s.active ? 'on → off (players stop seeing it)' : 'off → on (players see it)'}`],
      confirmLabel: s.active ? 'Switch off' : 'Switch on', danger: s.active, testId: 'sku-toggle-dialog',
    });
  const save = (body: OpsSkuInput, before: OpsCatalogueSku | null) =>
    ask({
      title: before ? `Save SKU ${body.id}` : `Create SKU ${body.id}`, path: '/api/ops/pay/skus', body, confirmLabel: 'Save', testId: 'sku-save-dialog',
      changes: [
        `${before ? 'Change' : 'Create'} ${body.id} in ${edition}: ${formatMoney(body.priceMinor, body.currency)} for ${body.baseAmount} + ${body.standingBonus ?? 0} crystals`,
        `${body.doublesFirst ? 'First purchase doubles' : 'No first-purchase double'}; points ${body.points ?? 'by the edition’s rate'}; ${body.active ? 'on' : 'off'}`,
        ...(before && before.price_minor !== body.priceMinor ? [`Price ${formatMoney(before.price_minor, before.currency)} → ${formatMoney(body.priceMinor, body.currency)}`] : []),
      ],
    });

  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'SKU', cell: (c) => <span className={ui.mono}>{c.getValue()}</span> }),
      column.accessor((s) => s.names.en ?? Object.values(s.names)[0] ?? '', { id: 'name', header: 'Name' }),
      column.accessor('price_minor', { header: 'Price', cell: (c) => formatMoney(c.getValue(), c.row.original.currency) }),
      column.accessor('currency', { header: 'Currency' }),
      column.accessor('base_amount', { header: 'Crystals' }),
      column.accessor('standing_bonus', { header: 'Bonus' }),
      column.accessor('doubles_first', { header: 'First ×2', cell: (c) => (c.getValue() ? 'yes' : 'no') }),
      column.accessor('points', { header: 'Points', cell: (c) => c.getValue() ?? 'rate' }),
      column.accessor('active', { header: 'Active', cell: (c) => <span className={c.getValue() ? styles.on : styles.off}>{c.getValue() ? 'on' : 'off'}</span> }),
      column.display({
        id: 'actions', header: 'Actions',
        cell: (c) => (
          <div className={styles.row}>
            <button type="button" className={ui.secondary} onClick={() => setEditing(c.row.original)}>Edit</button>
            <button type="button" className={c.row.original.active ? ui.danger : ui.button} onClick={() => toggle(c.row.original)} data-testid={`sku-toggle-${c.row.original.id}`}>
              {c.row.original.active ? 'Switch off…' : 'Switch on…'}
            </button>
          </div>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [edition],
  );
  const table = useOpsTable({ data: catalogue.data?.skus, columns, state: { sorting }, onSortingChange: setSorting, getSortedRowModel: getSortedRowModel(), getRowId: (s) => s.id });

  return (
    <div className={ui.page} data-testid="topup-catalogue">
      <div className={ui.toolbar}>
        <label className={ui.field} htmlFor={pickId}>
          Edition
          <select id={pickId} className={ui.input} value={edition} onChange={(e) => { setEdition(e.target.value as EditionCode); setEditing(null); }} data-testid="topup-edition">
            {mine.map((e) => <option key={e} value={e}>{e}</option>)}
          </select>
        </label>
        <button type="button" className={ui.button} onClick={() => setEditing('new')} data-testid="sku-new">New SKU</button>
      </div>
      <NoticeLine text={notice} />
      {editing && (
        <SkuEditor key={`${edition}-${editing === 'new' ? 'new' : editing.id}`} edition={edition} currencies={currencies} sku={editing === 'new' ? null : editing}
          onSubmit={(body) => save(body, editing === 'new' ? null : editing)} onCancel={() => setEditing(null)} />
      )}
      <section className={ui.panel} aria-label="SKUs">
        <h2 className={ui.panelTitle}>SKUs of {edition}</h2>
        <ErrorLine error={catalogue.error} />
        {catalogue.isPending && <p className={ui.muted}>Loading…</p>}
        <div className={ui.tableWrap}>
          <DataTable table={table} testId="sku-table" rowAttrs={(s) => ({ 'data-sku': s.id })} />
        </div>
      </section>
      {catalogue.data && <MethodsAndSettings edition={edition} catalogue={catalogue.data} currencies={currencies} ask={ask} />}
      {confirm && (
        <ReasonDialog
          {...confirm}
          reasonLabel={confirm.reasonLabel ?? reasonLabelFor(confirm.path)}
          onConfirm={async (reason) => {
            await opsRequest(confirm.path, { body: confirm.body, reason: reason || undefined });
            setNotice(`${confirm.title}: done.`);
            setEditing(null);
            await queryClient.invalidateQueries({ queryKey: ['ops', 'pay-catalogue', edition] });
          }}
          onClose={() => setConfirm(null)}
        />
      )}
    </div>
  );
}
