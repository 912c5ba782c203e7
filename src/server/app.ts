import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth.ts';
import { registerHashingAdmission } from './auth/hashing-admission.ts';
import { registerHeavyWork } from './fair-use/heavy-work.ts';
import { createPasswordHasher, type ScryptCost } from './auth/password-hash.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import { createUserEventBus, type UserEventBus } from './live/user-events.ts';
import { mailboxRoutes } from './mail/mailbox.routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { registerObservability } from './observability/observability.ts';
import { loggerOptions } from './observability/logger.ts';
import { RequestLog } from './observability/request-log.ts';
import { paceUpgrades } from './live/live-upgrades.ts';
import { registerClientLimit } from './market-data/client-limit.ts';
import { marketDataHttpError } from './market-data/market-data-errors.ts';
import type { MarketDataService } from './market-data/service/market-data.service.ts';
import type { LiveUser } from './market-data/service/live-hub.ts';
import { resolveSessionUser } from './auth/sessions.ts';
import { queryExecutor } from './db/transactions.ts';
import { createWriteHealth } from './db/write-health.ts';
import type { UserDataDeps } from './live/user-data-deps.ts';
import { features } from './features/index.ts';
import { createAccountData } from './platform/account-data.ts';
import { setUpFeatures } from './platform/set-up-features.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { capConnectionsPerAddress } from './plugins/connection-cap.ts';
import { answerFrameworkError, answerNotFound, registerErrorHandling } from './plugins/errors.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerSecurityHeaders, securityHeaders } from './plugins/security.ts';
import { registerSharedAnswers } from './plugins/shared-answers.ts';
import { registerStorableInputCheck } from './plugins/storable-input.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** createMarketDataService(...); the app closes it (and its provider) when it closes. */
  marketData: MarketDataService;
  /** Who is signed in on a live-stream upgrade; default: the request's session. */
  resolveUser?: (request: FastifyRequest) => Promise<LiveUser | null>;
  /** Directory of the built client (dist/client). Tests that only use the API leave it out. */
  clientDir?: string;
  /** main.ts passes the logger it booted with; otherwise one is made from config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Signs sessions and tokens: config.authSecret, else the one generated into DATA_DIR. */
  authSecret?: string;
  /** Default: SMTP_URL's server, else the outbox table. */
  mailer?: Mailer;
  /** Default: a LISTEN/NOTIFY bus on `database`, closed with the app. */
  userEvents?: UserEventBus;
  /** main.ts shares one with the market-data layer and the live hub; otherwise a fresh one. */
  metrics?: Metrics;
  /**
   * The background jobs (price alerts' engine, mail and schedules on pg-boss). Default on; the
   * test kit turns them off for files that do not test them (pg-boss's tables per test database
   * cost seconds each).
   */
  backgroundJobs?: boolean;
  /** scrypt's cost for new hashes: production's unless the test kit's (decision 048). */
  passwordHashCost?: ScryptCost;
}

