import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, configWarnings, loadConfig } from './config/config.ts';
import { loadOrCreateSecrets } from './config/secrets.ts';
import { ensureWritableDataDir } from './db/data-dir.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { connectDatabase } from './db/database.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { superviseEmbeddedPostgres } from './db/embedded-postgres-supervisor.ts';
import { trackHttpConnections } from './http-drain.ts';
import { runMigrations } from './db/migrate.ts';
import { createProviders } from './market-data/create-provider.ts';
import { createMarketDataService } from './market-data/service/market-data.service.ts';
import { createLogger, describeDatabase, describeMail } from './observability/logger.ts';
import { createMetrics } from './observability/metrics.ts';
import { handleShutdown } from './shutdown.ts';
import { marketSessionAt } from '#shared/market-data/market-hours.ts';
import { ALWAYS_OPEN_SESSION } from './market-data/providers/simulated/index.ts';

// dist/server/main.js serves dist/client; run from src/ (tsx) there is no built client.
const builtClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const clientDir = existsSync(path.join(builtClientDir, 'index.html')) ? builtClientDir : undefined;

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
  const shutdown = handleShutdown(log);

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
      shutdown.add(() => lock.release());
      if (lock.tookOverStaleLock) log.warn('previous server did not shut down cleanly; recovering');
      if (!secrets) throw new Error('embedded PostgreSQL needs the generated secrets');
      const started = Date.now();
      const embedded = await startEmbeddedPostgres({
        clusterDir: path.join(config.dataDir, 'pg'),
        password: secrets.postgresPassword,
        database: 'tickerdeck',
        log: (line) => log.debug({ component: 'postgres' }, line),
        warn: (line) => log.warn(line),
      });
      shutdown.add(() => embedded.stop());
      const supervisor = superviseEmbeddedPostgres(embedded, {
        log,
        giveUp: (reason) => {
          log.fatal(reason);
          shutdown.stop('the embedded PostgreSQL is gone', 1);
        },
      });
      shutdown.add(async () => supervisor.stop());
      log.info({ ms: Date.now() - started }, `embedded PostgreSQL running (${config.dataDir}/pg)`);
      databaseUrl = embedded.url;
    }

    const database = connectDatabase(databaseUrl);
    shutdown.add(() => database.close());
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
        fxProvider: providers.fx,
        historyProviders: {
          ...(providers.dailyHistory ? { dailyHistory: providers.dailyHistory } : {}),
          ...(providers.intraday ? { intraday: providers.intraday } : {}),
        },
        database,
        // Our calendar; the service extends its holidays with the provider's (decision 022).
        session: config.marketAlwaysOpen
          ? () => ALWAYS_OPEN_SESSION
          : (now, holidays) => marketSessionAt(now, holidays),
        log,
        metrics,
      }),
      ...(clientDir ? { clientDir } : {}),
      authSecret: config.authSecret ?? secrets?.authSecret,
      logger: log,
      metrics,
    });
    shutdown.add(() => app.close());
    // Before listen(): the drain must know every connection (decision 080).
    const http = trackHttpConnections(app.server);
    await app.listen({ port: config.port, host: config.host });
    shutdown.serving(http);
    if (!clientDir) log.warn('the client is not built: serving the API only (npm run build)');
    log.info(`Tickerdeck is serving ${config.baseUrl}`);
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.cause) log.debug({ err: error.cause }, 'cause');
    await shutdown.cleanUp();
    process.exit(1);
  }

  // A signal that came while starting is acted on now, with every cleanup step registered.
  shutdown.started();
}

await main();
