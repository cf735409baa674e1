import type { Stage, Team } from '@mecha/shared/competition/api';

// Check-in (PRODUCT.md): each stage's check-in opens `checkinMinutes` before it starts and the roster locks; any
// member checks the team in. The card shows the stage whose check-in is open (state from the tournament's
// stages, as the server computed them) and whether the team is already in.
export interface CheckinView {
  stage: Stage;
  checkedIn: boolean;
}

export function checkinView(stages: Stage[], team: Pick<Team, 'checkins' | 'state'> | null): CheckinView | null {
  const stage = stages.find((s) => s.state === 'checkin');
  if (!stage || !team || team.state === 'disqualified' || team.state === 'disbanded') return null;
  return { stage, checkedIn: team.checkins.some((c) => c.stageId === stage.id) };
}
