import { API } from '@mecha/shared/api-paths';
import { useOpsTable } from '../lib/data-table.tsx';
import { EDITION_CODES } from '@mecha/shared/editions';
import type { OpsAuditEntry } from '@mecha/shared/ops/console-api';
import { OPS_AREAS } from '@mecha/shared/ops/roles';
import { useInfiniteQuery } from '../../../lib/use-query.ts';
import { createColumnHelper, flexRender, getExpandedRowModel, type ExpandedState } from '@tanstack/react-table';
import { Fragment, useMemo, useState, type FormEvent } from 'react';
import { formatTime, fromLocalInput } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ErrorLine } from '../lib/status-lines.tsx';
import type { OpsPageProps } from '../shell/ops-app.tsx';
import ui from '../lib/ui.module.css';
import { changedKeys, markedLines } from './audit-diff.ts';
import styles from './audit.module.css';

// The audit log: filters (operator, area, edition, text, from/to), newest first, paged by the server ("Load more"
// asks for the rows below the last id), a row opens to show what changed (before and after side by side).

interface Filters {
  operator: string;
  area: string;
  edition: string;
  q: string;
  from: string;
  to: string;
}
const EMPTY: Filters = { operator: '', area: '', edition: '', q: '', from: '', to: '' };
const PAGE_SIZE = 50;

export function auditQuery(filters: Filters, before?: number): Record<string, string | number | undefined> {
  return {
    operator: filters.operator.trim() || undefined,
    area: filters.area || undefined,
    edition: filters.edition || undefined,
    q: filters.q.trim() || undefined,
    from: fromLocalInput(filters.from),
    to: fromLocalInput(filters.to),
    before,
    size: PAGE_SIZE,
  };
}

const column = createColumnHelper<OpsAuditEntry>();

function Diff({ entry }: { entry: OpsAuditEntry }) {
  const changed = changedKeys(entry.before, entry.after);
  const side = (title: string, value: unknown) => (
    <div>
      <h3>{title}</h3>
      <pre className={styles.json}>
        {markedLines(value, changed).map((line, i) => (
          <div key={i} className={line.changed ? styles.changed : undefined}>
            {line.text}
          </div>
        ))}
      </pre>
    </div>
  );
  return (
    <div data-testid="audit-diff">
      <p className={ui.muted}>
        Call: <span className={ui.mono}>{entry.call}</span>
        {entry.reason ? <> · Reason: {entry.reason}</> : null}
        {changed.length > 0 ? <> · Changed: {changed.join(', ')}</> : null}
      </p>
      <div className={styles.diff}>
        {side('Before', entry.before)}
        {side('After', entry.after)}
      </div>
    </div>
  );
}

export function AuditPage({ query }: OpsPageProps) {
  const initial: Filters = { ...EMPTY, operator: query.get('operator') ?? '', q: query.get('q') ?? '' };
  const [draft, setDraft] = useState<Filters>(initial);
  const [filters, setFilters] = useState<Filters>(initial);
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const log = useInfiniteQuery({
    queryKey: ['ops', 'audit', filters],
    queryFn: ({ pageParam, signal }) => opsRequest<{ list: OpsAuditEntry[]; next: number | null }>(API.opsAudit, { query: auditQuery(filters, pageParam), signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = useMemo(() => log.data?.pages.flatMap((p) => p.list) ?? [], [log.data]);

  const columns = useMemo(
    () => [
      column.display({
        id: 'expand',
        header: () => <span className="visually-hidden">Details</span>,
        cell: ({ row }) => (
          <button
            type="button"
            className={styles.expand}
            aria-expanded={row.getIsExpanded()}
            aria-label={`${row.getIsExpanded() ? 'Hide' : 'Show'} details of entry ${row.original.id}`}
            onClick={row.getToggleExpandedHandler()}
          >
            {row.getIsExpanded() ? '−' : '+'}
          </button>
        ),
      }),
      column.accessor('at', { header: 'Time', cell: (c) => <span className={ui.mono}>{formatTime(c.getValue())}</span> }),
      column.accessor('operator', { header: 'Operator', cell: (c) => `${c.getValue()} (${c.row.original.role})` }),
      column.accessor('area', { header: 'Area' }),
      column.accessor('action', { header: 'Action', cell: (c) => <span className={ui.mono}>{c.getValue()}</span> }),
      column.accessor('edition', { header: 'Edition', cell: (c) => c.getValue() ?? '—' }),
      column.accessor('target', { header: 'Target', cell: (c) => <span className={ui.mono}>{c.getValue() ?? '—'}</span> }),
      column.accessor('reason', { header: 'Reason', cell: (c) => c.getValue() ?? '—' }),
    ],
    [],
  );
  const table = useOpsTable({
    data: rows,
    columns,
    state: { expanded },
    onExpandedChange: setExpanded,
    getRowId: (row) => String(row.id),
    getRowCanExpand: () => true,
    getExpandedRowModel: getExpandedRowModel(),
  });

  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setExpanded({});
    setFilters(draft);
  };
  const clear = () => {
    setDraft(EMPTY);
    setFilters(EMPTY);
    setExpanded({});
  };

  return (
    <div data-testid="ops-audit">
      <form className={styles.filters} onSubmit={apply} role="search" aria-label="Filter the audit log">
        <label className={ui.field}>
          Operator
          <input className={ui.input} value={draft.operator} onChange={set('operator')} maxLength={40} data-testid="audit-operator" />
        </label>
        <label className={ui.field}>
          Area
          <select className={ui.input} value={draft.area} onChange={set('area')} data-testid="audit-area">
            <option value="">Any</option>
            {OPS_AREAS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          Edition
          <select className={ui.input} value={draft.edition} onChange={set('edition')} data-testid="audit-edition">
            <option value="">Any</option>
            {EDITION_CODES.map((e) => (
              <option key={e} value={e}>
                {e.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          Text
          <input className={ui.input} type="search" value={draft.q} onChange={set('q')} maxLength={100} placeholder="Action, target, reason" data-testid="audit-q" />
        </label>
        <label className={ui.field}>
          From
          <input className={ui.input} type="datetime-local" value={draft.from} onChange={set('from')} />
        </label>
        <label className={ui.field}>
          To
          <input className={ui.input} type="datetime-local" value={draft.to} onChange={set('to')} />
        </label>
        <div className={styles.actions}>
          <button type="submit" className={ui.button} data-testid="audit-apply">
            Search
          </button>
          <button type="button" className={ui.secondary} onClick={clear}>
            Clear
          </button>
        </div>
      </form>

      <ErrorLine error={log.error} />
      <div className={ui.tableWrap}>
        <table className={ui.table} data-testid="audit-table" aria-busy={log.isFetching}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <tr data-testid="audit-row" data-action={row.original.action}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
                {row.getIsExpanded() ? (
                  <tr className={styles.detail}>
                    <td colSpan={row.getVisibleCells().length}>
                      <Diff entry={row.original} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
            {rows.length === 0 && !log.isPending ? (
              <tr>
                <td colSpan={columns.length} className={ui.muted}>
                  No entries match.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <div className={styles.more}>
        {log.hasNextPage ? (
          <button type="button" className={ui.secondary} onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage} data-testid="audit-more">
            {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        ) : rows.length > 0 ? (
          <span className={ui.muted}>{rows.length} entries, the end of the log.</span>
        ) : null}
        {log.isPending ? <span className={ui.muted} role="status">Loading…</span> : null}
      </div>
    </div>
  );
}
