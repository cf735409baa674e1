import type { IncidentOps } from '@mecha/shared/status/api';
import { describe, expect, it } from 'vitest';
import { createBody, emptyIncident, incidentDraftOf, incidentProblem, listTitle, updateBody } from './incident-draft.ts';

const incident: IncidentOps = {
  id: 7,
  severity: 'major',
  texts: { ja: { title: '遅延', body: '' }, en: { title: 'Delayed records', body: 'Working on it' } },
  startedAt: '2026-05-01T10:00:00.000Z',
  resolvedAt: null,
  updatedAt: '2026-05-01T10:00:00.000Z',
  by: 'admin',
};

describe('the incident draft', () => {
  it('needs a title in at least one language, and no body without its title', () => {
    const d = emptyIncident();
    expect(incidentProblem(d)).toBe('A title in at least one language is needed.');
    d.texts['zh-HK'].title = '  ';
    expect(incidentProblem(d)).not.toBeNull();
    d.texts.ja.title = '遅延';
    expect(incidentProblem(d)).toBeNull();
    d.texts.en.body = 'orphan';
    expect(incidentProblem(d)).toBe('The en text has a body but no title.');
  });

  it('sends only the languages written, trimmed', () => {
    const d = emptyIncident();
    d.severity = 'info';
    d.texts['zh-CN'] = { title: ' 维护 ', body: ' 今晚 ' };
    expect(createBody(d)).toEqual({ severity: 'info', texts: { 'zh-CN': { title: '维护', body: '今晚' } } });
  });

  it('edits an incident as it is, and sends the whole new text set', () => {
    const d = incidentDraftOf(incident);
    expect(d.id).toBe(7);
    expect(d.texts.en).toEqual({ title: 'Delayed records', body: 'Working on it' });
    expect(d.texts['zh-CN']).toEqual({ title: '', body: '' });
    d.texts.ja = { title: '', body: '' };
    expect(updateBody({ ...d, id: 7 })).toEqual({ id: 7, severity: 'major', texts: { en: { title: 'Delayed records', body: 'Working on it' } } });
  });

  it('lists an incident by its English title, else the first language written', () => {
    expect(listTitle(incident)).toBe('Delayed records');
    expect(listTitle({ ...incident, texts: { ja: { title: '遅延', body: '' } } })).toBe('遅延');
  });
});
