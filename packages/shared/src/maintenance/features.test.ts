import { describe, expect, it } from 'vitest';
import { API } from '../api-paths.ts';
import { maintenanceFeatureOf } from './features.ts';

describe('maintenance feature of a call', () => {
  it('puts each player call under its feature', () => {
    expect(maintenanceFeatureOf(API.battleSummary)).toBe('record');
    expect(maintenanceFeatureOf(API.rankingList)).toBe('record');
    expect(maintenanceFeatureOf(API.cmsNews)).toBe('news');
    expect(maintenanceFeatureOf(`${API.newsSearch}?q=x`)).toBe('news');
    expect(maintenanceFeatureOf('/api/like/:id')).toBe('news');
    expect(maintenanceFeatureOf(API.welfareStatus)).toBe('welfare');
    expect(maintenanceFeatureOf(API.paySkuList)).toBe('pay');
    expect(maintenanceFeatureOf(API.actStatus)).toBe('pay');
    expect(maintenanceFeatureOf(API.scoreProduct)).toBe('mall');
    expect(maintenanceFeatureOf(API.oneYearStatus)).toBe('annual');
    expect(maintenanceFeatureOf(API.compMyTeam)).toBe('competition');
  });

  it('never switches off login, sessions, operators, health, app-config or provider notifications', () => {
    for (const path of [API.login, API.codeSend, API.roleInfo, API.userInfo, API.myRoles, API.selectRole, API.bindRole, API.actLogin, API.payAuth, `${API.payNotify}/sandbox`, API.health, API.appConfig, API.maintenance, API.ip, API.opsMaintenanceOn, '/api/ops/mall/products', API.messageList]) {
      expect(maintenanceFeatureOf(path)).toBeNull();
    }
  });
});
