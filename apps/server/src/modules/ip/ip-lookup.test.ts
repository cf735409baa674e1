import { describe, expect, it } from 'vitest';
import { lookupIp, UNKNOWN_COUNTRY } from './ip-lookup.ts';

// Addresses whose country is stable (big networks' own, long-registered blocks), from the bundled data.
describe('IP lookup (bundled data, no network)', () => {
  it('places public IPv4 addresses by country', () => {
    expect(lookupIp('1.2.4.8')).toEqual({ code: 'CN', area: 'CN||' }); // CNNIC public DNS
    expect(lookupIp('8.8.8.8')).toEqual({ code: 'US', area: 'US||' });
    expect(lookupIp('133.242.0.3').code).toBe('JP');
    expect(lookupIp('202.67.240.1').code).toBe('HK');
  });

  it('places IPv6 and IPv4-mapped IPv6 addresses', () => {
    expect(lookupIp('2001:4860:4860::8888').code).toBe('US');
    expect(lookupIp('240e::1').code).toBe('CN');
    expect(lookupIp('::ffff:1.2.4.8').code).toBe('CN');
  });

  it('answers ZZ with empty fields for private, loopback and malformed addresses', () => {
    for (const ip of ['10.0.0.1', '172.20.1.1', '192.168.1.20', '100.64.0.1', '127.0.0.1', '::1', '::ffff:192.168.0.1', 'fd00::1', 'fe80::1', '', 'not-an-ip', '999.1.1.1']) {
      expect(lookupIp(ip)).toEqual({ code: UNKNOWN_COUNTRY, area: '||' });
    }
  });

  it('always has three pipe-separated fields', () => {
    for (const ip of ['1.2.4.8', '10.0.0.1', '240e::1']) expect(lookupIp(ip).area.split('|')).toHaveLength(3);
  });
});
