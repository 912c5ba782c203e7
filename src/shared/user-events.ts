import { z } from 'zod';

/**
 * Changes to one user's data, broadcast to every server process (PostgreSQL NOTIFY) and from
 * there to that user's open tabs on the live stream. The next issue adds watchlist, portfolio
 * and preferences events.
 */
export const userEventSchema = z.discriminatedUnion('type', [
  /** Every session of the user ended (log out all devices, password reset, account deleted). */
  z.object({ type: z.literal('signed-out') }),
  /** The user document changed (display name); clients refetch GET /api/me. */
  z.object({ type: z.literal('profile-changed') }),
]);
export type UserEvent = z.infer<typeof userEventSchema>;

/** What travels in the NOTIFY payload: the event plus whose it is. */
export const userEventEnvelopeSchema = z.object({
  userId: z.string().min(1),
  event: userEventSchema,
});
export type UserEventEnvelope = z.infer<typeof userEventEnvelopeSchema>;
