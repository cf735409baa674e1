import { EDITION_CODES } from '@mecha/shared/editions';
import type { OpsEditions } from '@mecha/shared/ops/roles';
import { WELFARE_OPS, type BatchDeactivation, type BatchPage, type OpsBatch } from '@mecha/shared/welfare/ops-api';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { downloadText } from '../lib/download.ts';
import { errorMessage, formatNumber, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import { ReasonDialog } from '../lib/reason-dialog.tsx';
import ui from '../lib/ui.module.css';
import { BatchCreate } from './batch-create.tsx';
import styles from './welfare.module.css';
import { mayTouch, titleOf } from './welfare-logic.ts';
import { Pager } from '../lib/pager.tsx';
import { DataTable, useOpsTable } from '../lib/data-table.tsx';
import { NoticeLine } from '../lib/status-lines.tsx';

const SIZE = 20;
const column = createColumnHelper<OpsBatch>();
interface Filters {
  edition: string;
  active: string;
  search: string;
}
const SORTS: Record<string, 'created' | 'uses'> = { createdAt: 'created', used: 'uses' };

// Redemption: campaigns paged, filtered and sorted by the server, with usage; create (dry run, then confirm), export
// the codes as the server's CSV, and end a campaign (dry run counts what stops working; a reason is required).
export function BatchesPanel({ editions, canEdit }: { editions: OpsEditions; canEdit: boolean }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Filters>({ edition: '', active: '', search: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [ending, setEnding] = useState<{ batch: OpsBatch; plan: BatchDeactivation } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const sort = sorting[0] ?? { id: 'createdAt', desc: true };
  const query = { page, size: SIZE, edition: filters.edition || undefined, active: filters.active || undefined, search: filters.search.trim() || undefined, sort: SORTS[sort.id] ?? 'created', dir: sort.desc ? 'desc' : 'asc' };
  const batches = useQuery({
    queryKey: ['ops', 'welfare', 'batches', query],
    queryFn: ({ signal }) => opsRequest<BatchPage>(WELFARE_OPS.batches, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['ops', 'welfare', 'batches'] });

  async function exportCodes(b: OpsBatch) {
    setActionError(null);
    try {
      downloadText(await opsRequest<string>(WELFARE_OPS.batchCodes, { query: { id: b.id }, text: true }), `codes-${b.id}.csv`);
      setNotice(`Exported the ${b.codes} code(s) of ${b.id}.`);
    } catch (e) {
      setActionError(errorMessage(e));
    }
  }
  async function askEnd(b: OpsBatch) {
    setActionError(null);
    try {
      setEnding({ batch: b, plan: await opsRequest<BatchDeactivation>(WELFARE_OPS.batchDeactivate, { body: { id: b.id, dryRun: true } }) });
    } catch (e) {
      setActionError(errorMessage(e));
    }
  }

  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'Campaign', enableSorting: false, cell: (c) => <span className={ui.mono}>{c.getValue()}</span> }),
      column.accessor('titles', { header: 'Title', enableSorting: false, cell: (c) => titleOf(c.getValue(), c.row.original.id) }),
      column.accessor('edition', { header: 'Edition', enableSorting: false, cell: (c) => c.getValue() ?? 'All' }),
      column.accessor('kind', { header: 'Kind', enableSorting: false, cell: (c) => (c.getValue() === 'shared' ? 'Shared code' : 'One-use codes') }),
      column.accessor('codes', { header: 'Codes', enableSorting: false, cell: (c) => formatNumber(c.getValue()) }),
      column.accessor('used', { header: 'Used', cell: (c) => <span data-testid="batch-used">{formatNumber(c.getValue())}</span> }),
      column.accessor('remaining', { header: 'Remaining', enableSorting: false, cell: (c) => formatNumber(c.getValue()) }),
      column.accessor('lastUseAt', { header: 'Last use', enableSorting: false, cell: (c) => formatTime(c.getValue()) }),
      column.accessor('createdAt', { header: 'Created', cell: (c) => formatTime(c.getValue()) }),
      column.accessor('active', {
        header: 'State', enableSorting: false,
        cell: (c) => (c.getValue() ? <span className={styles.on}>Active{c.row.original.expiresAt ? ` until ${formatTime(c.row.original.expiresAt)}` : ''}</span> : <span className={styles.off}>Ended</span>),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row: { original: b } }) =>
          mayTouch(editions, b) && (
            <div className={styles.actions}>
              <button type="button" className={ui.secondary} onClick={() => void exportCodes(b)} data-testid="batch-export" aria-label={`Export the codes of ${b.id}`}>
                Export CSV
              </button>
              {canEdit && b.active && (
                <button type="button" className={ui.danger} onClick={() => void askEnd(b)} data-testid="batch-deactivate" aria-label={`Deactivate ${b.id}`}>
                  Deactivate
                </button>
              )}
            </div>
          ),
      }),
    ],
    // The actions read only the operator's editions and role; the handlers they call change nothing the columns depend on.
    [editions, canEdit],
  );
  const data = batches.data;
  const table = useOpsTable({
    data: data?.list,
    columns,
    state: { sorting },
    onSortingChange: (next) => {
      setSorting(next);
      setPage(1);
    },
    manualSorting: true,
    enableSortingRemoval: false,
    getRowId: (b) => b.id,
    });
  const pages = data ? Math.max(1, Math.ceil(data.total / SIZE)) : 1;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilters(draft);
  };
  const editionChoices = editions === 'all' ? EDITION_CODES : editions;

  return (
    <div className={ui.page} data-testid="welfare-batches">
      <form className={ui.toolbar} onSubmit={apply} role="search" aria-label="Filter campaigns">
        <label className={ui.field}>
          Edition
          <select className={ui.input} value={draft.edition} onChange={(e) => setDraft({ ...draft, edition: e.target.value })} data-testid="batches-edition">
            <option value="">Any</option>
            {editionChoices.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          State
          <select className={ui.input} value={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.value })} data-testid="batches-active">
            <option value="">Any</option>
            <option value="yes">Active</option>
            <option value="no">Ended</option>
          </select>
        </label>
        <label className={ui.field}>
          Campaign id
          <input className={ui.input} value={draft.search} maxLength={40} onChange={(e) => setDraft({ ...draft, search: e.target.value })} data-testid="batches-search" />
        </label>
        <button type="submit" className={ui.secondary}>
          Filter
        </button>
        {canEdit && !creating && (
          <button type="button" className={ui.button} onClick={() => setCreating(true)} data-testid="batch-new">
            New campaign
          </button>
        )}
      </form>
      {creating && (
        <BatchCreate
          editions={editions}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            setNotice(`Campaign ${id} created. Export its codes from the list.`);
            setFilters({ edition: '', active: '', search: id });
            setDraft({ edition: '', active: '', search: id });
            setPage(1);
            void refresh();
          }}
        />
      )}
      <NoticeLine text={notice} testId="batches-notice" />
      {(actionError || batches.isError) && (
        <p className={ui.error} role="alert" data-testid="batches-error">
          {actionError ?? errorMessage(batches.error)}
        </p>
      )}
      <div className={ui.tableWrap}>
        <DataTable table={table} caption="Redemption campaigns" sortTestId="batches-sort" rowAttrs={(b) => ({ 'data-testid': 'batch-row', 'data-batch': b.id })} empty={data && data.list.length === 0 ? 'No campaigns match.' : null} />
      </div>
      <Pager page={page} hasNext={page < pages} onPage={setPage} testId="batches-page" summary={`Page ${page} of ${pages} · ${formatNumber(data?.total ?? 0)} campaign(s)`} />
      {ending && (
        <ReasonDialog
          title={`Deactivate ${ending.batch.id}?`}
          changes={[`The campaign ends now (players are told the code has expired)`, `${formatNumber(ending.plan.unusedCodes)} code(s) with uses left stop working`, `${formatNumber(ending.plan.remaining)} redemption(s) will no longer be possible`]}
          confirmLabel="Deactivate"
          reasonLabel="Reason (kept in the audit log)"
          danger
          onConfirm={async (reason) => {
            await opsRequest(WELFARE_OPS.batchDeactivate, { body: { id: ending.batch.id, reason } });
            setNotice(`Campaign ${ending.batch.id} deactivated.`);
            await refresh();
          }}
          onClose={() => setEnding(null)}
          testId="batch-deactivate-dialog"
        />
      )}
    </div>
  );
}
