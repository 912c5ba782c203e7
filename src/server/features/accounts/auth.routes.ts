import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VERIFIED_CALLBACK } from '../../auth/auth.ts';
import { rateLimitAddress } from '../../auth/client-ip.ts';
import type { AuthOperation, RateLimiter } from '../../auth/rate-limiter.ts';
import { currentSession } from '../../auth/sessions.ts';
import type { SignInGuard } from '../../auth/sign-in-guard.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  emailOnlyBodySchema,
  okSchema,
  resetPasswordBodySchema,
  sessionUserSchema,
  signInBodySchema,
  signUpBodySchema,
} from '../../../shared/account.contract.ts';
import { authError } from '../../../shared/auth-errors.ts';
import {
  passwordPolicyIssues,
  passwordPolicySchema,
  type PasswordPolicy,
} from '../../../shared/password-policy.ts';
import type { AccountService } from './account.service.ts';
import { asClient, forwardToAuth, relayFailure, relayHeaders } from './auth-bridge.ts';
import { emailVerificationRoutes } from './email-verification.routes.ts';
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

    app.get(
      '/api/auth/password-policy',
      { schema: { response: { 200: passwordPolicySchema } } },
      async () => deps.passwordPolicy,
    );

    app.get(
      '/api/auth/session',
      { schema: { response: { 200: z.object({ user: sessionUserSchema.nullable() }) } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const found = await currentSession(request);
        return {
          user: found
            ? {
                uid: found.user.id,
                email: found.user.email,
                displayName: found.user.name,
                emailVerified: found.user.emailVerified,
              }
            : null,
        };
      },
    );

    app.post(
      '/api/auth/sign-up/email',
      { schema: { body: signUpBodySchema, response: { 200: okSchema } } },
      async (request, reply) => {
        const { name, email, password } = request.body;
        enforcePolicy(password);
        await throttle(request, 'sign-up', email);
        // Ours, not better-auth's: the same answer and work for taken and new e-mails, and
        // simultaneous sign-ups of one e-mail all succeed alike (decision 016).
        await asClient(request, () => deps.signUps.signUp({ name, email, password }));
        reply.header('cache-control', 'no-store');
        return reply.code(200).send({ status: true as const });
      },
    );

    app.post(
      '/api/auth/sign-in/email',
      {
        schema: {
          body: signInBodySchema,
          response: { 200: z.object({ user: sessionUserSchema }) },
        },
      },
      async (request, reply) => {
        const { email, password, rememberMe } = request.body;
        const attempt = await deps.signInGuard.begin(request, email);
        // Unverified sign-ups are ours (decision 016): refused here, never signed in.
        await asClient(request, () => deps.signUps.refuseUnverifiedSignIn(email, password));
        const response = await forwardToAuth(request, '/sign-in/email', {
          method: 'POST',
          body: { email, password, rememberMe, callbackURL: VERIFIED_CALLBACK },
        });
        if (await relayFailure(reply, response)) return reply;
        await attempt.succeeded(reply);
        const { user } = z
          .object({
            user: z.object({
              id: z.string(),
              email: z.string(),
              name: z.string(),
              emailVerified: z.boolean(),
            }),
          })
          .parse(await response.json());
        await deps.accounts.ensureUserDocument(user.id);
        relayHeaders(reply, response);
        // The session token stays in its HttpOnly cookie: it is not repeated in the body.
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

    app.post(
      '/api/auth/sign-out',
      { schema: { response: { 200: okSchema } } },
      async (request, reply) => {
        const ending = await currentSession(request);
        const response = await forwardToAuth(request, '/sign-out', { method: 'POST', body: {} });
        if (ending && response.ok)
          await deps.accounts.sessionEnded(ending.user.id, ending.session.id);
        return ok(reply, response);
      },
    );

    await app.register(
      emailVerificationRoutes({
        signUps: deps.signUps,
        signInGuard: deps.signInGuard,
        accounts: deps.accounts,
      }),
    );

    app.post(
      '/api/auth/send-verification-email',
      { schema: { body: emailOnlyBodySchema, response: { 200: okSchema } } },
      async (request, reply) => {
        const { email } = request.body;
        await throttle(request, 'resend-verification', email);
        // The same answer whether the e-mail is unknown, verified or waiting (no enumeration).
        await deps.signUps.resendLink(email);
        reply.header('cache-control', 'no-store');
        return reply.code(200).send({ status: true as const });
      },
    );

    app.post(
      '/api/auth/request-password-reset',
      { schema: { body: emailOnlyBodySchema, response: { 200: okSchema } } },
      async (request, reply) => {
        const { email } = request.body;
        await throttle(request, 'reset-request', email);
        const response = await forwardToAuth(request, '/request-password-reset', {
          method: 'POST',
          body: { email },
        });
        if (await relayFailure(reply, response)) return reply;
        return ok(reply, response);
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { body: resetPasswordBodySchema, response: { 200: okSchema } } },
      async (request, reply) => {
        const { token, newPassword } = request.body;
        enforcePolicy(newPassword);
        await throttle(request, 'reset-password');
        const response = await forwardToAuth(request, '/reset-password', {
          method: 'POST',
          body: { token, newPassword },
        });
        if (await relayFailure(reply, response)) return reply;
        return ok(reply, response);
      },
    );
  };
