import type { OpsAnnualEvent } from '@mecha/shared/annual/ops-api';
import { characterById } from '@mecha/shared/game/characters';
import { utcText } from '../lib/format.ts';

// The event form's state, its body for events/save, and the lines the confirm dialog lists (what will change).

type Texts = Record<string, string | undefined>;
export interface EventForm {
  id: string; edition: string; titles: Texts; rules: Texts;
  startsAt: number | undefined; endsAt: number | undefined; reportFrom: number | undefined; reportTo: number | undefined;
  characters: string[]; loginTickets: number; voteTickets: number; shareTickets: number; loginTask: boolean; active: boolean;
}

export function formOf(e: OpsAnnualEvent | null): EventForm {
  if (!e) {
    return { id: '', edition: 'cn', titles: {}, rules: {}, startsAt: undefined, endsAt: undefined, reportFrom: undefined, reportTo: undefined, characters: [], loginTickets: 1, voteTickets: 1, shareTickets: 1, loginTask: true, active: true };
  }
  return {
    id: e.id, edition: e.edition, titles: { ...e.titles }, rules: { ...e.rules }, startsAt: e.startsAt, endsAt: e.endsAt, reportFrom: e.reportFrom, reportTo: e.reportTo,
    characters: [...e.characters], loginTickets: e.loginTickets, voteTickets: e.voteTickets, shareTickets: e.shareTickets, loginTask: e.loginTask, active: e.active,
  };
}

/** Empty texts left out (the server wants a language present or absent, never blank). */
const texts = (t: Texts) => Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined && v.trim() !== '')) as Record<string, string>;

export function toBody(f: EventForm) {
  return {
    id: f.id, edition: f.edition, titles: texts(f.titles), rules: texts(f.rules), startsAt: f.startsAt, endsAt: f.endsAt,
    ...(f.reportFrom !== undefined && f.reportTo !== undefined ? { reportFrom: f.reportFrom, reportTo: f.reportTo } : {}),
    characters: f.characters, loginTickets: f.loginTickets, voteTickets: f.voteTickets, shareTickets: f.shareTickets, loginTask: f.loginTask, active: f.active,
  };
}

const names = (ids: readonly string[]) => ids.map((id) => characterById(id)?.name.en ?? id).join(', ') || 'none';
const same = (a: Texts, b: Texts) => JSON.stringify(texts(a)) === JSON.stringify(texts(b));

/** One line per field that differs from the stored event (every field set, for a new one). */
export function eventChanges(e: OpsAnnualEvent | null, f: EventForm): string[] {
  const base = formOf(e);
  const out: string[] = [];
  const line = (label: string, before: string, after: string) => out.push(e ? `${label}: ${before} → ${after}` : `${label}: ${after}`);
  if (!e) out.push(`Id: ${f.id || '—'}`);
  if (!e || base.edition !== f.edition) line('Edition', base.edition, f.edition);
  for (const k of ['startsAt', 'endsAt', 'reportFrom', 'reportTo'] as const) {
    if (!e || base[k] !== f[k]) line({ startsAt: 'Opens', endsAt: 'Closes', reportFrom: 'Report year from', reportTo: 'Report year to' }[k], utcText(base[k]), utcText(f[k]));
  }
  if (!same(base.titles, f.titles)) line('Titles', Object.keys(texts(base.titles)).join(', ') || 'none', Object.entries(texts(f.titles)).map(([l, v]) => `${l} "${v}"`).join(', ') || 'none');
  if (!same(base.rules, f.rules)) line('Rules', 'as before', `${Object.keys(texts(f.rules)).join(', ') || 'none'} edited`);
  if ([...base.characters].sort().join() !== [...f.characters].sort().join()) line('Vote characters', names(base.characters), names(f.characters));
  for (const k of ['loginTickets', 'voteTickets', 'shareTickets'] as const) if (!e || base[k] !== f[k]) line(`${k.replace('Tickets', '')} task tickets`, String(base[k]), String(f[k]));
  if (!e || base.loginTask !== f.loginTask) line('Daily login task', base.loginTask ? 'on' : 'off', f.loginTask ? 'on' : 'off');
  if (!e || base.active !== f.active) line('Active', base.active ? 'yes' : 'no', f.active ? 'yes' : 'no');
  return out;
}
