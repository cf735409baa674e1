import { readFileSync } from 'node:fs';
import { API } from '@mecha/shared/api-paths';
import type { OpsMatch, OpsSeedData, OpsTeam, OpsTeamDetail, OpsTeamsData, OpsTournament } from '@mecha/shared/competition/ops-api';
import type { OpsCall } from './ops-call.ts';

// Tournament operator commands (`npm run ops -- competition …`), through the operator API (modules/competition/ops/*).
// Roster changes are written to the team's history under the operator's name: OPERATOR_NAME, else the login name
// (sent as X-Operator by cli/ops.ts).
//   competition list                                        every tournament: window, stages, teams per state, champion
//   competition upsert <file.json>                          a tournament and its stages ({id, titles, rules, rewards, banner, signupFrom, signupTo, minScore, pairLimit, checkinMinutes, visible, stages: [{id, kind, names, startsAt, endsAt, position}]})
//   competition teams <tournamentId> [state] [page]         a page of 50 teams with members, contact kind, code, check-ins; state: forming, full, disqualified, disbanded, all
//   competition team <teamId>                               a team and its history (every change: what, who, when)
//   competition contact <teamId>                            the team's contact (a reveal: written to the audit log)
//   competition add <teamId> <uid> <reason…>                a role into a team (past the window and lock; the teaming rules hold)
//   competition remove <teamId> <uid> <reason…>
//   competition transfer <teamId> <uid> <reason…>           the member becomes the leader
//   competition disqualify <teamId> <reason…>               its undecided matches become walkovers
//   competition matches <tournamentId> [stageId]            match ids, sides, scores
//   competition seed <tournamentId> <stageId> [--dry-run] [--advance N]
//   competition result <matchId> <scoreA> <scoreB>
export const COMPETITION_USAGE =
  'competition list | competition upsert <file.json> | competition teams <tournamentId> [state] [page] | competition team <teamId> | competition contact <teamId> | competition add|remove|transfer <teamId> <uid> <reason> | competition disqualify <teamId> <reason> | competition matches <tournamentId> [stageId] | competition seed <tournamentId> <stageId> [--dry-run] [--advance N] | competition result <matchId> <scoreA> <scoreB>';

const P = '/api/ops/competition';
const TEAM_STATES = ['forming', 'full', 'disqualified', 'disbanded', 'all'];
/** A whole number without a sign; NaN otherwise (the server refuses it with the reason). */
const count = (s: string) => (/^\d{1,9}$/.test(s) ? Number(s) : Number.NaN);

/** What a `competition` command asks of the API: path and body (GET when body is undefined); null when not a command. */
export function competitionRequest(args: string[]): { path: string; body?: unknown } | null {
  const [verb, a, b, c, ...more] = args;
  const reason = (from: (string | undefined)[]) => from.filter((x) => x !== undefined).join(' ');
  if (verb === 'list' && !a) return { path: `${P}/tournaments` };
  if (verb === 'upsert' && a && !b) return { path: `${P}/tournaments/save`, body: JSON.parse(readFileSync(a, 'utf8')) as unknown };
  if (verb === 'teams' && a && !more.length && (b === undefined || TEAM_STATES.includes(b))) {
    return { path: `${P}/teams?tournamentId=${encodeURIComponent(a)}&state=${b ?? 'all'}${c === undefined ? '' : `&page=${count(c)}`}` };
  }
  if (verb === 'team' && a && !b) return { path: `${P}/teams/detail?teamId=${encodeURIComponent(a)}` };
  if (verb === 'contact' && a && !b) return { path: API.opsReveal, body: { kind: 'comp-team', id: a } };
  if ((verb === 'add' || verb === 'remove' || verb === 'transfer') && a && b && c) {
    const path = { add: 'roster/add', remove: 'roster/remove', transfer: 'roster/transfer' }[verb];
    return { path: `${P}/${path}`, body: { teamId: a, uid: b, reason: reason([c, ...more]) } };
  }
  if (verb === 'disqualify' && a && b) return { path: `${P}/teams/disqualify`, body: { teamId: a, reason: reason([b, c, ...more]) } };
  if (verb === 'matches' && a && !c) return { path: `${P}/matches?tournamentId=${encodeURIComponent(a)}${b ? `&stageId=${encodeURIComponent(b)}` : ''}` };
  if (verb === 'seed' && a && b) {
    const flags = [c, ...more].filter((x): x is string => x !== undefined);
    let dryRun = false;
    let advance: number | undefined;
    for (let i = 0; i < flags.length; i++) {
      if (flags[i] === '--dry-run') dryRun = true;
      else if (flags[i] === '--advance' && flags[i + 1] !== undefined) advance = count(flags[++i]!);
      else return null;
    }
    return { path: `${P}/bracket/seed`, body: { tournamentId: a, stageId: b, dryRun, ...(advance === undefined ? {} : { advance }) } };
  }
  if (verb === 'result' && a && b && c && !more.length) return { path: `${P}/bracket/result`, body: { matchId: count(a), scoreA: count(b), scoreB: count(c) } };
  return null;
}

