import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesContract as contract } from '#shared/preferences/preferences.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { PreferencesService } from './preferences.service.ts';

export const preferencesRoutes =
  ({ preferences }: { preferences: PreferencesService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, contract.updatePreferences, { auth: 'user' }, async ({ user, body }) => ({
      preferences: await preferences.update(user.id, body),
    }));

    route(app, contract.costBasisMethod, { auth: 'user' }, async ({ user }) => ({
      method: await preferences.costBasisMethod(user.id),
    }));

    route(app, contract.setCostBasisMethod, { auth: 'user' }, async ({ user, body }) => ({
      method: await preferences.setCostBasisMethod(user.id, body.method),
    }));

    route(app, contract.baseCurrency, { auth: 'user' }, async ({ user }) => ({
      baseCurrency: await preferences.baseCurrency(user.id),
    }));

    route(app, contract.setBaseCurrency, { auth: 'user' }, async ({ user, body }) => ({
      baseCurrency: await preferences.setBaseCurrency(user.id, body.baseCurrency),
    }));
  };
