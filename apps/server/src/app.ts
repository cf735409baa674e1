import { fileURLToPath } from 'node:url';
import type { Http2SecureServer } from 'node:http2';
import Fastify, { LogController, type FastifyHttp2SecureOptions, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createDb, type Db } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { GameGateway } from './game/gateway.ts';
import { HttpGameGateway } from './game/http-gateway.ts';
import { simDevRoutes } from './game/sim/dev.routes.ts';
import { LivePlay } from './game/sim/live-play.ts';
import { SimGameGateway } from './game/sim/sim-gateway.ts';
import { HistoryCollector } from './modules/record/history-loader.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { NotifyService } from './modules/pay/notify.service.ts';
import { notifyRoutes } from './modules/pay/notify.routes.ts';
import { PayOpsService } from './modules/pay/ops.service.ts';
import { PayCatalogue } from './modules/pay/catalogue.ts';
import { payOpsRoutes } from './modules/pay/ops.routes.ts';
import { payRoutes } from './modules/pay/pay.routes.ts';
import { PayService } from './modules/pay/pay.service.ts';
import { sandboxRoutes } from './modules/pay/sandbox.routes.ts';
import { seedPay } from './modules/pay/seed.ts';
import { timeOutDue } from './modules/pay/timeout.job.ts';
import { TopupCheck } from './modules/pay/topup-check.ts';
import { ActEvents } from './modules/act/act-events.ts';
import { actRoutes } from './modules/act/act.routes.ts';
import { ActService } from './modules/act/act.service.ts';
import { ClaimService } from './modules/act/claim.service.ts';
import { forfeitDue } from './modules/act/forfeit.job.ts';
import { actOpsRoutes } from './modules/act/ops.routes.ts';
import { ActOpsService } from './modules/act/ops.service.ts';
import { RoleMarkets } from './modules/act/role-market.ts';
import { seedActEvents } from './modules/act/seed.ts';
import { sameOriginSessionRoutes } from './modules/act/session.routes.ts';
import { AnnualEvents } from './modules/annual/annual-events.ts';
import { forfeitAnnualDue } from './modules/annual/forfeit.job.ts';
import { registerAnnualOps } from './modules/annual/ops/register.ts';
import { registerAnnual } from './modules/annual/register.ts';
import { MemoriesReports } from './modules/annual/report/memories-reports.ts';
import { seedAnnual } from './modules/annual/seed.ts';
import { registerCompetitionOps } from './modules/competition/ops/register.ts';
import { registerCompetition } from './modules/competition/register.ts';
import { seedCompetition } from './modules/competition/seed.ts';
import { registerMall } from './modules/mall/register.ts';
import { registerMallOps } from './modules/mall/ops/register.ts';
import { registerOpsOverview } from './modules/ops-overview/register.ts';
import { seedMall } from './modules/mall/seed.ts';
import { drawDueJob } from './modules/mall/draw/draw.job.ts';
import { ingestRoutes } from './modules/record/ingest.routes.ts';
import { IngestService } from './modules/record/ingest.service.ts';
import { recordRoutes } from './modules/record/record.routes.ts';
import { runDecay } from './modules/record/decay.job.ts';
import { ingestRepository } from './modules/record/ingest.repository.ts';
import { JobHolds, scheduleJobs } from './platform/jobs.ts';
import { sendCheckinNotices } from './modules/competition/checkin-notice.job.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { NewsService } from './modules/news/news.service.ts';
import { newsOpsRoutes } from './modules/news/ops.routes.ts';
import { newsOpsReadRoutes } from './modules/news/ops-articles.routes.ts';
import { inboxOpsRoutes } from './modules/inbox/ops.routes.ts';
import { welfareOpsRoutes } from './modules/welfare/ops.routes.ts';
import { PublishService } from './modules/news/publish.service.ts';
import { seedNews } from './modules/news/seed.ts';
import { refreshRates } from './modules/rates/rates.job.ts';
import { ratesRoutes } from './modules/rates/rates.routes.ts';
import { RatesService } from './modules/rates/rates.service.ts';
import { InboxService } from './modules/inbox/inbox.service.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { FeedbackService } from './modules/inbox/feedback.service.ts';
import { deliverDue } from './modules/welfare/delivery.job.ts';
import { seedPacks } from './modules/welfare/packs.ts';
import { welfareRoutes } from './modules/welfare/welfare.routes.ts';
import { WelfareService } from './modules/welfare/welfare.service.ts';
import { RedeemService } from './modules/welfare/redeem.service.ts';
import { RoleZones } from './modules/welfare/role-zones.ts';
import { SigninService } from './modules/welfare/signin.service.ts';
import { WeeklyRewardService } from './modules/welfare/weekly.service.ts';
import { RecordService } from './modules/record/record.service.ts';
import { Standing } from './modules/record/standing.ts';
import { AccountService } from './modules/account/account.service.ts';
import { Captcha, DEFAULT_CAPTCHA, type CaptchaOptions } from './modules/account/captcha.ts';
import { CodeService } from './modules/account/code.service.ts';
import { RoleDirectory } from './modules/account/role-directory.ts';
import { SessionService } from './modules/account/session.service.ts';
import { OffsetClock, systemClock, type Clock } from './platform/clock.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './platform/error-handler.ts';
import { guardedValidatorCompiler } from './platform/input-guard.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { i18nPlugin } from './platform/i18n.ts';
import { loggerOptions } from './platform/logger.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { registerStatic } from './platform/static.ts';
import { registerCompression } from './platform/compression.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { webInlineScriptSources } from './platform/inline-scripts.ts';
import { registerOperators } from './modules/operators/register.ts';
import { registerAuditFallback } from './platform/audit-log.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { approvalsRoutes } from './modules/approvals/approvals.routes.ts';
import { ipRoutes } from './modules/ip/ip.routes.ts';
import { installMaintenanceHook } from './modules/maintenance/maintenance.hook.ts';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.ts';
import { ApiMinutes, pruneApiMinutes } from './platform/api-latency.ts';
import { CacheBus } from './platform/cache-bus.ts';
import { ReadDb } from './platform/read-db.ts';
import { ensureSeasonPartitions } from './modules/record/season-partitions.ts';
import { installMetrics } from './platform/metrics.ts';
import { closeHttp2SessionsOnClose } from './platform/http2-sessions.ts';
import { IncidentsService } from './modules/status/incidents.service.ts';
import { statusRepository } from './modules/status/status.repository.ts';
import { statusOpsRoutes } from './modules/status/status-ops.routes.ts';
import { statusRoutes } from './modules/status/status.routes.ts';
import { StatusService } from './modules/status/status.service.ts';
import { MaintenanceService } from './modules/maintenance/maintenance.service.ts';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** A database already migrated (tests); otherwise one is opened from the config and migrated. */
  db?: Db;
  /** Stands for the read replica (tests); otherwise DATABASE_READ_URL's, or the primary when that is unset. */
  readDb?: Db;
  captcha?: Partial<Omit<CaptchaOptions, 'secret'>>;
  /** Prefix of shared Redis keys; tests give each app its own. */
  redisNamespace?: string;
  /** Keep the simulated game playing matches while the server runs (the server does; tests do not). */
  simLivePlay?: boolean;
  /** Run background jobs (decay, clean-ups) on timers; tests call the jobs themselves. */
  runJobs?: boolean;
  /** Where the built web app lives; `false` serves none. */
  webRoot?: string | false;
}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server as one Fastify instance, without listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const serverOptions = {
    logger: loggerOptions(config.logLevel),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    // Per-request lines only when debugging: at info level they would cost a third of the throughput.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    // Refusals made before a route runs (undecodable URLs, over-long path segments, what Node's parser rejects)
    // answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
  };
  // With a certificate the server speaks HTTPS itself: HTTP/2 to browsers, which then fetch a first load's ~25
  // files over one connection instead of six, and HTTP/1.1 beside it for clients that do not offer h2 (decision
  // 0222). Every route uses Fastify's own request and reply, which are the same over both, hence the cast.
  const app: FastifyInstance = config.tls
    ? (Fastify({
        ...serverOptions,
        http2: true,
        https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key },
      } as unknown as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance)
    : Fastify(serverOptions);
  if (config.tls) closeHttp2SessionsOnClose(app);
  app.setValidatorCompiler(guardedValidatorCompiler);
  // Requests are validated against their zod schemas; responses are typed against theirs at compile time and
  // sent with plain JSON.stringify: re-validating our own output on every response cost most of the throughput.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const ownsDb = !options.db;
  const opened = options.db ? undefined : createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const db = options.db ?? opened!.db;
  const ownsReadDb = !options.readDb && !!config.databaseReadUrl;
  const readDb = options.readDb ?? (config.databaseReadUrl ? createDb({ databaseUrl: config.databaseReadUrl }).db : db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  app.addHook('onClose', async () => {
    if (redis) await redis.quit().catch(() => undefined);
    if (ownsDb) await db.destroy();
    if (ownsReadDb) await readDb.destroy();
  });
  if (ownsDb) await migrateToLatest(db);
  // Before anything ingests: each season's match partitions (decision 0197).
  await ensureSeasonPartitions(db, clock);
  const bus = new CacheBus(redis, `${options.redisNamespace ?? 'mecha'}:cache`, (err) => app.log.warn({ err }, 'cache bus'));
  await bus.start();
  app.addHook('onClose', async () => bus.stop());

  const sim = config.gateway === 'sim' ? new SimGameGateway(db, clock, config.simCreditOutage) : undefined;
  // The sim hands its first-start history to the record module's bulk ingest, as a game server posts to ingest.
  if (sim) await sim.ensureWorld(config.simRoleCount, config.simHistory && new HistoryCollector(db), (msg, figures) => app.log.info(figures, msg));
  const gateway: GameGateway = sim ?? new HttpGameGateway(config.gatewayUrl as string, config.ingestSecret, clock);

  const roles = new RoleDirectory(db, gateway);
  const codes = new CodeService(db, gateway, clock, config.serverSecret);
  const sessions = new SessionService(db, clock, config.sessionTtlDays);
  const accounts = new AccountService(db, clock, roles, codes, sessions, config.ssoSecret);
  const reads = new ReadDb(db, readDb, clock);
  const records = new RecordService(reads, clock, new Standing(reads.replica));
  const annualEvents = new AnnualEvents(db);
  const memories = new MemoriesReports(db, clock);
  // Roles whose matches arrived: their cached records and memories are dropped in every process (one bus message
  // per batch, decision 0192).
  const changedRoles = {
    forget(uids: string[]) {
      uids.forEach((uid) => records.forget(uid));
      memories.forget(uids);
    },
  };
  bus.share('record-roles', changedRoles, 'forget');
  const ingest = new IngestService(db, clock, (uids) => changedRoles.forget(uids));
  const news = new NewsService(db, clock);
  const publish = new PublishService(db, clock, config.imageHosts);
  if (config.seedContent) {
    await seedNews(db, publish);
    await seedPacks(db);
    await seedPay(db);
    await seedActEvents(db);
    await seedMall(db);
    await seedAnnual(db, clock);
    await seedCompetition(db, clock, { sim: sim !== undefined });
  }
  const captcha = new Captcha({ ...DEFAULT_CAPTCHA, ...options.captcha, secret: config.serverSecret }, redis);

  const webRoot = options.webRoot ?? config.webDist ?? DEFAULT_WEB_ROOT;
  await registerSecurityHeaders(app, config, webInlineScriptSources(webRoot));
  await registerCompression(app);
  await app.register(i18nPlugin);
  // Operator routes set these in their guard (platform/operator-guard.ts); everywhere else they stay as here.
  app.decorateRequest('operator', null);
  app.decorateRequest('opsAudited', false);
  registerAuditFallback(app, db, clock);
  installErrorHandling(app);
  // Before every route, so its hook counts them all (decision 0191).
  const apiMinutes = new ApiMinutes(db, () => clock.now(), (err) => app.log.warn({ err }, 'status: could not write API minutes'));
  installMetrics(app, {
    token: config.metricsToken,
    pool: opened?.pool,
    queues: () => statusRepository.queues(db, clock.now()),
    newestEndedAt: () => statusRepository.newestEndedAt(db),
    now: () => clock.now(),
    apiMinutes,
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await registerRateLimit(app, redis, `${options.redisNamespace ?? 'mecha'}:rl:`);
  await registerOpenApi(app);
  // Before every route, so the one hook covers them all (decision 0053).
  const maintenance = new MaintenanceService(db, clock);
  installMaintenanceHook(app, maintenance);

  await app.register(healthRoutes({ db, readDb: reads.separate ? readDb : undefined, redis, gateway: gateway.mode, hostEditions: config.hostEditions, webviewHosts: config.webviewHosts, ipLanguageHosts: config.ipLanguageHosts }));
  await app.register(ipRoutes());
  await app.register(accountRoutes({ accounts, sessions, roles, captcha }));
  await app.register(recordRoutes({ records, accounts, sessions, roles }));
  await app.register(newsRoutes({ news, accounts, sessions }));
  const zones = new RoleZones(roles);
  const redeem = new RedeemService(db, clock, zones);
  await app.register(
    welfareRoutes({
      welfare: new WelfareService(db, clock, zones),
      signin: new SigninService(db, clock, zones),
      weekly: new WeeklyRewardService(db, clock, zones, records),
      redeem,
      accounts,
      sessions,
    }),
  );
  const feedback = new FeedbackService(db, clock);
  await app.register(inboxRoutes({ inbox: new InboxService(db, clock), feedback, accounts, sessions }));
  await app.register(ratesRoutes({ rates: new RatesService(db) }));
  const payCatalogue = new PayCatalogue(db);
  const topupCheck = new TopupCheck(db, roles, clock, payCatalogue);
  await app.register(payRoutes({ pay: new PayService(db, clock, roles, topupCheck, payCatalogue, config.payWindowS), checker: topupCheck, accounts, sessions }));
  await app.register(notifyRoutes({ db, notify: new NotifyService(db, clock, payCatalogue), clock, secret: config.paySandboxSecret }));
  await app.register(sandboxRoutes({ db, roles, clock, secret: config.paySandboxSecret, inject: (opts) => app.inject(opts) }));
  // Operators: their own sessions and tokens, then the bootstrap credential (decision 0043).
  const operatorAuth = await registerOperators(app, { db, clock, operatorToken: config.operatorToken, seedDev: config.seedContent && sim !== undefined });
  await app.register(payOpsRoutes({ ops: new PayOpsService(db, clock, payCatalogue), operatorAuth }));
  const actEvents = new ActEvents(db);
  const act = new ActService(db, clock, actEvents, new RoleMarkets(roles));
  await app.register(sameOriginSessionRoutes({ accounts, sessions }));
  await app.register(actRoutes({ act, claims: new ClaimService(db, clock, actEvents, act), accounts, sessions }));
  await app.register(actOpsRoutes({ ops: new ActOpsService(db, clock, actEvents), operatorAuth }));
  const mall = await registerMall(app, { db, clock, roles, accounts, sessions, exchangesPerMinute: config.mallExchangesPerMinute });
  await registerMallOps(app, { db, clock, operatorAuth, approvalThreshold: config.opsApprovalThreshold, catalogue: mall.catalogue });
  await app.register(auditRoutes({ db, operatorAuth }));
  await app.register(approvalsRoutes({ db, clock, operatorAuth }));
  await registerAnnual(app, { db, clock, roles, accounts, sessions, events: annualEvents, reports: memories, secret: config.serverSecret });
  await registerAnnualOps(app, { db, clock, events: annualEvents, reports: memories, operatorAuth });
  await registerCompetition(app, { db, clock, roles, accounts, sessions });
  await registerCompetitionOps(app, { db, clock, operatorAuth });
  await app.register(newsOpsRoutes({ publish, operatorAuth }));
  await app.register(newsOpsReadRoutes({ db, clock, operatorAuth }));
  await app.register(welfareOpsRoutes({ redeem, db, clock, operatorAuth }));
  await app.register(inboxOpsRoutes({ feedback, operatorAuth }));
  await registerOpsOverview(app, { db, clock, operatorAuth });
  await app.register(maintenanceRoutes({ maintenance, operatorAuth }));
  // A posted incident shows on every process's page at once (the status cache is shared below).
  let status: StatusService | undefined = undefined;
  const incidents = new IncidentsService(db, clock, () => status?.forget());
  status = new StatusService(db, clock, incidents);
  // Caches a change must reach in every server process (decision 0192): the process that made the change calls
  // forget, and the bus runs the same call in the others. The rest of the caches expire within seconds.
  bus.share('session', sessions, 'forgetToken');
  bus.share('act-progress', act, 'forget');
  bus.share('act-events', actEvents, 'forget');
  bus.share('annual-events', annualEvents, 'forget');
  bus.share('pay-catalogue', payCatalogue, 'forget');
  bus.share('mall-catalogue', mall.catalogue, 'forget');
  bus.share('maintenance', maintenance, 'forget');
  bus.share('status', status, 'forget');
  await app.register(statusRoutes({ status }));
  await app.register(statusOpsRoutes({ incidents, operatorAuth }));
  await app.register(ingestRoutes({ db, ingest, clock, secret: config.ingestSecret }));
  const jobHolds = new JobHolds();
  if (sim) await app.register(simDevRoutes(sim, clock instanceof OffsetClock ? clock : undefined, jobHolds));
  if (sim && options.simLivePlay) {
    const live = new LivePlay(app, db, clock, config.ingestSecret, config.simRoleCount);
    app.addHook('onReady', async () => live.start());
    app.addHook('onClose', async () => live.stop());
  }

  if (options.runJobs) {
    apiMinutes.start();
    app.addHook('onClose', async () => apiMinutes.stop());
    scheduleJobs(app, [
      { name: 'ladder-decay', everyMs: 10 * 60_000, run: () => runDecay(db, clock) },
      { name: 'season-partitions', everyMs: 6 * 3600_000, run: () => ensureSeasonPartitions(db, clock) },
      { name: 'character-rates', everyMs: 10 * 60_000, run: () => refreshRates(db, clock) },
      { name: 'reward-mail', everyMs: 2000, run: () => deliverDue(db, gateway, clock) },
      { name: 'ingest-signatures', everyMs: 10 * 60_000, run: () => ingestRepository.forgetSignaturesBefore(db, new Date(clock.now().getTime() - 3600_000)) },
      { name: 'used-sso-tokens', everyMs: 10 * 60_000, run: () => accounts.forgetSpentSsoTokens() },
      { name: 'pay-timeouts', everyMs: 5000, run: () => timeOutDue(db, clock) },
      { name: 'act-forfeit', everyMs: 60_000, run: () => forfeitDue(db, clock) },
      { name: 'mall-draws', everyMs: 5000, run: () => drawDueJob(db, clock, mall.catalogue) },
      { name: 'annual-forfeit', everyMs: 60_000, run: () => forfeitAnnualDue(db, clock) },
      { name: 'annual-histogram', everyMs: 10 * 60_000, run: () => memories.refreshHistograms() },
      { name: 'comp-checkin-notices', everyMs: 60_000, run: () => sendCheckinNotices(db, clock) },
      { name: 'status-minutes-prune', everyMs: 60 * 60_000, run: () => pruneApiMinutes(db, clock.now()) },
    ], jobHolds);
  }

  if (webRoot) await registerStatic(app, webRoot);
  return app;
}
