import { useState } from 'react';
import { editionAllowed } from '@mecha/shared/ops/roles';
import type { EditionCode } from '@mecha/shared/editions';
import type { OpsPageProps } from '../shell/ops-app.tsx';
import { activeTab, SectionTabs, type SectionTab } from '../lib/section-tabs.tsx';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { textOf, useAnnualEvents } from './annual-api.ts';
import { EventTab } from './event-tab.tsx';
import { PrizesTab } from './prizes-tab.tsx';
import { TicketsTab } from './tickets-tab.tsx';
import styles from './anniversary.module.css';

// Anniversary (decision 0177): the event's window, report year, vote characters and tasks; the prize pool with its
// odds; goodwill tickets. The server lists only the operator's editions' events and refuses the rest; the page
// hides what the operator's editions may not change.

type Tab = 'event' | 'prizes' | 'tickets';
const TABS: readonly SectionTab<Tab>[] = [
  { id: 'event', label: 'Event' },
  { id: 'prizes', label: 'Prize pool' },
  { id: 'tickets', label: 'Tickets' },
];

export function AnniversaryPage({ operator, rest, query }: OpsPageProps) {
  const tab = activeTab(TABS, rest);
  const events = useAnnualEvents();
  const [picked, setPicked] = useState<string | null>(query.get('event'));
  const [creating, setCreating] = useState(false);
  const list = events.data?.list ?? [];
  const event = list.find((e) => e.id === picked) ?? list[0] ?? null;
  const writable = (edition: string) => editionAllowed(operator.editions, edition as EditionCode);

  return (
    <div className={ui.page} data-testid="ops-anniversary">
      <SectionTabs section="anniversary" label="Anniversary" tabs={TABS} active={tab} />
      <div className={ui.toolbar}>
        <label className={ui.field}>
          Event
          <select className={ui.input} value={event?.id ?? ''} onChange={(e) => { setPicked(e.target.value); setCreating(false); }} data-testid="event-picker">
            {list.map((e) => (
              <option key={e.id} value={e.id}>
                {e.id} · {e.edition} · {e.phase} — {textOf(e.titles)}
              </option>
            ))}
          </select>
        </label>
        {tab === 'event' && (
          <button type="button" className={ui.secondary} onClick={() => setCreating(true)}>
            New event
          </button>
        )}
      </div>
      {events.isPending && <p className={ui.muted}>Loading…</p>}
      <ErrorLine error={events.error} />
      {events.isSuccess && list.length === 0 && !creating && <p className={ui.muted}>No event of your editions yet.</p>}
      {tab === 'event' && (creating || event) && (
        <EventTab key={creating ? 'new' : event!.id} event={creating ? null : event} editions={operator.editions} onSaved={(id) => { setPicked(id); setCreating(false); }} />
      )}
      {tab === 'prizes' && event && <PrizesTab key={event.id} event={event} writable={writable(event.edition)} />}
      {tab === 'tickets' && event && <TicketsTab key={event.id} event={event} writable={writable(event.edition)} />}
    </div>
  );
}
