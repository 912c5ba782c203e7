import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-route.ts';
import { VERIFIED_CALLBACK } from '../../auth/auth.ts';
import { rateLimitAddress } from '../../auth/client-ip.ts';
import type { AuthOperation, RateLimiter } from '../../auth/rate-limiter.ts';
import { currentSession } from '../../auth/sessions.ts';
import type { SignInGuard } from '../../auth/sign-in-guard.ts';
import { HttpError } from '../../plugins/errors.ts';
import { accountContract as contract } from '#shared/accounts/accounts.contract.ts';
import { authError } from '#shared/accounts/auth-errors.ts';
import { passwordPolicyIssues, type PasswordPolicy } from '#shared/accounts/password-policy.ts';
import type { AccountService } from './account.service.ts';
import {
  asClient,
  forwardToAuth,
  relayFailure,
  relayHeaders,
  sessionUserOf,
} from './auth-bridge.ts';
import { emailVerificationRoutes } from './email-verification.routes.ts';
import { sessionAnswerOf } from './page-session.ts';
import type { SignUpService } from './sign-up.service.ts';

export interface AuthRouteDeps {
  rateLimiter: RateLimiter;
  /** Sign-in limits by device cookie or by address and account (sign-in-guard.ts). */
  signInGuard: SignInGuard;
  passwordPolicy: PasswordPolicy;
  accounts: AccountService;
  signUps: SignUpService;
}

/**
 * The accounts API under /api/auth. Each route parses its input with the shared contract,
 * applies the database-backed abuse limits, and only then hands a clean request to better-auth.
 * Sign-up and e-mail verification are ours: better-auth only sees verified users (decision 016).
 * better-auth's other endpoints (update-user, delete-user, list-sessions, ...) are not exposed:
 * those operations live under /api/me, where they run as one transaction with a user event.
 */
export const authRoutes =
  (deps: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const throttle = async (request: FastifyRequest, operation: AuthOperation, email?: string) => {
      const allowed = await deps.rateLimiter.allow(operation, {
        ip: rateLimitAddress(request.ip),
        ...(email ? { account: email } : {}),
      });
      if (!allowed) {
        const { code, message } = authError('too-many-requests');
        throw new HttpError(429, code, message);
      }
    };
    const enforcePolicy = (password: string) => {
      const issues = passwordPolicyIssues(password, deps.passwordPolicy);
      if (issues.length > 0) {
        throw new HttpError(400, 'password-does-not-meet-requirements', issues.join('. '));
      }
    };
    /** Same answer whether or not the e-mail has an account (no enumeration). */
    const ok = (reply: FastifyReply, response: Response) => {
      relayHeaders(reply, response);
      return reply.code(200).send({ status: true as const });
    };

    route(app, contract.passwordPolicy, { auth: 'none' }, async () => deps.passwordPolicy);

    route(app, contract.session, { auth: 'none', cache: 'no-store' }, async ({ request }) =>
      sessionAnswerOf(await currentSession(request)),
    );

    route(app, contract.signUp, { auth: 'none', cache: 'no-store' }, async ({ body, request }) => {
      const { name, email, password } = body;
      enforcePolicy(password);
      await throttle(request, 'sign-up', email);
      // Ours, not better-auth's: the same answer and work for taken and new e-mails, and
      // simultaneous sign-ups of one e-mail all succeed alike (decision 016).
      await asClient(request, () => deps.signUps.signUp({ name, email, password }));
      return { status: true as const };
    });

    route(
      app,
      contract.signIn,
      { auth: 'none', cache: 'no-store' },
      async ({ body, request, reply }) => {
        const { email, password, rememberMe } = body;
        const attempt = await deps.signInGuard.begin(request, email);
        // Unverified sign-ups are ours (decision 016): refused here, never signed in.
        await asClient(request, () => deps.signUps.refuseUnverifiedSignIn(email, password));
        const response = await forwardToAuth(request, '/sign-in/email', {
          method: 'POST',
          body: { email, password, rememberMe, callbackURL: VERIFIED_CALLBACK },
        });
        if (await relayFailure(reply, response)) return reply;
        await attempt.succeeded(reply);
        const user = await sessionUserOf(response);
        await deps.accounts.ensureUserDocument(user.uid);
        relayHeaders(reply, response);
        return { user };
      },
    );

    route(app, contract.signOut, { auth: 'none' }, async ({ request, reply }) => {
      const ending = await currentSession(request);
      const response = await forwardToAuth(request, '/sign-out', { method: 'POST', body: {} });
      if (ending && response.ok)
        await deps.accounts.sessionEnded(ending.user.id, ending.session.id);
      return ok(reply, response);
    });

    await app.register(
      emailVerificationRoutes({
        signUps: deps.signUps,
        signInGuard: deps.signInGuard,
        accounts: deps.accounts,
      }),
    );

    route(
      app,
      contract.resendVerification,
      { auth: 'none', cache: 'no-store' },
      async ({ body, request }) => {
        await throttle(request, 'resend-verification', body.email);
        // The same answer whether the e-mail is unknown, verified or waiting (no enumeration).
        await deps.signUps.resendLink(body.email);
        return { status: true as const };
      },
    );

    route(
      app,
      contract.requestPasswordReset,
      { auth: 'none' },
      async ({ body, request, reply }) => {
        const { email } = body;
        await throttle(request, 'reset-request', email);
        const response = await forwardToAuth(request, '/request-password-reset', {
          method: 'POST',
          body: { email },
        });
        if (await relayFailure(reply, response)) return reply;
        return ok(reply, response);
      },
    );

    route(app, contract.resetPassword, { auth: 'none' }, async ({ body, request, reply }) => {
      const { token, newPassword } = body;
      enforcePolicy(newPassword);
      await throttle(request, 'reset-password');
      const response = await forwardToAuth(request, '/reset-password', {
        method: 'POST',
        body: { token, newPassword },
      });
      if (await relayFailure(reply, response)) return reply;
      return ok(reply, response);
    });
  };
