import { EDITIONS, isEdition, type EditionCode } from '@mecha/shared/editions';
import type { Language } from '@mecha/shared/i18n/languages';
import { fail } from '../../platform/errors.ts';
import type { AnnualDeps } from './annual-deps.ts';
import { phaseOf, type AnnualEventRow } from './annual-events.ts';

export interface RoleEvent {
  event: AnnualEventRow;
  edition: EditionCode;
  /** The language of the role's in-game mail (its edition's). */
  mailLanguage: Language;
}

/** The edition a role plays in (it decides which event the role takes part in). */
export async function roleEdition(deps: Pick<AnnualDeps, 'roles'>, roleUid: string): Promise<EditionCode> {
  const role = await deps.roles.lookup(roleUid);
  if (!role || !isEdition(role.edition)) return fail('roleNotFound');
  return role.edition;
}

/** The event of the role's edition (open, else next, else last), whatever its phase. */
export async function eventOfRole(deps: Pick<AnnualDeps, 'roles' | 'events'>, roleUid: string, now: Date): Promise<RoleEvent> {
  const edition = await roleEdition(deps, roleUid);
  const event = await deps.events.pick(edition, now);
  if (!event) return fail('annualNoEvent');
  return { event, edition, mailLanguage: EDITIONS[edition].language };
}

/**
 * The same, refused unless the event is open now (tasks, votes, draws). The writes check the window again in
 * SQL against the event row itself: the cached row here only picks the event and the refusal's words.
 */
export async function openEventOfRole(deps: Pick<AnnualDeps, 'roles' | 'events'>, roleUid: string, now: Date): Promise<RoleEvent> {
  const found = await eventOfRole(deps, roleUid, now);
  const phase = phaseOf(found.event, now);
  if (phase === 'upcoming') return fail('annualNotStarted');
  if (phase === 'ended') return fail('annualEnded');
  return found;
}
