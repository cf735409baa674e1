import { describe, expect, it } from 'vitest';
import { API } from '@mecha/shared/api-paths';
import { maintenanceRequest, switchLine } from './maintenance-commands.ts';

describe('ops maintenance command arguments', () => {
  it('maps list, on and off to their operator calls', () => {
    expect(maintenanceRequest(['list'])).toEqual({ path: API.opsMaintenance });
    expect(maintenanceRequest(['on', 'mall', 'stock', 'recount'])).toEqual({ path: API.opsMaintenanceOn, body: { feature: 'mall', reason: 'stock recount' } });
    expect(maintenanceRequest(['on', 'pay', 'provider', '--until', '2026-12-01T08:00:00Z', 'outage'])).toEqual({
      path: API.opsMaintenanceOn,
      body: { feature: 'pay', reason: 'provider outage', until: '2026-12-01T08:00:00Z' },
    });
    expect(maintenanceRequest(['off', 'mall', 'done'])).toEqual({ path: API.opsMaintenanceOff, body: { feature: 'mall', reason: 'done' } });
  });

  it('answers null for what is not one (unknown feature, no reason, a dangling --until)', () => {
    for (const args of [[], ['list', 'x'], ['on', 'chat', 'why'], ['on', 'mall'], ['off', 'mall'], ['on', 'mall', 'why', '--until'], ['off', 'mall', 'why', '--until', 'x']]) {
      expect(maintenanceRequest(args)).toBeNull();
    }
  });

  it('prints a switch on one line', () => {
    expect(switchLine({ feature: 'news', reason: 'reindex', until: null, since: '2026-11-26T09:00:00.000Z', by: 'alice' })).toBe('news\tunder repair since 2026-11-26T09:00:00.000Z\tby alice\treindex');
  });
});
