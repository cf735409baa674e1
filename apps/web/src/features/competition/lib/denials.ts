import type { ErrorKey } from '@mecha/shared/errors/catalogue';
import { CHECKIN_MINUTES, MIN_2V2_SCORE, PAIR_LIMIT, TEAM_NAME_MAX, TEAM_NAME_MIN } from '@mecha/shared/competition/rules';
import { BIND_ROLE_HREF, ROUTES } from '../../../lib/routes.ts';

// Every refusal a player can meet in the tournament (SPEC §5 and the team flow) and the one step that gets them
// further: no denial is a dead end. Titles and hints live in the compDialogs texts under the same key; the message
// itself is the catalogue's, in the page's language.

/**
 * What the step button does. `link` steps leave the page; `section` steps bring a part of the tournament page
 * into view (the page may handle them itself through DenialDialog's onStep); `form` steps close the dialog so the
 * player fixes what they typed (the page may focus the field through onStep).
 */
export type DenialStep =
  | 'login'
  | 'bind'
  | 'record'
  | 'support'
  | 'myTeam'
  | 'findPartner'
  | 'rules'
  | 'schedule'
  | 'newCode'
  | 'fixForm'
  | 'checkUid';

/** The parts of the tournament page a `section` step scrolls to: the page gives its sections these ids. */
export const COMP_SECTION_IDS = {
  team: 'comp-team',
  rules: 'comp-rules',
  schedule: 'comp-schedule',
} as const;
export type CompSection = keyof typeof COMP_SECTION_IDS;

export type StepAction = { kind: 'link'; to: string } | { kind: 'section'; section: CompSection } | { kind: 'form' };

/** Each denial's next step; null: "OK" is all there is (the hint says when to try again). */
export const DENIALS = {
  loginRequired: 'login',
  bindRequired: 'bind',
  compNotEligible: 'record',
  signupNotStarted: 'schedule',
  signupEnded: 'schedule',
  tickRules: 'rules',
  enterNamePhoneContact: 'fixForm',
  enterInviteCode: 'newCode',
  compContactInvalid: 'fixForm',
  compTeamNameInvalid: 'fixForm',
  compTeamNameTaken: 'fixForm',
  compAlreadyInTeam: 'myTeam',
  compOwnTeam: 'myTeam',
  compTeamFull: 'findPartner',
  compDomesticOverseas: 'findPartner',
  compRegionDiffers: 'findPartner',
  compRegionUnknown: 'support',
  compPairLimit: 'findPartner',
  compCodeUnknown: 'newCode',
  compNotInTeam: 'findPartner',
  compNotLeader: 'myTeam',
  compRosterLocked: 'support',
  compNotMember: 'myTeam',
  compInviteNotFound: 'myTeam',
  compCheckinClosed: 'schedule',
  compTeamIncomplete: 'myTeam',
  compDisqualified: 'support',
  compInviteeInTeam: 'findPartner',
  compInviteeNotEligible: 'findPartner',
  compInvitePending: 'myTeam',
  roleNotFound: 'checkUid',
  tooFrequent: null,
} as const satisfies Partial<Record<ErrorKey, DenialStep | null>>;

export type DenialKey = keyof typeof DENIALS;
/** In the order the dialog demo lists them. */
export const DENIAL_KEYS = Object.keys(DENIALS) as DenialKey[];

export function isDenialKey(key: ErrorKey | string): key is DenialKey {
  return Object.hasOwn(DENIALS, key);
}

export function denialStep(key: ErrorKey): DenialStep | null {
  return isDenialKey(key) ? DENIALS[key] : null;
}

/** The current hash location, so the login page can bring the player back here. */
export function hereForLogin(): string {
  const raw = typeof location === 'undefined' ? '' : location.hash.replace(/^#/, '');
  return raw.startsWith('/pages/') ? raw : ROUTES.competition;
}

/** What a step does; `back` is where the login step returns to (the page the dialog is on). */
export function stepAction(step: DenialStep, back: string = ROUTES.competition): StepAction {
  switch (step) {
    case 'login':
      return { kind: 'link', to: `${ROUTES.login}?back=${encodeURIComponent(back)}` };
    case 'bind':
      return { kind: 'link', to: BIND_ROLE_HREF };
    case 'record':
      return { kind: 'link', to: `${ROUTES.battle}?mode=T2` };
    case 'support':
      return { kind: 'link', to: ROUTES.feedback };
    case 'myTeam':
    case 'findPartner':
      return { kind: 'section', section: 'team' };
    case 'rules':
      return { kind: 'section', section: 'rules' };
    case 'schedule':
      return { kind: 'section', section: 'schedule' };
    case 'newCode':
    case 'fixForm':
    case 'checkUid':
      return { kind: 'form' };
  }
}

/** The rule numbers the hints name ({{need}}, {{limit}}, {{minutes}}, {{min}}, {{max}}), formatted for the page. */
export function hintNumbers(format: (n: number) => string): Record<string, string> {
  return { need: format(MIN_2V2_SCORE), limit: format(PAIR_LIMIT), minutes: format(CHECKIN_MINUTES), min: format(TEAM_NAME_MIN), max: format(TEAM_NAME_MAX) };
}

/** compNotEligible's detail ({ best, need }) when the server sent it, with the gap; null otherwise. */
export function eligibilityGap(detail: unknown): { best: number; need: number; gap: number } | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { best, need } = detail as { best?: unknown; need?: unknown };
  if (typeof best !== 'number' || typeof need !== 'number' || !Number.isFinite(best) || !Number.isFinite(need)) return null;
  return { best, need, gap: Math.max(0, need - best) };
}

/** The tournament's confirmations (ConfirmDialog), in the order the dialog demo lists them. */
export const CONFIRM_KINDS = ['leave', 'leaveAsLeader', 'remove', 'regenerate', 'revoke', 'checkIn', 'reject'] as const;
export type ConfirmKind = (typeof CONFIRM_KINDS)[number];
