import { defineFeature } from '../../platform/feature.ts';
import { createAlertOffTokens } from './alert-off-token.ts';
import { listAlerts } from './alerts.repo.ts';
import { alertsRoutes } from './alerts.routes.ts';
import { createAlertsService } from './alerts.service.ts';
import { runAlertsInBackground, type BackgroundAlerts } from './start-alerts.ts';

declare module '../../live/user-data-deps.ts' {
  interface PublishedEvents {
    alerts: 'alerts-changed' | 'notifications-changed';
  }
}

/**
 * Price alerts (decision 032): the routes, and the background runtime (engine, jobs) started
 * without holding up the boot and stopped before the mailer and the user-event bus close.
 */
export const alertsFeature = defineFeature({
  name: 'alerts',
  setUp(_app, platform, features) {
    const { userData, config } = platform;
    const tokens = createAlertOffTokens(platform.authSecret);
    return {
      routes: async (app) => {
        await app.register(alertsRoutes({ alerts: createAlertsService({ ...userData, tokens }) }));
        const runtime: BackgroundAlerts = platform.backgroundJobs
          ? runAlertsInBackground({
              database: platform.database,
              marketData: platform.marketData,
              userEvents: platform.userEvents,
              mailer: platform.mailer,
              baseUrl: config.baseUrl,
              mailTimeoutSeconds: config.mail.jobTimeoutSeconds,
              positions: (userId) => features.portfolio.list(userId),
              watchlist: (userId) => features.watchlist.list(userId),
              tokens,
              log: app.log,
            })
          : {
              ready: () => Promise.reject(new Error('this app runs without background jobs')),
              close: async () => undefined,
            };
        app.decorate('alerts', runtime);
        // preClose runs before the onClose hooks that close the mailer and the user-event bus.
        app.addHook('preClose', () => runtime.close());
      },
      exportPart: {
        sections: async (user) => ({ alerts: await listAlerts(userData.db, user.id) }),
      },
    };
  },
});
