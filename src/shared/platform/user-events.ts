import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

/**
 * An alert fired: the tab shows it at once (toast and bell) without a round trip, then
 * refetches alerts and notifications. Texts are short (NOTIFY's 8,000-byte cap).
 */
export const alertTriggeredEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('alert-triggered'),
    notificationId: z.string().check(z.regex(/^\d+$/)),
    alertId: z.uuid(),
    symbol: z.string().check(z.minLength(1), z.maxLength(20)),
    title: z.string().check(z.maxLength(200)),
    body: z.string().check(z.maxLength(200)),
  }),
);

/**
 * Changes to one user's data, broadcast to every server process (PostgreSQL NOTIFY) and from
 * there to that user's open tabs on the live stream. Payloads stay tiny (NOTIFY caps them at
 * 8,000 bytes): they say what changed, and clients refetch it.
 */
export const userEventSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** Every session of the user ended (log out all devices, password reset, account deleted). */
    z.object({ type: z.literal('signed-out') }),
    /** The user document changed (display name); clients refetch GET /api/me. */
    z.object({ type: z.literal('profile-changed') }),
    /** The watchlist changed; clients refetch it. */
    z.object({ type: z.literal('watchlist-changed') }),
    /** A position was added or removed; clients refetch the portfolio. */
    z.object({ type: z.literal('portfolio-changed') }),
    /** Dark mode or e-mail notifications changed. */
    z.object({ type: z.literal('preferences-changed') }),
    /** An alert was created, edited, paused, resumed, deleted or re-armed; clients refetch them. */
    z.object({ type: z.literal('alerts-changed') }),
    /** Notifications were marked read; clients refetch them. */
    z.object({ type: z.literal('notifications-changed') }),
    alertTriggeredEventSchema,
  ]),
);
export type UserEvent = z.infer<typeof userEventSchema>;

/** What travels in the NOTIFY payload: the event plus whose it is. */
export const userEventEnvelopeSchema = lazySchema(() =>
  z.object({
    userId: z.string().check(z.minLength(1)),
    event: userEventSchema,
    /** Only this session of the user is concerned (a single sign-out); absent: all of them. */
    sessionId: z.optional(z.string().check(z.minLength(1))),
  }),
);
export type UserEventEnvelope = z.infer<typeof userEventEnvelopeSchema>;
