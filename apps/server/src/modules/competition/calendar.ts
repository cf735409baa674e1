import type { Language } from '@mecha/shared/i18n/languages';
import { localisedOrAny } from '@mecha/shared/i18n/localised';
import type { Db } from '../../db/client.ts';
import { fail } from '../../platform/errors.ts';
import { activeTeamId } from './team-view.ts';
import { checkinOpensAt, loadTournament } from './tournament-clock.ts';

// competition/calendar.ics: the tournament's stages (each with its check-in opening, as an event of its own and as
// an alarm on the stage) and the caller's team's matches with the opponent's name, as RFC 5545 text. Written by
// hand: the `ics` package would bring yup and nanoid for a format of a dozen property lines. UIDs are stable (the
// tournament, stage and match ids), so re-importing updates events instead of duplicating them; times are UTC.

const HOST = 'mecha.competition';
/** A match has no end in the bracket: the calendar blocks this long. */
const MATCH_MINUTES = 60;

const WORDS: Record<Language, { checkin: string; checkinBody: string; vs: string; tbd: string; round: (n: number) => string }> = {
  'zh-CN': { checkin: '签到开启', checkinBody: '任一队员签到即可，比赛开始前未签到视为缺席。', vs: '对阵', tbd: '待定', round: (n) => `第 ${n} 轮` },
  'zh-HK': { checkin: '簽到開啟', checkinBody: '任一隊員簽到即可，比賽開始前未簽到視為缺席。', vs: '對陣', tbd: '待定', round: (n) => `第 ${n} 輪` },
  en: { checkin: 'Check-in opens', checkinBody: 'Any member may check in; a team not checked in when the stage starts is marked absent.', vs: 'vs', tbd: 'to be decided', round: (n) => `round ${n}` },
  ja: { checkin: 'チェックイン開始', checkinBody: 'メンバーどちらかがチェックインしてください。開始時に未チェックインのチームは欠場扱いです。', vs: 'vs', tbd: '未定', round: (n) => `第${n}回戦` },
};

/** 20261125T184000Z */
export const icsTime = (d: Date): string => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
export const icsText = (s: string): string => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (octets + n > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += ch;
    octets += n;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

interface CalEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  /** An alarm this many minutes before the start, with its text. */
  alarm?: { minutes: number; text: string };
}

export function renderCalendar(name: string, events: CalEvent[], stamp: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Mecha//Tournament calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${icsText(name)}`];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${icsTime(stamp)}`, `DTSTART:${icsTime(e.start)}`, `DTEND:${icsTime(e.end)}`, `SUMMARY:${icsText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${icsText(e.description)}`);
    if (e.alarm) lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER;RELATED=START:-PT${e.alarm.minutes}M`, `DESCRIPTION:${icsText(e.alarm.text)}`, 'END:VALARM');
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The calendar of a tournament (the current one unless named) for a role: every stage, and its team's matches. */
export async function tournamentCalendar(db: Db, tournamentId: string | undefined, uid: string, lang: Language, now: Date): Promise<{ filename: string; text: string }> {
  const { t, stages } = (await loadTournament(db, tournamentId, now)) ?? fail('compNoTournament');
  const w = WORDS[lang];
  const title = localisedOrAny(t.titles, lang);
  const events: CalEvent[] = [];
  for (const s of stages) {
    const stageName = `${title} · ${localisedOrAny(s.names, lang)}`;
    const opens = checkinOpensAt(s, t.checkin_minutes);
    events.push({
      uid: `stage-${t.id}-${s.id}@${HOST}`, start: s.starts_at, end: s.ends_at, summary: stageName,
      ...(t.checkin_minutes > 0 ? { alarm: { minutes: t.checkin_minutes, text: `${w.checkin}: ${stageName}` } } : {}),
    });
    if (t.checkin_minutes > 0) {
      events.push({ uid: `checkin-${t.id}-${s.id}@${HOST}`, start: opens, end: s.starts_at, summary: `${w.checkin}: ${stageName}`, description: w.checkinBody });
    }
  }
  const teamId = await activeTeamId(db, t.id, uid);
  if (teamId) {
    const matches = await db
      .selectFrom('comp_matches as m')
      .leftJoin('comp_teams as a', 'a.id', 'm.team_a')
      .leftJoin('comp_teams as b', 'b.id', 'm.team_b')
      .select(['m.id', 'm.stage_id', 'm.round', 'm.team_a', 'a.name as nameA', 'b.name as nameB', 'm.starts_at'])
      .where('m.tournament_id', '=', t.id)
      .where((eb) => eb.or([eb('m.team_a', '=', teamId), eb('m.team_b', '=', teamId)]))
      .orderBy('m.starts_at')
      .orderBy('m.id')
      .execute();
    for (const m of matches) {
      const [mine, theirs] = m.team_a === teamId ? [m.nameA, m.nameB] : [m.nameB, m.nameA];
      const stage = stages.find((s) => s.id === m.stage_id);
      const stageName = stage ? localisedOrAny(stage.names, lang) : m.stage_id;
      events.push({
        uid: `match-${t.id}-${m.id}@${HOST}`, start: m.starts_at, end: new Date(m.starts_at.getTime() + MATCH_MINUTES * 60_000),
        summary: `${stageName} ${w.round(m.round)}: ${mine ?? ''} ${w.vs} ${theirs ?? w.tbd}`, description: title,
      });
    }
  }
  return { filename: `${t.id}.ics`, text: renderCalendar(title, events, now) };
}
