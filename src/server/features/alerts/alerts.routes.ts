import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertsContract as contract } from '#shared/alerts/alerts.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { AlertsService } from './alerts.service.ts';

export const alertsRoutes =
  ({ alerts }: { alerts: AlertsService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, contract.alerts, { auth: 'user', cache: 'no-store' }, ({ user }) =>
      alerts.list(user.id),
    );
    route(app, contract.createAlert, { auth: 'user' }, ({ user, body }) =>
      alerts.create(user.id, body),
    );
    route(app, contract.updateAlert, { auth: 'user' }, ({ user, params, body }) =>
      alerts.update(user.id, params.id, body),
    );
    route(app, contract.removeAlert, { auth: 'user' }, async ({ user, params }) => {
      await alerts.remove(user.id, params.id);
      return undefined;
    });
    route(app, contract.notifications, { auth: 'user', cache: 'no-store' }, ({ user }) =>
      alerts.notifications(user.id),
    );
    route(app, contract.markNotificationsRead, { auth: 'user' }, ({ user, body }) =>
      alerts.markRead(user.id, body),
    );
    route(app, contract.alertOffPreview, { auth: 'none', cache: 'no-store' }, ({ query }) =>
      alerts.offPreview(query.token),
    );
    route(app, contract.turnAlertOff, { auth: 'none' }, ({ body }) => alerts.turnOff(body.token));
  };
