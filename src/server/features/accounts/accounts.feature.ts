import type { FastifyRequest } from 'fastify';
import type { PageSession } from '#shared/accounts/accounts.contract.ts';
import { createDeviceCookies } from '../../auth/device-cookie.ts';
import { createRateLimiter } from '../../auth/rate-limiter.ts';
import { createSignInGuard } from '../../auth/sign-in-guard.ts';
import { defineFeature } from '../../platform/feature.ts';
import { deleteSignInTraces } from './account.repo.ts';
import { createAccountService } from './account.service.ts';
import { authRoutes } from './auth.routes.ts';
import { meRoutes } from './me.routes.ts';
import { pageSessionReader } from './page-session.ts';
import { createSignUpService } from './sign-up.service.ts';

declare module '../../platform/feature.ts' {
  interface FeatureServices {
    accounts: {
      /** Ends every session of the user (a password reset does). */
      logOutAllDevices(userId: string): Promise<void>;
      /** What the page of a browser's navigation carries (docs/decisions/065). */
      pageSession(request: FastifyRequest): Promise<PageSession>;
    };
  }
}

/** Sign-up, sign-in and the signed-in user's own account (SPEC §3). */
export const accountsFeature = defineFeature({
  name: 'accounts',
  setUp(_app, platform, features) {
    const { config, database } = platform;
    const accounts = createAccountService({
      database,
      userEvents: platform.userEvents,
      // The watchlist and positions of the user document (their features own those tables).
      userData: {
        watchlist: (userId) => features.watchlist.list(userId),
        portfolio: (userId) => features.portfolio.list(userId),
      },
      deleteParts: platform.accountData.deleteParts,
    });
    const rateLimiter = createRateLimiter(database);
    const deviceCookies = createDeviceCookies({
      secret: platform.authSecret,
      https: platform.https,
    });
    return {
      provides: {
        logOutAllDevices: accounts.logOutAllDevices,
        pageSession: pageSessionReader(accounts),
      },
      async routes(app) {
        await app.register(
          authRoutes({
            rateLimiter,
            signInGuard: createSignInGuard({ rateLimiter, deviceCookies }),
            passwordPolicy: config.passwordPolicy,
            accounts,
            signUps: createSignUpService({
              pool: database.pool,
              baseUrl: config.baseUrl,
              send: platform.sendMail,
              hash: platform.passwordHasher.hashPassword,
              verify: platform.passwordHasher.verifyPassword,
            }),
          }),
        );
        await app.register(
          meRoutes({ accounts, exportAccount: platform.accountData.exportAccount }),
        );
      },
      exportPart: {
        async sections(user) {
          const document = await accounts.userDocument(user.id, user.sessionId);
          return {
            profile: {
              email: document?.email ?? user.email,
              displayName: document?.displayName ?? user.name,
              createdAt: document?.createdAt ?? null,
            },
            // The preferences feature adds its own fields to this section.
            preferences: { ...document?.preferences },
          };
        },
      },
      deletePart: deleteSignInTraces,
    };
  },
});
