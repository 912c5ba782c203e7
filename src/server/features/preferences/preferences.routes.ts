import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preferencesPatchSchema, preferencesSchema } from '../../../shared/user-data.ts';
import type { RequireUser } from '../../live/user-data-deps.ts';
import type { PreferencesService } from './preferences.service.ts';

export const PREFERENCES_PATH = '/api/me/preferences';

export const preferencesRoutes =
  (deps: { preferences: PreferencesService; requireUser: RequireUser }): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      PREFERENCES_PATH,
      {
        schema: {
          body: preferencesPatchSchema,
          response: { 200: z.object({ preferences: preferencesSchema }) },
        },
      },
      async (request) => {
        const user = await deps.requireUser(request);
        return { preferences: await deps.preferences.update(user.id, request.body) };
      },
    );
  };
