import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitAddress } from '../auth/client-ip.ts';
import { resolveSessionUser } from '../auth/sessions.ts';
import { HttpError } from '../plugins/errors.ts';
import { createFairQueue, QueueFull, QueueLeft, type Release } from './fair-queue.ts';

// Fair use of our own CPU and memory (docs/decisions/073): the requests whose
// work grows with a user's data (exports, a ledger's holdings and performance, its positions
// and corporate actions) take a slot of their user's lane for as long as they run, an export
// until its last byte is sent. One user runs one such request at a time and queues eight more;
// past that, and past what one address may hold open, the answer is 429 before any work.
// Users take turns for the process's slots (round robin), so nobody waits behind a backlog.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's work grows with the user's data: it runs in the user's lane. */
    heavyWork?: boolean;
  }
}

export const HEAVY_WORK = {
  /** Heavy requests running at once in this process, across users. */
  concurrency: 8,
  /**
   * One running per user (its cost is bounded by one worker thread); eight waiting, enough for
   * two tabs opening the portfolio at once (four heavy requests each).
   */
  perUser: { running: 1, waiting: 8 },
  /** Heavy requests one address may have open (running or waiting), whoever is signed in. */
  perAddress: 16,
  retryAfterSeconds: 2,
} as const;

export const HEAVY_WORK_BUSY_MESSAGE =
  'You have too many large requests (exports, portfolio figures) running at once. Please try again in a few seconds.';

const busy = () =>
  new HttpError(429, 'too-many-at-once', HEAVY_WORK_BUSY_MESSAGE, HEAVY_WORK.retryAfterSeconds);

type Lanes = ReturnType<typeof createFairQueue>;

/** Each app's lanes, by its http.Server (shared by all of the app's encapsulated contexts). */
const lanesByServer = new WeakMap<object, Lanes>();

/**
 * A slot of the signed-in user's lane for a heavy route read in-process (a server-rendered
 * page's portfolio, plugins/in-process-api.ts): the same lane, the same 429 when it is full.
 * Resolves to the release, or undefined when nobody is signed in or the app has no lanes.
 */
export async function takeHeavyWorkSlot(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Release | undefined> {
  const lanes = lanesByServer.get(request.server.server);
  const user = lanes && (await resolveSessionUser(request));
  if (!lanes || !user) return undefined;
  const gone = new AbortController();
  const leave = () => gone.abort();
  reply.raw.once('close', leave);
  try {
    return await lanes.acquire(`user:${user.id}`, gone.signal);
  } catch (error) {
    if (error instanceof QueueFull) throw busy();
    throw error;
  } finally {
    reply.raw.off('close', leave);
  }
}

/** Adds the lanes' hook; routes opt in with `config: { heavyWork: true }`. */
export function registerHeavyWork(app: FastifyInstance) {
  const lanes = createFairQueue({
    concurrency: HEAVY_WORK.concurrency,
    perKeyRunning: HEAVY_WORK.perUser.running,
    perKeyWaiting: HEAVY_WORK.perUser.waiting,
  });
  lanesByServer.set(app.server, lanes);
  const openPerAddress = new Map<string, number>();
  const leaveAddress = (address: string) => {
    const left = (openPerAddress.get(address) ?? 1) - 1;
    if (left > 0) openPerAddress.set(address, left);
    else openPerAddress.delete(address);
  };

  // After validation (a malformed request costs no slot), before the handler.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.heavyWork) return;
    const user = await resolveSessionUser(request);
    // Not signed in: the route answers 401 itself, at no cost.
    if (!user) return;
    // The client may have hung up while its session was read: its 'close' has already been
    // emitted and would never give back what is taken below (a slot kept for good).
    if (reply.raw.destroyed) return reply;
    const address = rateLimitAddress(request.ip);
    if ((openPerAddress.get(address) ?? 0) >= HEAVY_WORK.perAddress) throw busy();
    openPerAddress.set(address, (openPerAddress.get(address) ?? 0) + 1);
    // 'close' comes once, whether the answer was sent in full or the client went away.
    const gone = new AbortController();
    let release: Release | undefined;
    reply.raw.once('close', () => {
      leaveAddress(address);
      gone.abort();
      release?.();
    });
    try {
      release = await lanes.acquire(`user:${user.id}`, gone.signal);
    } catch (error) {
      if (error instanceof QueueFull) throw busy();
      // The client left while waiting: nothing to answer, nothing to run.
      if (error instanceof QueueLeft) return reply;
      throw error;
    }
    // It may have gone while its slot was being granted.
    if (gone.signal.aborted) {
      release();
      return reply;
    }
  });
}
