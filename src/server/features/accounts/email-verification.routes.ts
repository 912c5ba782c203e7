import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignInGuard } from '../../auth/sign-in-guard.ts';
import { accountContract as contract } from '#shared/accounts/accounts.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import {
  asClient,
  forwardToAuth,
  relayFailure,
  relayHeaders,
  sessionUserOf,
} from './auth-bridge.ts';
import type { AccountService } from './account.service.ts';
import type { SignUpService } from './sign-up.service.ts';

export interface EmailVerificationRouteDeps {
  signUps: SignUpService;
  /** The sign-in limits (device cookie, else address and account) guard the password here too. */
  signInGuard: SignInGuard;
  accounts: Pick<AccountService, 'ensureUserDocument'>;
}

/**
 * The verification link and the login that finishes it (decision 016).
 * GET follows the mailed link: it changes nothing and always redirects to our own login page —
 * with the token when it works, with `link=expired|invalid` otherwise. There is no callback
 * URL: where a person lands is ours to decide, so the link cannot redirect anywhere else.
 * POST is that login page's submit: token + e-mail + password verify the mailbox, make the
 * sign-up with that password the account, and sign in.
 */
export const emailVerificationRoutes =
  (deps: EmailVerificationRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The mailed link carries only its token; anything else in the query is ignored.
    route(
      app,
      contract.verificationLink,
      { auth: 'none', fastify: { config: { lenientQuery: true } } },
      async ({ query, reply }) => {
        reply.header('cache-control', 'no-store');
        const { token } = query;
        const link = token ? await deps.signUps.linkState(token) : { state: 'invalid' as const };
        // The login page fills in the e-mail the link was mailed to: only the password is asked.
        const location =
          link.state === 'live' && token
            ? `/login?verify=${encodeURIComponent(token)}&email=${encodeURIComponent(link.email)}`
            : `/login?link=${link.state}`;
        return reply.redirect(location, 302);
      },
    );

    route(
      app,
      contract.verifyEmail,
      { auth: 'none', cache: 'no-store' },
      async ({ body, request, reply }) => {
        const { email, password, token, rememberMe } = body;
        // A sign-in in all but name: the same limits, and this browser becomes trusted.
        const attempt = await deps.signInGuard.begin(request, email);
        await asClient(request, () => deps.signUps.finishVerification({ email, password, token }));
        const response = await forwardToAuth(request, '/sign-in/email', {
          method: 'POST',
          body: { email, password, rememberMe },
        });
        if (await relayFailure(reply, response)) return reply;
        await attempt.succeeded(reply);
        const user = await sessionUserOf(response);
        await deps.accounts.ensureUserDocument(user.uid);
        relayHeaders(reply, response);
        return { user };
      },
    );
  };
