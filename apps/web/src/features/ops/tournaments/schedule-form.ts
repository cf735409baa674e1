import type { OpsTournament, OpsTournamentInput } from '@mecha/shared/competition/ops-api';
import type { StageKind } from '@mecha/shared/competition/rules';
import { formatTime, fromLocalInput, toLocalInput } from '../lib/format.ts';

// The schedule form's logic, apart from React so it is tested: times as `datetime-local` strings in the operator's
// time zone (unix seconds on the wire), the body the save sends (the whole definition: texts, rewards and banner
// come back unchanged), and the lines the confirm step lists.

export interface StageDraft {
  id: string;
  kind: StageKind;
  names: Record<string, string>;
  startsAt: string;
  endsAt: string;
}
export interface ScheduleDraft {
  signupFrom: string;
  signupTo: string;
  checkinMinutes: string;
  stages: StageDraft[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The UTC reading of a local input, for the field's title. */
export function utcTitle(local: string): string {
  const unix = fromLocalInput(local);
  return unix === undefined ? '' : `${new Date(unix * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function draftOf(t: OpsTournament): ScheduleDraft {
  return {
    signupFrom: toLocalInput(t.signupFrom),
    signupTo: toLocalInput(t.signupTo),
    checkinMinutes: String(t.checkinMinutes),
    stages: t.stages.map((s) => ({ id: s.id, kind: s.kind, names: s.names, startsAt: toLocalInput(s.startsAt), endsAt: toLocalInput(s.endsAt) })),
  };
}

/** The save's body, or the first problem the form can see itself (the server checks the rest). */
export function bodyOf(t: OpsTournament, d: ScheduleDraft): { body: OpsTournamentInput } | { error: string } {
  const from = fromLocalInput(d.signupFrom);
  const to = fromLocalInput(d.signupTo);
  const checkin = Number(d.checkinMinutes);
  if (from === undefined || to === undefined) return { error: 'Give the sign-up window.' };
  if (!/^\d{1,4}$/.test(d.checkinMinutes) || checkin > 1440) return { error: 'Check-in lead: 0–1440 minutes.' };
  if (!d.stages.length) return { error: 'A tournament needs at least one stage.' };
  const stages = [];
  for (const [i, s] of d.stages.entries()) {
    const startsAt = fromLocalInput(s.startsAt);
    const endsAt = fromLocalInput(s.endsAt);
    if (!/^[a-z0-9-]{1,40}$/.test(s.id)) return { error: `Stage ${i + 1}: id of 1–40 lower-case letters, digits or -.` };
    if (startsAt === undefined || endsAt === undefined) return { error: `Stage ${s.id}: give its start and end.` };
    stages.push({ id: s.id, kind: s.kind, names: Object.keys(s.names).length ? s.names : { en: s.id }, startsAt, endsAt, position: i });
  }
  return {
    body: {
      id: t.id, titles: t.titles, rules: t.rules, rewards: t.rewards, banner: t.banner, signupFrom: from, signupTo: to,
      minScore: t.minScore, pairLimit: t.pairLimit, checkinMinutes: checkin, visible: t.visible, stages,
    },
  };
}

/** What the save changes, one line each, times in local time. */
export function scheduleChanges(t: OpsTournament, body: OpsTournamentInput): string[] {
  const out: string[] = [];
  const span = (a: number, b: number) => `${formatTime(a)} → ${formatTime(b)}`;
  if (t.signupFrom !== body.signupFrom || t.signupTo !== body.signupTo) out.push(`Sign-up: ${span(t.signupFrom, t.signupTo)} ⇒ ${span(body.signupFrom, body.signupTo)}`);
  if (t.checkinMinutes !== body.checkinMinutes) out.push(`Check-in lead: ${t.checkinMinutes} ⇒ ${body.checkinMinutes} minutes`);
  const old = new Map(t.stages.map((s) => [s.id, s]));
  for (const s of body.stages) {
    const was = old.get(s.id);
    if (!was) out.push(`New stage ${s.id} (${s.kind}): ${span(s.startsAt, s.endsAt)}`);
    else if (was.kind !== s.kind || was.startsAt !== s.startsAt || was.endsAt !== s.endsAt) out.push(`Stage ${s.id} (${s.kind}): ${span(was.startsAt, was.endsAt)} ⇒ ${span(s.startsAt, s.endsAt)}`);
  }
  for (const s of t.stages) if (!body.stages.some((x) => x.id === s.id)) out.push(`Stage ${s.id} removed`);
  return out;
}
