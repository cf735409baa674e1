import type { AnnualStatus } from '@mecha/shared/annual/api';
import type { EditionCode } from '@mecha/shared/editions';
import type { Language } from '@mecha/shared/i18n/languages';
import { unixSeconds } from '../../platform/clock.ts';
import type { AnnualDeps } from './annual-deps.ts';
import { presentEvent } from './annual-events.ts';
import { roleEdition } from './player-event.ts';
import { accountFacts, tasksFrom } from './tasks.ts';

export interface Viewer {
  yfyUid: string;
  roleUid: string;
}

/**
 * one-year/status: the event of the viewer's role's edition (a visitor: the page's edition) and, for a player,
 * tickets, draws, whether the role may vote, the vote and the tasks' states.
 */
export async function annualStatus(deps: AnnualDeps, viewer: Viewer | null, pageEdition: EditionCode, lang: Language): Promise<AnnualStatus> {
  const now = deps.clock.now();
  const edition = viewer ? await roleEdition(deps, viewer.roleUid) : pageEdition;
  const event = await deps.events.pick(edition, now);
  if (!event) return { event: null, me: null, now: unixSeconds(now) };
  if (!viewer) return { event: presentEvent(event, lang, now), me: null, now: unixSeconds(now) };
  // The account's facts in one query; whether the role may vote is the memory report's rule (one index probe).
  const [facts, canVote] = await Promise.all([accountFacts(deps.db, event.id, viewer.yfyUid, now), deps.reports.hasMatchInYear(event, viewer.roleUid)]);
  const { tickets, vote } = facts;
  return {
    event: presentEvent(event, lang, now),
    me: { uid: viewer.roleUid, tickets: tickets?.balance ?? 0, ticketsEarned: tickets?.earned ?? 0, draws: tickets?.spent ?? 0, canVote, vote, tasks: tasksFrom(event, facts, now) },
    now: unixSeconds(now),
  };
}
