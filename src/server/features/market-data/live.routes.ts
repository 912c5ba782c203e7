import type {} from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveContract } from '#shared/platform/live.contract.ts';
import { rateLimitAddress } from '../../auth/client-ip.ts';
import type { LiveHub, LiveUser } from '../../market-data/service/live-hub.ts';
import { HttpError } from '../../plugins/errors.ts';

export interface LiveRouteOptions {
  hub: LiveHub;
  /** Only pages of our own site may open a stream (cross-site WebSocket hijacking). */
  allowedOrigin: string;
  /** Who is signed in on this upgrade request (accounts wire this); null: a visitor. */
  resolveUser?: (request: FastifyRequest) => Promise<LiveUser | null>;
}

/**
 * The live stream: one WebSocket per tab (docs/decisions/006). Method and path are the
 * contract's; a WebSocket handler is not a JSON route, so it is registered here, not by route().
 */
export const liveRoutes =
  ({ hub, allowedOrigin, resolveUser }: LiveRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const users = new WeakMap<FastifyRequest, LiveUser | null>();
    app.websocketServer.on('headers', (_headers, request) => {
      // app.injectWS (tests) hands ws a plain request object without a socket.
      const socket = request.socket as typeof request.socket | undefined;
      if (!socket) return;
      // The 101 response and the `hello` frame leave in one write (one system call, not two).
      socket.cork();
      process.nextTick(() => socket.uncork());
      // ws ends the socket once both close frames are through; waiting for the client's FIN
      // only made ws end it a second time, building a discarded Error each (a third of the
      // cost of 1,000 closes at once: docs/decisions/013-live-stream-abuse.md).
      socket.once('finish', () => socket.destroy());
    });
    app.route({
      method: liveContract.stream.method,
      url: liveContract.stream.path,
      websocket: true,
      // An upgrade is not worth an info line each (a burst of 1,000 wrote 1,000 lines), and
      // helmet's headers never reach the client: ws writes the 101 response itself.
      logLevel: 'warn',
      config: { securityHeaders: false },
      preValidation: async (request) => {
        if (request.headers.origin !== allowedOrigin) {
          throw new HttpError(403, 'forbidden-origin', 'This stream is for Tickerdeck pages only.');
        }
        users.set(request, resolveUser ? await resolveUser(request) : null);
      },
      // Caps count by the same address as the auth limits (IPv6 by /64): docs/decisions/013.
      handler: (socket, request) =>
        hub.attach(socket, {
          address: rateLimitAddress(request.ip),
          user: users.get(request) ?? null,
        }),
    });
  };