/** Everything the server does, without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const { db } = deps.database;
  const https = config.baseUrl.startsWith('https:');
  const headers = await securityHeaders({ https });
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config) }),
    genReqId: () => randomUUID(),
    // One line per request, with the request's and the answer's fields (docs/decisions/043).
    logController: new RequestLog(),
    bodyLimit: 64 * 1024,
    // X-Forwarded-For counts only when the connection comes from a configured proxy.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSharedAnswers(app, headers); // the first onRequest hook: what it sends skips the rest
  // Before any route is registered, so the check runs for every one of them.
  registerStorableInputCheck(app);
  // Callback hooks on every request's path: an async one costs a promise and a turn each.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // What writes meet (read-only, disk full): the error handler, /api/ready and /api/health.
  const writeHealth = createWriteHealth(deps.database);
  // Before any plugin with routes: a plugin keeps the error handler it was registered under.
  registerErrorHandling(app, {
    writeHealth,
    pingDatabase: () => deps.database.ping(1_000),
    databaseRecentlyLost: () => Date.now() - deps.database.lastConnectionLossAt() < 10_000,
  });
  await registerObservability(app, {
    metrics: deps.metrics ?? createMetrics(),
    database: deps.database,
    writeHealth,
    marketData: deps.marketData,
    metricsToken: config.metricsToken,
  });
  registerSecurityHeaders(app, headers);
  registerOriginCheck(app, config);

  const authSecret = deps.authSecret ?? config.authSecret;
  if (!authSecret) throw new Error('buildApp needs an auth secret (AUTH_SECRET or secrets.json)');
  const mailer = deps.mailer ?? createMailer(config, deps.database);
  const userEvents =
    deps.userEvents ?? createUserEventBus({ database: deps.database, log: app.log });
  // Each client's share of upstream calls; its own symbols go first (decision 015).
  const marketAccess = await registerClientLimit(app, {
    database: deps.database,
    limit: { max: config.marketClientLimitPerMinute, windowMs: 60_000 },
    ownsSymbol: (userId, symbol) => installed.ownsSymbol(userId, symbol),
  });
  const userData: UserDataDeps = {
    db,
    // A full upstream limiter is a 503 with Retry-After here too, never a 500 (decision 015).
    symbolExists: async (symbol, userId) => {
      try {
        return (
          (await deps.marketData.quote(symbol, marketAccess.accessOfUser(userId))).quote !== null
        );
      } catch (error) {
        throw marketDataHttpError(error);
      }
    },
    isinSymbol: async (isin, userId) => {
      try {
        return await deps.marketData.isinListing(isin, marketAccess.accessOfUser(userId));
      } catch (error) {
        throw marketDataHttpError(error);
      }
    },
    publish: (tx, userId, event) => userEvents.publish(queryExecutor(tx), userId, event),
  };
  // Every user event, from any server process, reaches that user's open tabs; 'signed-out'
  // also closes the streams of the ended session(s) (docs/decisions/013-live-stream-abuse.md).
  const stopRelay = userEvents.subscribe((userId, event, sessionId) => {
    const { liveHub } = deps.marketData;
    if (event.type === 'signed-out') liveHub.endSessions(userId, sessionId);
    else liveHub.sendToUser(userId, { type: 'user-event', event });
  });
  const passwordHasher = createPasswordHasher({ cost: deps.passwordHashCost });
  registerHashingAdmission(app);
  // Each user's lane for work that grows with their data (docs/decisions/073).
  registerHeavyWork(app);
  const {
    auth,
    send: sendMail,
    settled: mailSettled,
  } = createAuth({
    config,
    database: deps.database,
    mailer,
    log: app.log,
    secret: authSecret,
    passwordHasher,
    onPasswordReset: (userId) => installed.services.accounts.logOutAllDevices(userId),
  });
  app.decorate('auth', auth);
  app.addHook('onClose', async () => {
    stopRelay();
    await mailSettled();
    if (!deps.mailer) await mailer.close();
    if (!deps.userEvents) await userEvents.close();
    await passwordHasher.close();
  });

  // The features, each from its own folder (docs/decisions/088).
  const installed = await setUpFeatures(
    app,
    {
      config,
      database: deps.database,
      authSecret,
      https,
      writeHealth,
      marketData: deps.marketData,
      marketAccess,
      resolveLiveUser: deps.resolveUser ?? resolveSessionUser,
      userEvents,
      userData,
      mailer,
      sendMail,
      passwordHasher,
      backgroundJobs: deps.backgroundJobs ?? true,
      // Everything of an account, each feature's part (docs/decisions/030).
      accountData: createAccountData(),
    },
    features,
  );
  // Their routes in list order; those marked afterLiveStream wait for the websocket plugin.
  await installed.registerRoutes(false);
  await app.register(mailboxRoutes({ database: deps.database, baseUrl: config.baseUrl, config }));

  // Before the websocket plugin's own preClose, so open streams hear 'reconnect' first.
  app.addHook('preClose', async () => deps.marketData.liveHub.shutdown());
  app.addHook('onClose', async () => deps.marketData.close());
  // Open connections per client address, counted as they open (docs/decisions/068).
  capConnectionsPerAddress(app.server, {
    max: config.maxConnectionsPerAddress,
    trustedProxies: config.trustProxy,
  });
  // Upgrades reach @fastify/websocket a few per event-loop turn (docs/decisions/013).
  const liveUpgrades = paceUpgrades(app.server);
  app.addHook('preClose', async () => liveUpgrades.stop());
  await app.register(websocket, { options: { maxPayload: 16 * 1024, server: liveUpgrades.relay } });
  await installed.registerRoutes(true);

  if (deps.clientDir) {
    await registerClientApp(app, deps.clientDir, {
      pageSession: installed.services.accounts.pageSession,
    });
  } else {
    app.setNotFoundHandler(answerNotFound);
  }

  return app;
}
