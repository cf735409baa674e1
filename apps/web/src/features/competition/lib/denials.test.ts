import { ERRORS } from '@mecha/shared/errors/catalogue';
import { LANGUAGES } from '@mecha/shared/i18n/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../../../i18n/area-texts.ts';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { translate } from '../../../i18n/i18n.ts';
import type { TextKey } from '../../../i18n/use-translation.ts';
import { BIND_ROLE_HREF, ROUTES } from '../../../lib/routes.ts';
import { DENIAL_KEYS, DENIALS, eligibilityGap, stepAction, type DenialStep } from './denials.ts';

beforeAll(() => Promise.all(LANGUAGES.map((l) => loadArea('compDialogs', l))));

// The brief's list: every tournament refusal of SPEC §5 and the flow.
const REQUIRED = [
  'loginRequired', 'bindRequired', 'compNotEligible', 'signupNotStarted', 'signupEnded', 'tickRules', 'enterNamePhoneContact',
  'enterInviteCode', 'compContactInvalid', 'compTeamNameInvalid', 'compTeamNameTaken', 'compAlreadyInTeam', 'compOwnTeam',
  'compTeamFull', 'compDomesticOverseas', 'compRegionDiffers', 'compRegionUnknown', 'compPairLimit', 'compCodeUnknown',
  'compNotInTeam', 'compNotLeader', 'compRosterLocked', 'compNotMember', 'compInviteNotFound', 'compCheckinClosed',
  'compTeamIncomplete', 'compDisqualified', 'compInviteeInTeam', 'compInviteeNotEligible', 'compInvitePending', 'roleNotFound',
  'tooFrequent',
];

describe('the tournament denials', () => {
  it('cover every refusal of the flow, each a catalogue error', () => {
    expect([...DENIAL_KEYS].sort()).toEqual([...REQUIRED].sort());
    for (const key of DENIAL_KEYS) expect(ERRORS[key], key).toBeDefined();
  });

  it('have a title, a hint and a message in every language, and a labelled step', () => {
    for (const language of LANGUAGES) {
      for (const key of DENIAL_KEYS) {
        for (const part of ['title', 'hint'] as const) {
          const k = `compDialogs.denial.${key}.${part}` as TextKey;
          expect(translate(k, language), `${language} ${k}`).not.toBe(k);
        }
        expect(errorMessage(key, language)).not.toBe(key);
        const step = DENIALS[key] as DenialStep | null;
        if (step) expect(translate(`compDialogs.steps.${step}`, language)).not.toBe(`compDialogs.steps.${step}`);
      }
    }
  });

  it('lead somewhere: log in coming back here, bind, the 2v2 record, support, or a part of the page', () => {
    expect(stepAction('login', '/pages/competition/home/index?code=ABC')).toEqual({ kind: 'link', to: `${ROUTES.login}?back=%2Fpages%2Fcompetition%2Fhome%2Findex%3Fcode%3DABC` });
    expect(stepAction('bind')).toEqual({ kind: 'link', to: BIND_ROLE_HREF });
    expect(stepAction('record')).toEqual({ kind: 'link', to: `${ROUTES.battle}?mode=T2` });
    expect(stepAction('support')).toEqual({ kind: 'link', to: ROUTES.feedback });
    expect(stepAction(DENIALS.compAlreadyInTeam)).toEqual({ kind: 'section', section: 'team' });
    expect(stepAction(DENIALS.tickRules)).toEqual({ kind: 'section', section: 'rules' });
    expect(stepAction(DENIALS.signupEnded)).toEqual({ kind: 'section', section: 'schedule' });
    expect(stepAction(DENIALS.compCodeUnknown)).toEqual({ kind: 'form' });
    expect(DENIALS.compRegionUnknown).toBe('support');
  });

  it('read the not-eligible detail and the gap to the line', () => {
    expect(eligibilityGap({ best: 7650, need: 8000 })).toEqual({ best: 7650, need: 8000, gap: 350 });
    expect(eligibilityGap({ best: 9000, need: 8000 })?.gap).toBe(0);
    expect(eligibilityGap(null)).toBeNull();
    expect(eligibilityGap({ best: '7650', need: 8000 })).toBeNull();
  });
});
