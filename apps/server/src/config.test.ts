import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { selfSignedCert } from '../test/self-signed-cert.ts';
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

  it('terminates TLS only with a readable certificate and its key', () => {
    expect(loadConfig({}).tls).toBeUndefined();
    const { dir, certFile, keyFile } = selfSignedCert();
    try {
      const tls = loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile }).tls;
      expect(tls?.cert).toContain('-----BEGIN CERTIFICATE-----');
      expect(tls?.key).toContain('-----BEGIN PRIVATE KEY-----');
      expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow(/TLS_KEY_FILE: is needed with TLS_CERT_FILE/);
      expect(() => loadConfig({ TLS_KEY_FILE: keyFile })).toThrow(/TLS_CERT_FILE: is needed with TLS_KEY_FILE/);
      expect(() => loadConfig({ TLS_CERT_FILE: path.join(dir, 'missing.pem'), TLS_KEY_FILE: keyFile })).toThrow(/TLS_CERT_FILE: cannot read .*missing\.pem \(ENOENT\)/);
      const notPem = path.join(dir, 'not.pem');
      writeFileSync(notPem, 'hello');
      expect(() => loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: notPem })).toThrow(/TLS_KEY_FILE: .* is not a PEM file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    expect(loadConfig({}).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/x' })).toThrow(/DATABASE_READ_URL.*DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://primary/x', DATABASE_READ_URL: 'mysql://replica/x' })).toThrow(/DATABASE_READ_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://primary/x', DATABASE_READ_URL: 'postgres://replica/x' }).databaseReadUrl).toBe('postgres://replica/x');
  });
});