const iso = (s: number) => new Date(s * 1000).toISOString().replace(':00.000Z', 'Z');
const title = (t: Record<string, string>) => t.en ?? t['zh-CN'] ?? Object.values(t)[0] ?? '';
const side = (id: string | null, name: string | null) => (id === null ? '—' : `${name ?? id}`);
function matchLine(m: OpsMatch): string {
  const score = m.scoreA === null ? '' : ` ${m.scoreA}:${m.scoreB}`;
  const won = m.winner === null ? '' : ` → ${m.winner === m.teamA ? side(m.teamA, m.nameA) : side(m.teamB, m.nameB)}`;
  return `#${m.id ?? '-'}\t${m.stageId} r${m.round}.${m.slot}\t${side(m.teamA, m.nameA)} v ${side(m.teamB, m.nameB)}${score}\t${m.state}${won}`;
}
function teamLine(t: OpsTeam): string {
  const who = t.members.map((m) => `${m.role === 'leader' ? '*' : ''}${m.nickname} (${m.uid}, ${m.best})`).join(' + ');
  return `${t.id}\t${t.state}\t${t.name}\t${t.region}${t.domestic ? '' : ' overseas'}\t${who}\tcontact: ${t.contact.kind}\tcode ${t.inviteCode ?? '-'}\tchecked in: ${t.checkins.join(',') || '-'}${t.disqualifiedReason ? `\treason: ${t.disqualifiedReason}` : ''}`;
}

/** Runs a `competition` command; false when the arguments are not one. */
export async function competitionCommand(call: OpsCall, args: string[]): Promise<boolean> {
  const req = competitionRequest(args);
  if (!req) return false;
  const data = await call(req.path, req.body);
  const verb = args[0];
  if (verb === 'list') {
    for (const t of (data as { list: OpsTournament[] }).list) {
      const teams = Object.entries(t.teams).map(([k, n]) => `${k} ${n}`).join(', ');
      console.log(`${t.visible ? ' ' : 'x'} ${t.id}\t${title(t.titles)}\tsign-up ${t.registration} ${iso(t.signupFrom)} → ${iso(t.signupTo)}\tteams: ${teams}${t.champion ? `\tchampion: ${t.champion.name}` : ''}`);
      for (const s of t.stages) console.log(`    ${s.id}\t${s.kind}\t${s.state}\t${iso(s.startsAt)} → ${iso(s.endsAt)}\tchecked in ${s.checkins}\tmatches ${s.matches}`);
    }
  } else if (verb === 'upsert') {
    const r = data as { id: string; created: boolean; stages: string[] };
    console.log(`${r.created ? 'created' : 'updated'} ${r.id} with stages ${r.stages.join(', ')}`);
  } else if (verb === 'teams') {
    const page = data as OpsTeamsData;
    for (const t of page.list) console.log(teamLine(t));
    console.log(`${page.list.length} of ${page.total} team(s), page ${page.page}`);
  } else if (verb === 'team') {
    const d = data as OpsTeamDetail;
    console.log(teamLine(d.team));
    for (const h of d.history) console.log(`  ${iso(h.at)}\t${h.action}\t${h.actor.kind}:${h.actor.nickname ?? '-'}\t${h.subject?.nickname ?? ''}${h.note ? `\t${h.note}` : ''}`);
  } else if (verb === 'contact') {
    const f = (data as { fields: Record<string, string> }).fields;
    console.log(`${f.contactKind ?? ''} ${f.contact ?? ''}`.trim());
  } else if (verb === 'add' || verb === 'remove' || verb === 'transfer') {
    console.log(teamLine((data as { team: OpsTeam }).team));
  } else if (verb === 'disqualify') {
    const r = data as { team: OpsTeam; walkovers: number[] };
    console.log(teamLine(r.team));
    console.log(r.walkovers.length ? `walkovers: ${r.walkovers.map((id) => `#${id}`).join(' ')}` : 'no match to settle');
  } else if (verb === 'matches') {
    const list = (data as { list: OpsMatch[] }).list;
    for (const m of list) console.log(matchLine(m));
    console.log(`${list.length} match(es)`);
  } else if (verb === 'seed') {
    const r = data as OpsSeedData;
    for (const t of r.teams) console.log(`seed ${t.seed}\t${t.name}\t${t.strength}`);
    for (const m of r.matches) console.log(matchLine(m));
    console.log(`${r.dryRun ? 'dry run, nothing written: ' : ''}${r.teams.length} team(s), ${r.rounds} round(s), ${r.matches.length} match(es), ${r.advance} go on`);
  } else if (verb === 'result') {
    const r = data as { match: OpsMatch; next: OpsMatch | null };
    console.log(matchLine(r.match));
    if (r.next) console.log(`next: ${matchLine(r.next)}`);
  }
  return true;
}
