import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { liveRoutes } from './features/market/live.routes.ts';
import { marketRoutes } from './features/market/market.routes.ts';
import type { MarketDataService } from './market-data/service/market-data-service.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** createMarketDataService(...); the app closes it (and its provider) when it closes. */
  marketData: MarketDataService;
  /** Who is signed in on a live-stream upgrade (accounts wire this); default: nobody. */
  resolveUser?: (request: FastifyRequest) => Promise<string | null>;
  /** Directory of the built client (dist/client). Tests that only use the API leave it out. */
  clientDir?: string;
  /** main.ts passes the logger it booted with; otherwise one is made from config.logLevel. */
  logger?: FastifyBaseLogger;
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

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { https: config.baseUrl.startsWith('https:') });

  // Before the websocket plugin's own preClose, so open streams hear 'reconnect' first.
  app.addHook('preClose', async () => deps.marketData.liveHub.shutdown());
  app.addHook('onClose', async () => deps.marketData.close());
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

  await app.register(
    healthRoutes({
      db: () => deps.database.ping(),
      marketData: () => deps.marketData.status(),
    }),
  );

  await app.register(marketRoutes(deps.marketData));
  await app.register(
    liveRoutes({
      hub: deps.marketData.liveHub,
      allowedOrigin: new URL(config.baseUrl).origin,
      ...(deps.resolveUser ? { resolveUser: deps.resolveUser } : {}),
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
