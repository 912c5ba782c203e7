import type { BaseCurrency } from '#shared/platform/currencies.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import { defineFeature } from '../../platform/feature.ts';
import { preferencesRoutes } from './preferences.routes.ts';
import { createPreferencesService } from './preferences.service.ts';

declare module '../../live/user-data-deps.ts' {
  interface PublishedEvents {
    preferences: 'preferences-changed';
  }
}

declare module '../../platform/feature.ts' {
  interface FeatureServices {
    preferences: {
      /** The user's default cost-basis method (FIFO unless they chose another). */
      costBasisMethod(userId: string): Promise<CostBasisMethod>;
      /** The currency the user's totals are shown in (USD unless they chose another). */
      baseCurrency(userId: string): Promise<BaseCurrency>;
    };
  }
}

/** The user's settings that the server acts on. */
export const preferencesFeature = defineFeature({
  name: 'preferences',
  setUp(_app, { userData }) {
    const preferences = createPreferencesService(userData);
    return {
      provides: {
        costBasisMethod: preferences.costBasisMethod,
        baseCurrency: preferences.baseCurrency,
      },
      routes: async (app) => {
        await app.register(preferencesRoutes({ preferences }));
      },
      exportPart: {
        // Added to the section the accounts feature opened (its place in the document).
        sections: async (user) => ({
          preferences: {
            costBasisMethod: await preferences.costBasisMethod(user.id),
            baseCurrency: await preferences.baseCurrency(user.id),
          },
        }),
      },
    };
  },
});
