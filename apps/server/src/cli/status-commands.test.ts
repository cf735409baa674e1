import { describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { incidentLine, statusRequest } from './status-commands.ts';

describe('ops status command arguments', () => {
  it('maps incidents, post, post-file, resolve and reopen to their operator calls', () => {
    expect(statusRequest(['incidents'])).toEqual({ path: API.opsStatusIncidents });
    expect(statusRequest(['post', 'major', 'JP', 'records', 'late'])).toEqual({ path: API.opsStatusIncidents, body: { severity: 'major', texts: { en: { title: 'JP records late' } } } });
    const file = { severity: 'minor', texts: { ja: { title: '遅延', body: '' } } };
    expect(statusRequest(['post-file', 'i.json'], () => file)).toEqual({ path: API.opsStatusIncidents, body: file });
    expect(statusRequest(['resolve', '12'])).toEqual({ path: API.opsStatusIncidentUpdate, body: { id: 12, resolved: true } });
    expect(statusRequest(['reopen', '12'])).toEqual({ path: API.opsStatusIncidentUpdate, body: { id: 12, resolved: false } });
  });

  it('answers null for what is not one', () => {
    for (const args of [[], ['incidents', 'x'], ['post', 'huge', 'x'], ['post', 'major'], ['resolve'], ['resolve', '0'], ['resolve', 'abc'], ['resolve', '1', '2'], ['post-file']]) {
      expect(statusRequest(args, () => ({}))).toBeNull();
    }
  });

  it('prints an incident on one line', () => {
    expect(incidentLine({ id: 3, severity: 'major', texts: { en: { title: 'Late', body: '' }, ja: { title: '遅延', body: '' } }, startedAt: 'S', resolvedAt: null, updatedAt: 'U', by: 'alice' })).toBe('#3\tmajor\topen since S\ten,ja\tLate');
  });
});
