import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, configWarnings, loadConfig } from './config/config.ts';
import { loadOrCreateSecrets } from './config/secrets.ts';
import { ensureWritableDataDir } from './db/data-dir.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { connectDatabase } from './db/database.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { runMigrations } from './db/migrate.ts';
import { createProviders } from './market-data/create-provider.ts';
import { createMarketDataService } from './market-data/service/market-data.service.ts';
import { createLogger, describeDatabase, describeMail } from './observability/logger.ts';
import { createMetrics } from './observability/metrics.ts';
import { marketSessionAt } from '../shared/market-hours.ts';

// dist/server/main.js serves dist/client; run from src/ (tsx) there is no built client.
const builtClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const clientDir = existsSync(path.join(builtClientDir, 'index.html')) ? builtClientDir : undefined;

/** How long SIGTERM waits for in-flight requests before closing their connections. */
const DRAIN_TIMEOUT_MS = 20_000;

const CLEANUP_STEP_TIMEOUT_MS = 25_000;

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config, process.stdout.isTTY === true);
  const cleanups: Array<() => Promise<void>> = [];
  /** Set once listening: SIGTERM must close its keep-alive connections as they go idle. */
  let server: Server | undefined;
  // Each step gets a time limit: a pool whose server restarted under it can wait forever for a
  // dead client, and a stuck step must not stop the next one (stopping postgres cleanly).
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.warn(`a shutdown step took over ${CLEANUP_STEP_TIMEOUT_MS} ms: moving on`);
          resolve();
        }, CLEANUP_STEP_TIMEOUT_MS);
      });
      await Promise.race([cleanup().catch((e) => log.error(e)), limit]);
      clearTimeout(timer);
    }
  };

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: finishing in-flight requests, then stopping`);
    // close() only drops the connections idle at that moment: a keep-alive connection whose
    // request finishes later would hold the server open until its keep-alive timeout.
    const closeIdle = setInterval(() => server?.closeIdleConnections(), 100);
    // A request that never finishes must not keep a deploy waiting forever.
    const deadline = setTimeout(() => {
      log.warn(`in-flight requests still running after ${DRAIN_TIMEOUT_MS} ms: closing them`);
      server?.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    deadline.unref();
    void cleanUp().then(() => {
      clearInterval(closeIdle);
      clearTimeout(deadline);
      log.info('stopped');
      process.exit(0);
    });
  };

  // Listened for before the first line is logged: a deploy's SIGTERM can come while the database
  // is starting or just as the port opens, and Node's default for it would exit at once, leaving
  // the embedded PostgreSQL running and its lock held. Until the server is up, it is remembered.
  let started = false;
  let signalWhileStarting: string | undefined;
  const onSignal = (signal: string) => {
    if (started) {
      stop(signal);
      return;
    }
    if (signalWhileStarting) {
      log.warn(`${signal} again while starting: exiting without cleaning up`);
      process.exit(1);
    }
    signalWhileStarting = signal;
    log.info(`${signal} while starting: stopping as soon as the server is up`);
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  // What a person starting the server wants to know first: where, with what data, and mail.
  log.info(`Tickerdeck starting on ${config.baseUrl}`);
  const { dailyHistory, intraday } = config.historyProviders;
  log.info(
    `market data: ${config.marketData.provider}` +
      (dailyHistory ? `, daily history: ${dailyHistory.provider}` : '') +
      (intraday ? `, intraday: ${intraday.provider}` : ''),
  );
  log.info(`database: ${describeDatabase(config)}`);
  log.info(`mail: ${describeMail(config)}`);
  for (const warning of configWarnings(config)) log.warn(warning);

  try {
    let databaseUrl = config.databaseUrl;
    await ensureWritableDataDir(config.dataDir);
    // Generated secrets are needed for the embedded database, and for sessions when no
    // AUTH_SECRET is configured.
    const needsSecrets = !databaseUrl || !config.authSecret;
    const secrets = needsSecrets ? await loadOrCreateSecrets(config.dataDir) : undefined;
    if (!databaseUrl) {
      const lock = await lockDataDir(config.dataDir);
      cleanups.push(() => lock.release());
      if (lock.tookOverStaleLock) log.warn('previous server did not shut down cleanly; recovering');
      if (!secrets) throw new Error('embedded PostgreSQL needs the generated secrets');
      const started = Date.now();
      const embedded = await startEmbeddedPostgres({
        clusterDir: path.join(config.dataDir, 'pg'),
        password: secrets.postgresPassword,
        database: 'tickerdeck',
        log: (line) => log.debug({ component: 'postgres' }, line),
      });
      cleanups.push(() => embedded.stop());
      log.info({ ms: Date.now() - started }, `embedded PostgreSQL running (${config.dataDir}/pg)`);
      databaseUrl = embedded.url;
    }

    const database = connectDatabase(databaseUrl);
    cleanups.push(() => database.close());
    await runMigrations(database);

    // One registry for the process: the market-data layer and the live hub record into it too.
    const metrics = createMetrics();
    const providers = createProviders(config, log);
    const app = await buildApp({
      config,
      database,
      // The app closes the service and its provider when it closes.
      marketData: createMarketDataService({
        provider: providers.primary,
        historyProviders: {
          ...(providers.dailyHistory ? { dailyHistory: providers.dailyHistory } : {}),
          ...(providers.intraday ? { intraday: providers.intraday } : {}),
        },
        database,
        // Our calendar; the service extends its holidays with the provider's (decision 022).
        session: (now, holidays) => marketSessionAt(now, holidays),
        log,
        metrics,
      }),
      ...(clientDir ? { clientDir } : {}),
      authSecret: config.authSecret ?? secrets?.authSecret,
      logger: log,
      metrics,
    });
    cleanups.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    server = app.server;
    if (!clientDir) log.warn('the client is not built: serving the API only (npm run build)');
    log.info(`Tickerdeck is serving ${config.baseUrl}`);
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.cause) log.debug({ err: error.cause }, 'cause');
    await cleanUp();
    process.exit(1);
  }

  // A signal that came while starting is acted on now, with every cleanup step registered.
  started = true;
  if (signalWhileStarting) stop(signalWhileStarting);
}

await main();
