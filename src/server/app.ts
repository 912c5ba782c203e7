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
import { createDeviceCookies } from './auth/device-cookie.ts';
import { registerHashingAdmission } from './auth/hashing-admission.ts';
import { registerHeavyWork } from './fair-use/heavy-work.ts';
import { createPasswordHasher, type ScryptCost } from './auth/password-hash.ts';
import { createRateLimiter } from './auth/rate-limiter.ts';
import { createSignInGuard } from './auth/sign-in-guard.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import { createAccountService } from './features/accounts/account.service.ts';
import { authRoutes } from './features/accounts/auth.routes.ts';
import { meRoutes } from './features/accounts/me.routes.ts';
import { pageSessionReader } from './features/accounts/page-session.ts';
import { createSignUpService } from './features/accounts/sign-up.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createUserEventBus, type UserEventBus } from './live/user-events.ts';
import { mailboxRoutes } from './mail/mailbox.routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { registerObservability } from './observability/observability.ts';
import { loggerOptions } from './observability/logger.ts';
import { RequestLog } from './observability/request-log.ts';
import { liveRoutes } from './features/market-data/live.routes.ts';
import { paceUpgrades } from './features/market-data/live-upgrades.ts';
import { marketRoutes } from './features/market-data/market.routes.ts';
import { registerClientLimit } from './features/market-data/client-limit.ts';
import { marketDataHttpError } from './features/market-data/market-data-errors.ts';
import type { MarketDataService } from './market-data/service/market-data.service.ts';
import type { LiveUser } from './market-data/service/live-hub.ts';
import { resolveSessionUser } from './auth/sessions.ts';
import { queryExecutor } from './db/transactions.ts';
import { createExportRunner } from './features/portfolio/import/export-runner.ts';
import { createWriteHealth } from './db/write-health.ts';
import { importRoutes } from './features/portfolio/import/import.routes.ts';
import { createImportService } from './features/portfolio/import/import.service.ts';
import { portfolioRoutes } from './features/portfolio/portfolio.routes.ts';
import { createCorporateActionsService } from './features/portfolio/corporate-actions.service.ts';
import { createHoldingsService } from './features/portfolio/holdings.service.ts';
import { createLedgerService } from './features/portfolio/ledger.service.ts';
import { createPerformanceService } from './features/portfolio/performance.service.ts';
import { createPortfolioPool } from './features/portfolio/portfolio-pool.ts';
import { createPortfolioService } from './features/portfolio/portfolio.service.ts';
import { accountExport } from './account-export.ts';
import { registerAlerts } from './features/alerts/register-alerts.ts';
import { preferencesRoutes } from './features/preferences/preferences.routes.ts';
import { createPreferencesService } from './features/preferences/preferences.service.ts';
import { watchlistRoutes } from './features/watchlist/watchlist.routes.ts';
import { createWatchlistService } from './features/watchlist/watchlist.service.ts';
import { createWatchlistsService } from './features/watchlist/watchlists.service.ts';
import type { UserDataDeps } from './live/user-data-deps.ts';
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
  const clientLimit = await registerClientLimit(app, {
    database: deps.database,
    limit: { max: config.marketClientLimitPerMinute, windowMs: 60_000 },
    ownsSymbol: async (userId, symbol) =>
      (await watchlist.allSymbols(userId)).includes(symbol) ||
      (await portfolio.holdsSymbol(userId, symbol)),
  });
  const userData: UserDataDeps = {
    db,
    // A full upstream limiter is a 503 with Retry-After here too, never a 500 (decision 015).
    symbolExists: async (symbol, userId) => {
      try {
        return (
          (await deps.marketData.quote(symbol, clientLimit.accessOfUser(userId))).quote !== null
        );
      } catch (error) {
        throw marketDataHttpError(error);
      }
    },
    publish: (tx, userId, event) => userEvents.publish(queryExecutor(tx), userId, event),
  };
  const watchlist = createWatchlistService(userData);
  const ledger = createLedgerService(userData);
  // The portfolio's maths runs in worker threads (docs/decisions/027), positions too (073).
  const portfolioPool = createPortfolioPool({ databaseUrl: deps.database.url });
  app.addHook('onClose', () => portfolioPool.close());
  const portfolio = createPortfolioService(userData, ledger, portfolioPool);
  const accounts = createAccountService({
    database: deps.database,
    userEvents,
    userData: { watchlist: watchlist.list, portfolio: portfolio.list },
  });
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
    onPasswordReset: (userId) => accounts.logOutAllDevices(userId),
  });
  app.decorate('auth', auth);
  app.addHook('onClose', async () => {
    stopRelay();
    await mailSettled();
    if (!deps.mailer) await mailer.close();
    if (!deps.userEvents) await userEvents.close();
    await passwordHasher.close();
  });
  const rateLimiter = createRateLimiter(deps.database);
  const deviceCookies = createDeviceCookies({ secret: authSecret, https });
  await app.register(
    authRoutes({
      rateLimiter,
      signInGuard: createSignInGuard({ rateLimiter, deviceCookies }),
      passwordPolicy: config.passwordPolicy,
      accounts,
      signUps: createSignUpService({
        pool: deps.database.pool,
        baseUrl: config.baseUrl,
        send: sendMail,
        hash: passwordHasher.hashPassword,
        verify: passwordHasher.verifyPassword,
      }),
    }),
  );
  const preferences = createPreferencesService(userData);
  const imports = createImportService(userData);
  // Exports read and write the ledger in threads of their own (docs/decisions/073).
  const exports = createExportRunner({ databaseUrl: deps.database.url });
  app.addHook('onClose', async () => void (await Promise.all([imports.close(), exports.close()])));
  await app.register(
    meRoutes({
      accounts,
      // Everything of the account, each feature's part (docs/decisions/030).
      exportAccount: accountExport({ db, accounts, preferences, imports, exports }),
    }),
  );
  await app.register(watchlistRoutes({ watchlist, watchlists: createWatchlistsService(userData) }));
  const holdings = createHoldingsService({
    db,
    pool: portfolioPool,
    defaultMethod: preferences.costBasisMethod,
    // Only for symbols with no stored close; a market-data failure leaves them unpriced.
    livePrices: async (symbols, userId) => {
      const results = await deps.marketData
        .quotes(symbols, clientLimit.accessOfUser(userId))
        .catch(() => []);
      return new Map(
        results.flatMap(({ symbol, quote }) =>
          quote ? [[symbol, { price: quote.price, previousClose: null }] as const] : [],
        ),
      );
    },
  });
  await app.register(
    portfolioRoutes({
      portfolio,
      ledger,
      holdings,
      performance: createPerformanceService({
        db,
        pool: portfolioPool,
        // A symbol's daily sync runs when its history is first asked for (decision 023).
        ensureHistory: async (symbols, userId) => {
          const access = clientLimit.accessOfUser(userId);
          await Promise.all(
            symbols.map((symbol) =>
              deps.marketData.corporateActions(symbol, access).catch(() => undefined),
            ),
          );
        },
      }),
      // Stored provider history, synced with the user's upstream access (decision 031).
      corporateActions: createCorporateActionsService({
        db,
        pool: portfolioPool,
        reportedActions: (symbol, userId) =>
          deps.marketData.corporateActions(symbol, clientLimit.accessOfUser(userId)),
        log: app.log,
      }),
    }),
  );
  await app.register(importRoutes({ imports, exports }));
  // Price alerts: routes, and the engine and jobs that run in the background (decision 032).
  await registerAlerts(app, {
    userData,
    secret: authSecret,
    database: deps.database,
    marketData: deps.marketData,
    userEvents,
    mailer,
    baseUrl: config.baseUrl,
    mailTimeoutSeconds: config.mail.jobTimeoutSeconds,
    positions: portfolio.list,
    watchlist: watchlist.list,
    background: deps.backgroundJobs ?? true,
  });
  await app.register(preferencesRoutes({ preferences }));
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

  await app.register(
    healthRoutes({
      db: () => deps.database.ping(),
      writes: () => writeHealth.state(),
      marketData: () => deps.marketData.status(),
      upstream: () => deps.marketData.upstreamHealth(),
    }),
  );

  await app.register(marketRoutes(deps.marketData, clientLimit.accessOf));
  await app.register(
    liveRoutes({
      hub: deps.marketData.liveHub,
      allowedOrigin: new URL(config.baseUrl).origin,
      resolveUser: deps.resolveUser ?? resolveSessionUser,
    }),
  );

  if (deps.clientDir) {
    await registerClientApp(app, deps.clientDir, { pageSession: pageSessionReader(accounts) });
  } else {
    app.setNotFoundHandler(answerNotFound);
  }

  return app;
}
