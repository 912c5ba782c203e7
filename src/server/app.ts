import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import type { MarketDataHealth } from './market-data/health.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { registerObservability } from './observability/observability.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  marketData: MarketDataHealth;
  /** Directory of the built client (dist/client). Tests that only use the API leave it out. */
  clientDir?: string;
  /** main.ts passes the logger it booted with; otherwise one is made from config.logLevel. */
  logger?: FastifyBaseLogger;
  /** main.ts shares one with the market-data layer and the live hub; otherwise a fresh one. */
  metrics?: Metrics;
}

/** Everything the server does, without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : { logger: { level: config.logLevel, redact: ['req.headers.cookie'] } }),
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    trustProxy: false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerObservability(app, {
    metrics: deps.metrics ?? createMetrics(),
    database: deps.database,
    marketData: deps.marketData,
    metricsToken: config.metricsToken,
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app, { https: config.baseUrl.startsWith('https:') });

  await app.register(
    healthRoutes({
      db: () => deps.database.ping(),
      marketData: () => deps.marketData.status(),
    }),
  );

  if (deps.clientDir) {
    await registerClientApp(app, deps.clientDir);
  } else {
    app.setNotFoundHandler(async (request, reply) =>
      reply.code(404).send({
        error: {
          code: 'not-found',
          message: `No route for ${request.method} ${request.url.split('?')[0]}`,
          requestId: request.id,
        },
      }),
    );
  }

  return app;
}
