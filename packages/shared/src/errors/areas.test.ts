import { describe, expect, it } from 'vitest';
import { areaErrorKey, generalErrorKey } from './areas.ts';

describe('area error codes', () => {
  it('answers the mall its own codes for the general failures, and other paths the general ones', () => {
    expect(areaErrorKey('/api/score/order', 'systemError')).toBe('mallSystemError');
    expect(areaErrorKey('/api/score/me?x=1', 'loginRequired')).toBe('mallNotLoggedIn');
    expect(areaErrorKey('/api/score/order', 'paramError')).toBe('mallParamError');
    expect(areaErrorKey('/api/score/order', 'mallOutOfStock')).toBe('mallOutOfStock');
    expect(areaErrorKey('/api/scoreboard', 'paramError')).toBe('paramError');
    expect(areaErrorKey('/api/user/info', 'loginRequired')).toBe('loginRequired');
  });

  it('maps an area key back to the general one (what the app acts on)', () => {
    expect(generalErrorKey('mallNotLoggedIn')).toBe('loginRequired');
    expect(generalErrorKey('mallTooFrequent')).toBe('tooFrequent');
    expect(generalErrorKey('mallOutOfStock')).toBe('mallOutOfStock');
  });
});
