import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimitAddress } from '../../auth/client-ip.ts';
import type { RateLimiter } from '../../auth/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sessionUserSchema, verifyEmailBodySchema } from '../../../shared/account.contract.ts';
import { authError } from '../../../shared/auth-errors.ts';
import { asClient, forwardToAuth, relayFailure, relayHeaders } from './auth-bridge.ts';
import type { SignUpService } from './sign-up.service.ts';

export interface EmailVerificationRouteDeps {
  signUps: SignUpService;
  rateLimiter: RateLimiter;
}

/** The mailed link carries only its token; anything else in the query is ignored. */
const linkQuerySchema = z.object({ token: z.string().min(1).max(4096) });

const betterAuthUserSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
  }),
});

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
    app.get('/api/auth/verify-email', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const query = linkQuerySchema.safeParse(request.query);
      const state = query.success ? await deps.signUps.linkState(query.data.token) : 'invalid';
      const location =
        state === 'live' && query.success
          ? `/login?verify=${encodeURIComponent(query.data.token)}`
          : `/login?link=${state}`;
      return reply.redirect(location, 302);
    });

    app.post(
      '/api/auth/verify-email',
      {
        schema: {
          body: verifyEmailBodySchema,
          response: { 200: z.object({ user: sessionUserSchema }) },
        },
      },
      async (request, reply) => {
        const { email, password, token, rememberMe } = request.body;
        // Counted as a sign-in: the same limits guard the password here.
        const allowed = await deps.rateLimiter.allow('sign-in', {
          ip: rateLimitAddress(request.ip),
          account: email,
        });
        if (!allowed) {
          const { code, message } = authError('too-many-requests');
          throw new HttpError(429, code, message);
        }
        await asClient(request, () => deps.signUps.finishVerification({ email, password, token }));
        const response = await forwardToAuth(request, '/sign-in/email', {
          method: 'POST',
          body: { email, password, rememberMe },
        });
        if (await relayFailure(reply, response)) return reply;
        const { user } = betterAuthUserSchema.parse(await response.json());
        relayHeaders(reply, response);
        return reply.send({
          user: {
            uid: user.id,
            email: user.email,
            displayName: user.name,
            emailVerified: user.emailVerified,
          },
        });
      },
    );
  };
