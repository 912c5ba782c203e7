import { z } from 'zod/mini';
import { marketDataProviderNameSchema } from '../market-data/market-data-providers.ts';
import { quoteSchema } from '../market-data/market-data.ts';
import { symbolSchema } from './symbols.ts';
import { userEventSchema } from './user-events.ts';
import { lazySchema } from './lazy-schema.ts';

// The live stream: one WebSocket per browser tab at LIVE_STREAM_PATH. Quotes for the symbols
// the tab subscribed to, and (once accounts land) changes to the signed-in user's data.

export const LIVE_STREAM_PATH = '/api/live';
/** Most symbols one tab may watch at once. */
export const LIVE_MAX_SYMBOLS = 100;

/**
 * Close codes of the live stream besides the standard ones (1012: server restarting, come back
 * after the `reconnect` hint). 4000–4999 are for applications (RFC 6455 §7.4.2).
 */
export const LIVE_CLOSE = {
  /**
   * Too many open streams from this client address (IPv6: its /64) or for this signed-in
   * user; the reason says which. Reconnecting at once is refused again: wait a minute or more.
   */
  tooManyStreams: 4429,
  /**
   * This connection's session ended: signed out, logged out of all devices, password reset or
   * account deleted. A `signed-out` user event precedes it; reconnect as a visitor.
   */
  signedOut: 4401,
} as const;

export const clientMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('subscribe'),
      symbols: z.array(symbolSchema).check(z.maxLength(LIVE_MAX_SYMBOLS)),
    }),
    z.object({
      type: z.literal('unsubscribe'),
      symbols: z.array(symbolSchema).check(z.maxLength(LIVE_MAX_SYMBOLS)),
    }),
  ]),
);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * What changed for the signed-in user; the client refetches (or signs out) accordingly. The same
 * union the server broadcasts (user-events.ts), so an event added there (the alert events)
 * reaches the tab instead of failing this parse.
 */
export const liveUserEventSchema = userEventSchema;
export type LiveUserEvent = z.infer<typeof liveUserEventSchema>;

export const serverMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    /** First message on every connection. */
    z.object({ type: z.literal('hello'), provider: marketDataProviderNameSchema }),
    /** A fresher quote for a subscribed symbol. */
    z.object({ type: z.literal('quote'), quote: quoteSchema }),
    /** The server is going away (restart, deploy): reconnect after about this many ms. */
    z.object({ type: z.literal('reconnect'), afterMs: z.number().check(z.int(), z.gte(0)) }),
    /** The signed-in user's data changed (in this tab, another tab or another device). */
    z.object({ type: z.literal('user-event'), event: liveUserEventSchema }),
    /** A message the server could not accept (bad JSON, bad symbol, too many symbols). */
    z.object({ type: z.literal('error'), message: z.string() }),
  ]),
);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
