import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { EDITION_CODES, type EditionCode } from '@mecha/shared/editions';
import { parseHostList } from '@mecha/shared/app/hosts';
import { DEFAULT_APPROVAL_THRESHOLD } from '@mecha/shared/ops/roles';

// Development defaults, documented in README.md, accepted only while the game world is simulated.
export const DEV_SSO_SECRET = 'dev-sso-secret-change-me';
export const DEV_INGEST_SECRET = 'dev-ingest-secret-change-me';
export const DEV_SERVER_SECRET = 'dev-server-secret-change-me';
export const DEV_OPERATOR_TOKEN = 'dev-operator-token-change-me';
export const DEV_PAY_SANDBOX_SECRET = 'dev-pay-sandbox-secret-change-me';

const hostEditions = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const map: Record<string, EditionCode> = {};
    for (const pair of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
      const [host, edition] = pair.split('=').map((p) => p.trim());
      if (!host || !edition || !(EDITION_CODES as string[]).includes(edition)) {
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not host=edition (editions: ${EDITION_CODES.join(', ')})` });
        return z.NEVER;
      }
      map[host.toLowerCase()] = edition as EditionCode;
    }
    return map;
  });

const hostList = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const parsed = parseHostList(raw);
    if ('bad' in parsed) {
      ctx.addIssue({ code: 'custom', message: `"${parsed.bad}" is not a host name or *.domain` });
      return z.NEVER;
    }
    return parsed.hosts;
  });

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL');

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    // The built web app's folder; unset = apps/web/dist. Lets a second checkout or test run serve its own build.
    WEB_DIST: z.string().min(1).optional(),
    DATABASE_URL: postgresUrl.optional(),
    // A read replica of DATABASE_URL for the heavy record reads (decision 0196); unset = everything on the primary.
    DATABASE_READ_URL: postgresUrl.optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    GAME_GATEWAY: z.enum(['sim', 'http']).default('sim'),
    GAME_GATEWAY_URL: z.url().optional(),
    GAME_INGEST_SECRET: z.string().min(16).optional(),
    SSO_SECRET: z.string().min(16).optional(),
    SERVER_SECRET: z.string().min(16).optional(),
    OPERATOR_TOKEN: z.string().min(16).optional(),
    METRICS_TOKEN: z.string().min(16).max(200).optional(),
    SEED_CONTENT: z.stringbool().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HOST_EDITIONS: hostEditions,
    TRUST_PROXY: z.stringbool().default(false),
    WEBVIEW_HOSTS: hostList,
    IMAGE_HOSTS: hostList,
    IP_LANGUAGE_HOSTS: hostList,
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SIM_ROLE_COUNT: z.coerce.number().int().min(10).max(100_000).default(3000),
    SIM_HISTORY: z.stringbool().default(true),
    SIM_LIVE_PLAY: z.stringbool().default(true),
    SIM_CREDIT_OUTAGE: z.stringbool().default(false),
    PAY_SANDBOX_SECRET: z.string().min(16).optional(),
    PAY_WINDOW_S: z.coerce.number().int().min(60).max(86_400).default(900),
    MALL_EXCHANGES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
    OPS_APPROVAL_THRESHOLD: z.coerce.number().int().min(1).max(10_000_000).default(DEFAULT_APPROVAL_THRESHOLD),
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    // PEM files: set both and the server speaks HTTPS itself, HTTP/2 with HTTP/1.1 beside it (decision 0222).
    TLS_CERT_FILE: z.string().min(1).max(4096).optional(),
    TLS_KEY_FILE: z.string().min(1).max(4096).optional(),
  })
  .superRefine((env, ctx) => {
    // The embedded database lives in one process's memory and files: several processes need a PostgreSQL server.
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'needs DATABASE_URL (a replica of the embedded database cannot exist)' });
    if (env.WORKERS > 1 && !env.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['WORKERS'], message: 'above 1 needs DATABASE_URL (the embedded database serves one process)' });
    if (!env.TLS_CERT_FILE !== !env.TLS_KEY_FILE) {
      const [missing, given] = env.TLS_CERT_FILE ? ['TLS_KEY_FILE', 'TLS_CERT_FILE'] : ['TLS_CERT_FILE', 'TLS_KEY_FILE'];
      ctx.addIssue({ code: 'custom', path: [missing], message: `is needed with ${given} (a certificate and its key go together)` });
    }
    if (env.GAME_GATEWAY === 'http') {
      for (const key of ['GAME_GATEWAY_URL', 'GAME_INGEST_SECRET', 'SSO_SECRET', 'SERVER_SECRET', 'OPERATOR_TOKEN', 'PAY_SANDBOX_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when GAME_GATEWAY=http' });
      }
    }
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  webDist?: string;
  databaseUrl: string | undefined;
  /** A read replica of `databaseUrl` for the heavy record reads (decision 0196). */
  databaseReadUrl: string | undefined;
  redisUrl: string | undefined;
  gateway: 'sim' | 'http';
  gatewayUrl: string | undefined;
  ingestSecret: string;
  ssoSecret: string;
  /** Keys the captcha HMAC and the verification-code hashes. */
  serverSecret: string;
  /** Credential of the operator CLI (`Authorization: Operator <token>`). */
  operatorToken: string;
  /** Fill an empty site with the bundled articles, banners, version notes and gift packs (default: in sim mode). */
  seedContent: boolean;
  logLevel: string;
  hostEditions: Record<string, EditionCode>;
  trustProxy: boolean;
  /** Hosts the in-app webview may frame (official and partner sites); the edition hosts are added to them. */
  webviewHosts: string[];
  /** Hosts operator content may load images from, beside the site's own files. */
  imageHosts: string[];
  /** Hosts where the app picks its first language from the visitor's country (GET /api/ip; decision 0182). */
  ipLanguageHosts: string[];
  sessionTtlDays: number;
  simRoleCount: number;
  /** Whether the sim plays its seasons from 2024-12-09 on first start. */
  simHistory: boolean;
  /** Whether the sim keeps finishing matches while the server runs. */
  simLivePlay: boolean;
  /** Sim only: the game refuses every currency credit (rehearses an outage; paid orders wait in the outbox). */
  simCreditOutage: boolean;
  /** Signs the sandbox payment provider's notifications (POST /api/pay/notify/sandbox). */
  paySandboxSecret: string;
  /** The payment window of an order, in seconds (15 minutes unless configured). */
  payWindowS: number;
  /** Points-mall exchanges and draw entries one account may make per minute ("too frequent" beyond). */
  mallExchangesPerMinute: number;
  /** Point adjustments larger than this (absolute) wait for a second operator's approval. */
  opsApprovalThreshold: number;
  /** Bearer token of GET /metrics (the Prometheus scraper's); the operator token when unset. */
  metricsToken: string;
  /** Server processes `npm start` runs (node:cluster, one port); above 1 needs DATABASE_URL (and REDIS_URL for shared caches and limits). */
  workers: number;
  /** The certificate chain and key (PEM) when the server terminates TLS itself; unset = plain HTTP/1.1. */
  tls: { cert: string; key: string } | undefined;
};

export class ConfigError extends Error {}

/** The one message a bad environment stops the server with: a line per bad variable. */
const invalid = (lines: string[]) => new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);

/** Parses the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw invalid(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const e = parsed.data;
  const tls = e.TLS_CERT_FILE && e.TLS_KEY_FILE ? { cert: readPem('TLS_CERT_FILE', e.TLS_CERT_FILE), key: readPem('TLS_KEY_FILE', e.TLS_KEY_FILE) } : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    ...(e.WEB_DIST ? { webDist: e.WEB_DIST } : {}),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    redisUrl: e.REDIS_URL,
    gateway: e.GAME_GATEWAY,
    gatewayUrl: e.GAME_GATEWAY_URL,
    ingestSecret: e.GAME_INGEST_SECRET ?? DEV_INGEST_SECRET,
    ssoSecret: e.SSO_SECRET ?? DEV_SSO_SECRET,
    serverSecret: e.SERVER_SECRET ?? DEV_SERVER_SECRET,
    operatorToken: e.OPERATOR_TOKEN ?? DEV_OPERATOR_TOKEN,
    seedContent: e.SEED_CONTENT ?? e.GAME_GATEWAY === 'sim',
    logLevel: e.LOG_LEVEL,
    hostEditions: e.HOST_EDITIONS,
    trustProxy: e.TRUST_PROXY,
    webviewHosts: e.WEBVIEW_HOSTS,
    imageHosts: e.IMAGE_HOSTS,
    ipLanguageHosts: e.IP_LANGUAGE_HOSTS,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    simRoleCount: e.SIM_ROLE_COUNT,
    simHistory: e.SIM_HISTORY,
    simLivePlay: e.SIM_LIVE_PLAY,
    simCreditOutage: e.SIM_CREDIT_OUTAGE,
    paySandboxSecret: e.PAY_SANDBOX_SECRET ?? DEV_PAY_SANDBOX_SECRET,
    payWindowS: e.PAY_WINDOW_S,
    mallExchangesPerMinute: e.MALL_EXCHANGES_PER_MINUTE,
    opsApprovalThreshold: e.OPS_APPROVAL_THRESHOLD,
    metricsToken: e.METRICS_TOKEN ?? e.OPERATOR_TOKEN ?? DEV_OPERATOR_TOKEN,
    workers: e.WORKERS,
    tls,
  };
}

/** A PEM file named by `variable`, read at start so a wrong path stops the server with its name, not at listen. */
function readPem(variable: string, file: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw invalid([`${variable}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`]);
  }
  if (!text.includes('-----BEGIN ')) throw invalid([`${variable}: ${file} is not a PEM file`]);
  return text;
}

/** A config for tests: sim mode, silent, no network services unless given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', SIM_ROLE_COUNT: '200', SIM_HISTORY: 'false', SEED_CONTENT: 'false' }), ...overrides };
}
