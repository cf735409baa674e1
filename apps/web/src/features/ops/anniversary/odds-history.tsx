import type { OpsAnnualPrize } from '@mecha/shared/annual/ops-api';
import { formatTime } from '../lib/format.ts';
import { ErrorLine } from '../lib/status-lines.tsx';
import ui from '../lib/ui.module.css';
import { useOddsHistory } from './annual-api.ts';
import { historyOdds, percent } from './pool-odds.ts';

// The dated odds history, newest first: the odds in force from each draw number on, and why they changed (the
// event opened, a prize ran out, an operator changed the pool) — what the player page publishes too.

const REASON = { opened: 'Event opened', soldOut: 'A prize ran out', operator: 'Operator change' } as const;

export function OddsHistory({ eventId, prizes }: { eventId: string; prizes: readonly OpsAnnualPrize[] }) {
  const history = useOddsHistory(eventId);
  const ids = prizes.map((p) => p.id);
  return (
    <section className={ui.panel} aria-labelledby="odds-history">
      <h2 id="odds-history" className={ui.panelTitle}>
        Odds history
      </h2>
      <ErrorLine error={history.error} />
      <div className={ui.tableWrap}>
        <table className={ui.table} data-testid="odds-history">
          <thead>
            <tr>
              <th scope="col">From draw</th>
              <th scope="col">When</th>
              <th scope="col">Why</th>
              {ids.map((id) => <th key={id} scope="col">{id}</th>)}
            </tr>
          </thead>
          <tbody>
            {(history.data?.list ?? []).slice(0, 50).map((h, i) => {
              const odds = new Map(historyOdds(h.weights).map((o) => [o.prizeId, o.odds]));
              return (
                <tr key={`${h.fromDraw}-${h.at}-${i}`}>
                  <td>{h.fromDraw}</td>
                  <td>{formatTime(h.at)}</td>
                  <td>{REASON[h.reason]}{h.prizeId ? ` (${h.prizeId})` : ''}</td>
                  {ids.map((id) => <td key={id}>{percent(odds.get(id) ?? 0)}</td>)}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
