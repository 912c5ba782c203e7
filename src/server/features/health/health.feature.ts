import { defineFeature } from '../../platform/feature.ts';
import { healthRoutes } from './health.routes.ts';

/** GET /api/health and /api/ready's checks: the database, writes, market data, upstream. */
export const healthFeature = defineFeature({
  name: 'health',
  afterLiveStream: true,
  setUp: (_app, { database, writeHealth, marketData }) => ({
    routes: async (app) => {
      await app.register(
        healthRoutes({
          db: () => database.ping(),
          writes: () => writeHealth.state(),
          marketData: () => marketData.status(),
          upstream: () => marketData.upstreamHealth(),
        }),
      );
    },
  }),
});
