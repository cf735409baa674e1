import type { OpsCategory, OpsProduct, OpsProductPage, OpsProductSort } from '@mecha/shared/mall/ops-api';
import { EDITION_CODES } from '@mecha/shared/editions';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { errorMessage, formatNumber, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import ui from '../lib/ui.module.css';
import { ProductEditor } from './product-editor.tsx';
import { PRODUCTS_PATH, saleState, toggledBody } from './product-model.ts';
import { StockChange } from './stock-change.tsx';
import styles from './catalogue.module.css';
import { Pager } from '../lib/pager.tsx';
import { DataTable, useOpsTable } from '../lib/data-table.tsx';
import { NoticeLine } from '../lib/status-lines.tsx';

// Products: one page at a time from the server, filtered and sorted there (the header buttons set the server's
// sort), each row with edit, stock (through the confirm dialog with its mandatory reason) and on/off.

const column = createColumnHelper<OpsProduct>();
const PAGE_SIZE = 20;
const SORTABLE: Partial<Record<string, OpsProductSort>> = { id: 'id', points: 'points', stock: 'stock', sold: 'sold', onSaleAt: 'onSaleAt' };
const nameOf = (names: Record<string, string>) => names.en || names['zh-CN'] || Object.values(names)[0] || '—';

export function useCategories() {
  return useQuery({ queryKey: ['ops', 'catalogue', 'categories'], queryFn: ({ signal }) => opsRequest<{ list: OpsCategory[] }>('/api/ops/mall/categories', { signal }) });
}

export function ProductsTab({ editions, canEdit }: { editions: readonly string[]; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState({ categoryId: '', active: '', style: '', edition: '', q: '' });
  const [draftQ, setDraftQ] = useState('');
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [editing, setEditing] = useState<OpsProduct | 'new' | null>(null);
  const [stocking, setStocking] = useState<OpsProduct | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const categories = useCategories();
  const sort = sorting[0] ? (SORTABLE[sorting[0].id] ?? 'sort') : 'sort';
  const query = { ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')), sort, dir: sorting[0]?.desc ? 'desc' : 'asc', page, size: PAGE_SIZE };
  const products = useQuery({
    queryKey: ['ops', 'catalogue', 'products', query],
    queryFn: ({ signal }) => opsRequest<OpsProductPage>(PRODUCTS_PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ops', 'catalogue'] });
  const setFilter = (key: keyof typeof filters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: e.target.value }));
    setPage(1);
  };
  const toggle = async (p: OpsProduct) => {
    setError(null);
    try {
      await opsRequest(PRODUCTS_PATH, { body: toggledBody(p) });
      setNotice(`${p.id} is now ${p.active ? 'off sale' : 'on sale'}.`);
      await refresh();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const nowS = Math.floor(Date.now() / 1000);

  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'Id', cell: (c) => <span className={ui.mono}>{c.getValue()}</span> }),
      column.accessor((p) => nameOf(p.names), { id: 'name', header: 'Name', enableSorting: false }),
      column.accessor('categoryId', { header: 'Category', enableSorting: false }),
      column.accessor('points', { header: 'Points', cell: (c) => formatNumber(c.getValue()) }),
      column.accessor('stock', { header: 'Stock', cell: (c) => `${c.getValue()} / ${c.row.original.stockTotal}` }),
      column.accessor('sold', { header: 'Sold' }),
      column.accessor('onSaleAt', { header: 'Window', cell: (c) => <Window p={c.row.original} /> }),
      column.accessor('editions', { header: 'Editions', enableSorting: false, cell: (c) => c.getValue().join(', ') }),
      column.display({ id: 'state', header: 'State', cell: (c) => <span className={ui.badge}>{saleState(c.row.original, nowS)}</span> }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: (c) =>
          canEdit ? (
            <div className={styles.actions}>
              <button type="button" className={ui.secondary} onClick={() => setEditing(c.row.original)}>Edit</button>
              <button type="button" className={ui.secondary} onClick={() => setStocking(c.row.original)}>Stock…</button>
              <button type="button" className={ui.secondary} onClick={() => void toggle(c.row.original)}>{c.row.original.active ? 'Take off sale' : 'Put on sale'}</button>
            </div>
          ) : null,
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canEdit],
  );
  const table = useOpsTable({
    data: products.data?.list,
    columns,
    state: { sorting },
    manualSorting: true,
    enableMultiSort: false,
    onSortingChange: (s) => { setSorting(s); setPage(1); },
    getRowId: (p) => p.id,
  });
  const total = products.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section className={ui.panel} aria-labelledby="products-h" data-testid="catalogue-products">
      <h2 id="products-h" className={ui.panelTitle}>Products</h2>
      <div className={ui.toolbar} role="search" aria-label="Filter products">
        <label className={ui.field}>Category
          <select className={ui.input} value={filters.categoryId} onChange={setFilter('categoryId')} data-testid="filter-category">
            <option value="">Any</option>
            {categories.data?.list.map((c) => <option key={c.id} value={c.id}>{nameOf(c.names)} ({c.id})</option>)}
          </select>
        </label>
        <label className={ui.field}>On sale
          <select className={ui.input} value={filters.active} onChange={setFilter('active')}>
            <option value="">Any</option><option value="true">On</option><option value="false">Off</option>
          </select>
        </label>
        <label className={ui.field}>Style
          <select className={ui.input} value={filters.style} onChange={setFilter('style')}>
            <option value="">Any</option><option value="race">Race</option><option value="draw">Draw</option>
          </select>
        </label>
        <label className={ui.field}>Edition
          <select className={ui.input} value={filters.edition} onChange={setFilter('edition')}>
            <option value="">Any</option>
            {EDITION_CODES.map((e) => <option key={e} value={e}>{e}</option>)}
          </select>
        </label>
        <form className={styles.searchForm} onSubmit={(e) => { e.preventDefault(); setFilters((f) => ({ ...f, q: draftQ.trim() })); setPage(1); }}>
          <label className={ui.field}>Text
            <input className={ui.input} value={draftQ} maxLength={60} onChange={(e) => setDraftQ(e.target.value)} placeholder="id or name" data-testid="filter-q" />
          </label>
          <button type="submit" className={ui.secondary}>Search</button>
        </form>
        {canEdit && <button type="button" className={ui.button} onClick={() => setEditing('new')} data-testid="product-new">New product</button>}
      </div>
      <NoticeLine text={notice} />
      {(error || products.isError) && <p className={ui.error} role="alert">{error ?? errorMessage(products.error)}</p>}
      {editing && (
        <ProductEditor
          product={editing === 'new' ? null : editing}
          editions={editions}
          categories={categories.data?.list ?? []}
          onSaved={(id, created) => { setEditing(null); setNotice(`${id} ${created ? 'created' : 'saved'}.`); void refresh(); }}
          onCancel={() => setEditing(null)}
        />
      )}
      {stocking && (
        <StockChange
          product={stocking}
          onDone={(message) => { setNotice(message); void refresh(); }}
          onClose={() => setStocking(null)}
        />
      )}
      <div className={ui.tableWrap}>
        <DataTable table={table} canSort={(id) => SORTABLE[id] !== undefined} rowAttrs={(p) => ({ 'data-product': p.id })} testId="products-table" empty="No products match." />
      </div>
      <Pager page={page} hasNext={page < pages} onPage={setPage} testId="products-count" summary={`Page ${page} of ${pages} · ${total} ${total === 1 ? 'product' : 'products'}`} />
    </section>
  );
}

function Window({ p }: { p: OpsProduct }) {
  if (p.onSaleAt === null && p.entryEndsAt === null) return <span className={ui.muted}>Always</span>;
  return (
    <span className={styles.window}>
      {formatTime(p.onSaleAt)}
      {p.entryEndsAt !== null && <> → {formatTime(p.entryEndsAt)}</>}
    </span>
  );
}
