import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import type { IncidentCreateBody, IncidentOps, IncidentSeverity, IncidentTexts, IncidentUpdateBody } from '@mecha/shared/status/api';

// An incident as the console's form edits it: a severity and a title and body per language (any of the four, at
// least one), and the bodies of the create and update calls built from it.

export interface IncidentDraft {
  /** null for a new incident. */
  id: number | null;
  severity: IncidentSeverity;
  texts: Record<Language, { title: string; body: string }>;
}

export const TITLE_MAX = 120;
export const BODY_MAX = 2000;

export const emptyIncident = (): IncidentDraft => ({
  id: null,
  severity: 'minor',
  texts: Object.fromEntries(LANGUAGES.map((l) => [l, { title: '', body: '' }])) as IncidentDraft['texts'],
});

export const incidentDraftOf = (incident: IncidentOps): IncidentDraft => ({
  id: incident.id,
  severity: incident.severity,
  texts: Object.fromEntries(LANGUAGES.map((l) => [l, { title: incident.texts[l]?.title ?? '', body: incident.texts[l]?.body ?? '' }])) as IncidentDraft['texts'],
});

/** The languages the incident will be shown in: those with a title. */
export const draftLanguages = (d: IncidentDraft): Language[] => LANGUAGES.filter((l) => d.texts[l].title.trim() !== '');

/** Why the draft cannot be sent yet, or null. */
export function incidentProblem(d: IncidentDraft): string | null {
  if (draftLanguages(d).length === 0) return 'A title in at least one language is needed.';
  const orphan = LANGUAGES.find((l) => d.texts[l].body.trim() !== '' && d.texts[l].title.trim() === '');
  if (orphan) return `The ${orphan} text has a body but no title.`;
  return null;
}

function textsOf(d: IncidentDraft): IncidentTexts {
  return Object.fromEntries(draftLanguages(d).map((l) => [l, { title: d.texts[l].title.trim(), body: d.texts[l].body.trim() }])) as IncidentTexts;
}

export const createBody = (d: IncidentDraft): IncidentCreateBody => ({ severity: d.severity, texts: textsOf(d) });

export const updateBody = (d: IncidentDraft & { id: number }): IncidentUpdateBody => ({ id: d.id, severity: d.severity, texts: textsOf(d) });

/** The title the list shows: English when there is one, else the first language written. */
export function listTitle(incident: IncidentOps): string {
  const text = incident.texts.en ?? LANGUAGES.map((l) => incident.texts[l]).find(Boolean) ?? Object.values(incident.texts)[0];
  return text?.title ?? '—';
}
