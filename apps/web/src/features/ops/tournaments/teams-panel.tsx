import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { OPS_COMP_PATHS, OPS_TEAM_SORTS, type OpsTeam, type OpsTeamsData } from '@mecha/shared/competition/ops-api';
import { TEAM_STATES } from '@mecha/shared/competition/rules';
import { EDITIONS } from '@mecha/shared/editions';
import type { OpsOperator } from '@mecha/shared/ops/console-api';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { formatNumber, formatTime } from '../lib/format.ts';
import { opsRequest } from '../lib/ops-request.ts';
import ui from '../lib/ui.module.css';
import { TeamDetail } from './team-detail.tsx';
import { COMP_KEY } from './tournaments-api.ts';
import styles from './tournaments.module.css';
import { Pager } from '../lib/pager.tsx';
import { DataTable, useOpsTable } from '../lib/data-table.tsx';
import { ErrorLine } from '../lib/status-lines.tsx';

// Teams: a page of the tournament's teams from the server — filtered by state, region and a search (team name or a
// member's UID), sorted by the server's columns — and, below, the team picked: members, history and the changes.

const column = createColumnHelper<OpsTeam>();
const SIZE = 25;
const REGIONS = Object.values(EDITIONS).flatMap((e) => [...e.regions]);
type Sort = (typeof OPS_TEAM_SORTS)[number];

export function TeamsPanel({ tournamentId, operator }: { tournamentId: string; operator: OpsOperator }) {
  const [state, setState] = useState<string>('all');
  const [region, setRegion] = useState('');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'created', desc: false }]);
  const [picked, setPicked] = useState<string | null>(null);
  const ids = useId();
  const sort = (sorting[0]?.id ?? 'created') as Sort;
  const dir = sorting[0]?.desc ? 'desc' : 'asc';
  const teams = useQuery({
    queryKey: [...COMP_KEY, 'teams', tournamentId, state, region, q, sort, dir, page],
    queryFn: ({ signal }) => opsRequest<OpsTeamsData>(OPS_COMP_PATHS.teams, { query: { tournamentId, state, region, q, sort, dir, page, size: SIZE }, signal }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
  const columns = useMemo(
    () => [
      column.accessor('name', { id: 'name', header: 'Team', cell: (c) => <button type="button" className={ui.linkButton} onClick={() => setPicked(c.row.original.id)}>{c.getValue()}</button> }),
      column.accessor('state', { id: 'state', header: 'State' }),
      column.accessor('region', { id: 'region', header: 'Region' }),
      column.display({ id: 'members', header: 'Members', enableSorting: false, cell: (c) => c.row.original.members.map((m) => `${m.role === 'leader' ? '★ ' : ''}${m.nickname} (${m.uid})`).join(', ') }),
      column.accessor('strength', { id: 'strength', header: 'Strength', enableSorting: false, cell: (c) => formatNumber(c.getValue()) }),
      column.accessor('createdAt', { id: 'created', header: 'Signed up', cell: (c) => formatTime(c.getValue()) }),
    ],
    [],
  );
  const table = useOpsTable({
    data: teams.data?.list,
    columns,
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    onSortingChange: (s) => { setSorting(s); setPage(1); },
    getRowId: (t) => t.id,
  });
  const pages = teams.data ? Math.max(1, Math.ceil(teams.data.total / SIZE)) : 1;
  const search = (e: FormEvent) => { e.preventDefault(); setQ(typed.trim()); setPage(1); };

  return (
    <>
      <section className={ui.panel} aria-labelledby={`${ids}-h`} data-testid="tournament-teams">
        <h2 id={`${ids}-h`} className={ui.panelTitle}>Teams</h2>
        <form className={ui.toolbar} onSubmit={search} role="search">
          <label className={ui.field}>
            State
            <select className={ui.input} value={state} onChange={(e) => { setState(e.target.value); setPage(1); }}>
              {['all', ...TEAM_STATES].map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
          </label>
          <label className={ui.field}>
            Region
            <select className={ui.input} value={region} onChange={(e) => { setRegion(e.target.value); setPage(1); }}>
              <option value="">all</option>
              {REGIONS.map((r) => <option key={r} value={r}>{r}</option>)}
            </select>
          </label>
          <label className={ui.field}>
            Team name or member UID
            <input className={ui.input} value={typed} maxLength={40} onChange={(e) => setTyped(e.target.value)} data-testid="teams-search" />
          </label>
          <button type="submit" className={ui.button}>Search</button>
        </form>
        <ErrorLine error={teams.error} />
        {teams.isPending && <p className={ui.muted}>Loading…</p>}
        {teams.data && (
          <>
            <div className={ui.tableWrap}>
              <DataTable table={table} testId="teams-table" rowAttrs={(t) => ({ 'data-team': t.id, 'aria-selected': t.id === picked })} empty="No team matches." />
            </div>
            <Pager page={page} hasNext={page < pages} onPage={setPage} testId="teams-count" summary={`Page ${page} of ${pages} · ${teams.data.total} ${teams.data.total === 1 ? 'team' : 'teams'}`} />
          </>
        )}
      </section>
      {picked && <TeamDetail key={picked} teamId={picked} operator={operator} onClose={() => setPicked(null)} />}
    </>
  );
}
