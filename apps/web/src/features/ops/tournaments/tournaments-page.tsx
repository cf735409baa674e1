import { coversEveryEdition } from '@mecha/shared/competition/ops-api';
import { useId, useState } from 'react';
import type { OpsPageProps } from '../shell/ops-app.tsx';
import { formatTime } from '../lib/format.ts';
import { activeTab, SectionTabs, type SectionTab } from '../lib/section-tabs.tsx';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { BracketPanel } from './bracket-panel.tsx';
import { SchedulePanel } from './schedule-panel.tsx';
import { TeamsPanel } from './teams-panel.tsx';
import { pickedTournament, pickTournament, textOf, useTournaments } from './tournaments-api.ts';
import styles from './tournaments.module.css';

// Tournaments (area competition: editor, support, admin): pick a tournament, then its Schedule, Teams or Bracket
// (tabs are addresses: #/ops/tournaments/<tab>). The tournament picked is kept for the browser tab, since the tab
// links carry no query. Whole-tournament changes are offered only to operators of every edition (decision 0051).

type Tab = 'schedule' | 'teams' | 'bracket';
const TABS: readonly SectionTab<Tab>[] = [
  { id: 'schedule', label: 'Schedule' },
  { id: 'teams', label: 'Teams' },
  { id: 'bracket', label: 'Bracket' },
];

export function TournamentsPage({ operator, rest }: OpsPageProps) {
  const tab = activeTab(TABS, rest);
  const tournaments = useTournaments();
  const [picked, setPicked] = useState<string | null>(pickedTournament);
  const selectId = useId();
  const list = tournaments.data?.list ?? [];
  const current = list.find((t) => t.id === picked) ?? list.find((t) => t.registration === 'open') ?? list[0];
  const whole = coversEveryEdition(operator.editions);

  return (
    <div className={styles.page} data-testid="ops-tournaments">
      <div className={ui.toolbar}>
        <label className={ui.field} htmlFor={selectId}>
          Tournament
          <select
            id={selectId}
            className={ui.input}
            value={current?.id ?? ''}
            onChange={(e) => { setPicked(e.target.value); pickTournament(e.target.value); }}
            data-testid="tournament-pick"
          >
            {list.map((t) => (
              <option key={t.id} value={t.id}>
                {textOf(t.titles)} ({t.id}){t.visible ? '' : ' — hidden'}
              </option>
            ))}
          </select>
        </label>
        {current && (
          <p className={styles.facts}>
            Sign-up {current.registration} · {formatTime(current.signupFrom)} → {formatTime(current.signupTo)} · teams{' '}
            {Object.entries(current.teams).filter(([, n]) => n > 0).map(([s, n]) => `${n} ${s}`).join(', ') || 'none'}
            {current.champion && ` · champion ${current.champion.name}`}
          </p>
        )}
      </div>
      <ErrorLine error={tournaments.error} />
      {tournaments.isPending && <p className={ui.muted}>Loading…</p>}
      {tournaments.data && !current && <p className={ui.muted}>No tournament yet.</p>}
      <SectionTabs section="tournaments" label="Tournament" tabs={TABS} active={tab} />
      {current && tab === 'schedule' && <SchedulePanel key={current.id} tournament={current} canEdit={whole} />}
      {current && tab === 'teams' && <TeamsPanel key={current.id} tournamentId={current.id} operator={operator} />}
      {current && tab === 'bracket' && <BracketPanel key={current.id} tournament={current} canSeed={whole} />}
    </div>
  );
}
