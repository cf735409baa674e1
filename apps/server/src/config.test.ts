import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults: port 3000, ./data, sim', () => {
    expect(loadConfig({})).toMatchObject({ port: 3000, dataDir: './data', gateway: 'sim', databaseUrl: undefined });
  });

  it('fails fast naming every bad variable', () => {
    const bad = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', GAME_GATEWAY: 'real' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const text = (err as Error).message;
      for (const key of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'GAME_GATEWAY']) expect(text).toContain(key);
    }
  });

  it('refuses to run against a real game without its secrets', () => {
    expect(() => loadConfig({ GAME_GATEWAY: 'http', GAME_GATEWAY_URL: 'http://game.internal' })).toThrow(/SSO_SECRET/);
  });

  it('parses host-fixed editions', () => {
    expect(loadConfig({ HOST_EDITIONS: 'jp.example.com=jp, hk.example.com=hk' }).hostEditions).toEqual({ 'jp.example.com': 'jp', 'hk.example.com': 'hk' });
    expect(() => loadConfig({ HOST_EDITIONS: 'x=mars' })).toThrow(ConfigError);
  });

  it('runs several server processes only on a PostgreSQL server', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS.*DATABASE_URL/);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://127.0.0.1/x' }).workers).toBe(4);
    for (const bad of ['0', '65', '1.5', 'many']) expect(() => loadConfig({ WORKERS: bad, DATABASE_URL: 'postgres://127.0.0.1/x' })).toThrow(ConfigError);
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    expect(loadConfig({}).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/x' })).toThrow(/DATABASE_READ_URL.*DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://primary/x', DATABASE_READ_URL: 'mysql://replica/x' })).toThrow(/DATABASE_READ_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://primary/x', DATABASE_READ_URL: 'postgres://replica/x' }).databaseReadUrl).toBe('postgres://replica/x');
  });
});
