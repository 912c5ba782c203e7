import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesContract as contract } from '../../../shared/preferences.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { PreferencesService } from './preferences.service.ts';

export const preferencesRoutes =
  ({ preferences }: { preferences: PreferencesService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, contract.updatePreferences, { auth: 'user' }, async ({ user, body }) => ({
      preferences: await preferences.update(user.id, body),
    }));
  };
