import { flexRender, getCoreRowModel, useReactTable, type Table, type TableOptions } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import ui from './ui.module.css';

export interface DataTableProps<T> {
  table: Table<T>;
  /** The row shown when there are no rows (none while loading). */
  empty?: ReactNode;
  testId?: string;
  /** A caption for screen readers (the panel's heading usually names the table already). */
  caption?: string;
  busy?: boolean;
  /** Attributes of a row's <tr> (the journeys find rows by them: data-order, data-sku …). */
  rowAttrs?: (row: T) => Record<string, string | boolean | undefined>;
  /** Whether a column's header sorts (default: what the column definition says). */
  canSort?: (columnId: string) => boolean;
  /** Test ids `<prefix>-<column>` on the sort buttons. */
  sortTestId?: string;
}

/** One empty list for every table while its rows load: a new `[]` each render is new data to the table. */
const NO_ROWS: never[] = [];

/**
 * The console's table instance. Rows still loading are one stable empty list, and the table never resets its own
 * page or expansion (the console pages on the server): with `data ?? []` inline and the auto-resets on, any second
 * render before the rows arrived (a click on "New product" right after the tab opened) made the table queue a reset,
 * re-render with another new `[]`, queue the next reset, and so on — a loop that froze the page for minutes in
 * the catalogue journey. `table-loop.test.tsx` holds it.
 */
export function useOpsTable<T>(options: Omit<TableOptions<T>, 'data' | 'getCoreRowModel'> & { data: T[] | undefined; getCoreRowModel?: TableOptions<T>['getCoreRowModel'] }): Table<T> {
  return useReactTable<T>({ getCoreRowModel: getCoreRowModel(), ...options, autoResetAll: false, data: options.data ?? NO_ROWS });
}

const ariaSort = (dir: false | 'asc' | 'desc') => (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined);

// The console's one table: a @tanstack/react-table instance drawn as a plain <table> — sortable headers as buttons
// with aria-sort and an arrow, a row per item, the "nothing matches" row. Sorting itself (on the server, or of the
// page in hand) is the table instance's business.
export function DataTable<T>({ table, empty, testId, caption, busy, rowAttrs, canSort, sortTestId }: DataTableProps<T>) {
  const rows = table.getRowModel().rows;
  return (
    <table className={ui.table} data-testid={testId} aria-busy={busy || undefined}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const dir = header.column.getIsSorted();
              const label = flexRender(header.column.columnDef.header, header.getContext());
              const sortable = canSort ? canSort(header.column.id) : header.column.getCanSort();
              return (
                <th key={header.id} scope="col" aria-sort={ariaSort(dir)}>
                  {sortable ? (
                    <button type="button" className={ui.sortButton} onClick={header.column.getToggleSortingHandler()} data-testid={sortTestId ? `${sortTestId}-${header.id}` : undefined}>
                      {label}
                      {dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ''}
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} {...rowAttrs?.(row.original)}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
            ))}
          </tr>
        ))}
        {rows.length === 0 && empty != null && (
          <tr>
            <td colSpan={table.getVisibleLeafColumns().length} className={ui.muted}>
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
