import { defineFeature } from '../../platform/feature.ts';
import { liveRoutes } from './live.routes.ts';
import { marketRoutes } from './market.routes.ts';

/** Quotes, history and search over HTTP, and the live stream's route (after its plugin). */
export const marketDataFeature = defineFeature({
  name: 'market-data',
  afterLiveStream: true,
  setUp: (_app, { config, marketData, marketAccess, resolveLiveUser }) => ({
    routes: async (app) => {
      await app.register(marketRoutes(marketData, marketAccess.accessOf));
      await app.register(
        liveRoutes({
          hub: marketData.liveHub,
          allowedOrigin: new URL(config.baseUrl).origin,
          resolveUser: resolveLiveUser,
        }),
      );
    },
  }),
});
