import type { FastifyInstance } from 'fastify';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import { createAlertOffTokens } from './alert-off-token.ts';
import { alertsRoutes } from './alerts.routes.ts';
import { createAlertsService } from './alerts.service.ts';
import {
  runAlertsInBackground,
  type AlertsRuntimeDeps,
  type BackgroundAlerts,
} from './start-alerts.ts';

/**
 * The alerts feature in the app (decision 032): its routes, and its background runtime (engine,
 * jobs) started without holding up the boot and stopped before the mailer and the user-event
 * bus close.
 */
export async function registerAlerts(
  app: FastifyInstance,
  deps: Omit<AlertsRuntimeDeps, 'tokens' | 'log'> & {
    userData: UserDataDeps;
    secret: string;
    /** false: routes only, no engine and no jobs (tests of other features). */
    background: boolean;
  },
): Promise<void> {
  const { userData, secret, background, ...runtimeDeps } = deps;
  const tokens = createAlertOffTokens(secret);
  await app.register(alertsRoutes({ alerts: createAlertsService({ ...userData, tokens }) }));
  const runtime: BackgroundAlerts = background
    ? runAlertsInBackground({ ...runtimeDeps, tokens, log: app.log })
    : {
        ready: () => Promise.reject(new Error('this app runs without background jobs')),
        close: async () => undefined,
      };
  app.decorate('alerts', runtime);
  // preClose runs before the onClose hooks that close the mailer and the user-event bus.
  app.addHook('preClose', () => runtime.close());
}
