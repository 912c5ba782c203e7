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
import { AUTH_ERROR_MESSAGES, authError } from '../../../shared/auth-errors.ts';
import {
  passwordPolicyIssues,
  passwordPolicySchema,
  type PasswordPolicy,
} from '../../../shared/password-policy.ts';
import type { AccountService } from './account.service.ts';
import { forwardToAuth, relayFailure, relayHeaders } from './auth-bridge.ts';

export interface AuthRouteDeps {
  rateLimiter: RateLimiter;
  /** Sign-in limits by device cookie or by address and account (sign-in-guard.ts). */
  signInGuard: SignInGuard;
  passwordPolicy: PasswordPolicy;
  accounts: AccountService;
}

/** Only our own relative paths: `//evil`, `/\evil` and absolute URLs are refused (open redirect). */
const callbackUrlSchema = z
  .string()
  .max(500)
  .refine((value) => /^\/(?![/\\])/.test(value), AUTH_ERROR_MESSAGES['invalid-callback-url']);

/**
 * The accounts API under /api/auth. Each route parses its input with the shared contract,
 * applies the database-backed abuse limits, and only then hands a clean request to better-auth.
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
        const response = await forwardToAuth(request, '/sign-up/email', {
          method: 'POST',
          body: { name, email, password, callbackURL: VERIFIED_CALLBACK },
        });
        if (await relayFailure(reply, response)) return reply;
        return ok(reply, response);
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

    app.get(
      '/api/auth/verify-email',
      {
        schema: {
          querystring: z.object({
            token: z.string().min(1).max(4096),
            callbackURL: callbackUrlSchema.optional(),
          }),
        },
      },
      async (request, reply) => {
        const { token, callbackURL } = request.query;
        const response = await forwardToAuth(request, '/verify-email', {
          method: 'GET',
          query: { token, ...(callbackURL ? { callbackURL } : {}) },
        });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          relayHeaders(reply, response);
          return reply.redirect(location, 302);
        }
        if (await relayFailure(reply, response)) return reply;
        return ok(reply, response);
      },
    );

    app.post(
      '/api/auth/send-verification-email',
      { schema: { body: emailOnlyBodySchema, response: { 200: okSchema } } },
      async (request, reply) => {
        const { email } = request.body;
        await throttle(request, 'resend-verification', email);
        // better-auth answers "already verified" and "no such user" differently: we do not.
        const response = await forwardToAuth(request, '/send-verification-email', {
          method: 'POST',
          body: { email, callbackURL: VERIFIED_CALLBACK },
        });
        if (response.status >= 500) return relayFailure(reply, response).then(() => reply);
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
