import type {} from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_STREAM_PATH } from '../../../shared/live.ts';
import type { LiveHub } from '../../market-data/service/live-hub.ts';
import { HttpError } from '../../plugins/errors.ts';

export interface LiveRouteOptions {
  hub: LiveHub;
  /** Only pages of our own site may open a stream (cross-site WebSocket hijacking). */
  allowedOrigin: string;
  /** Who is signed in on this upgrade request (accounts wire this); null: a visitor. */
  resolveUser?: (request: FastifyRequest) => Promise<string | null>;
}

/** The live stream: one WebSocket per tab at LIVE_STREAM_PATH (docs/decisions/006). */
export const liveRoutes =
  ({ hub, allowedOrigin, resolveUser }: LiveRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const users = new WeakMap<FastifyRequest, string | null>();
    app.get(
      LIVE_STREAM_PATH,
      {
        websocket: true,
        preValidation: async (request) => {
          if (request.headers.origin !== allowedOrigin) {
            throw new HttpError(
              403,
              'forbidden-origin',
              'This stream is for Tickerdeck pages only.',
            );
          }
          users.set(request, resolveUser ? await resolveUser(request) : null);
        },
      },
      (socket, request) => hub.attach(socket, users.get(request) ?? null),
    );
  };
