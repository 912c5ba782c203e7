import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// A shared answer sent again on a short path (docs/decisions/051). The routes that serialise
// once (cached market data, decision 037) keep each URL's JSON with what that exact URL was
// parsed into. When the same URL comes again, the first hook of every request asks the route
// for its answer with that input, and if the JSON is the one kept (or a new one the contract
// passed), writes it with the whole set of headers at once, skipping the rest of Fastify's
// hooks and validation. The answer itself is never kept: the route's handler runs every time,
// so a changed quote, an expired cache entry or a failure shows as it would on the long path.

export interface SharedAnswerRoute {
  /** `url`'s JSON, when it can go out again without asking the route (its data unchanged). */
  unchanged(url: string): string | undefined;
  /**
   * The parsed input of `url`, when an earlier request of that exact URL passed every check
   * and its success was kept. Parsing is a function of the URL, so it needs no second run.
   */
  inputOf(url: string): unknown;
  /** The route's success now for that input, as the JSON to send. Throws what the handler throws. */
  answer(input: unknown, request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** The success's status. */
  status: number;
  /** The success's own headers (content type, Cache-Control) as `writeHead`'s flat list. */
  head: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `contract-route` on the routes that serialise once. */
    sharedAnswer?: SharedAnswerRoute;
  }
}

/**
 * Must be the app's first `onRequest` hook: what it answers skips the ones after it. What it
 * does not answer (another method, a URL not yet kept) goes on as if it were not there.
 */
export function registerSharedAnswers(
  app: FastifyInstance,
  securityHeaders: Readonly<Record<string, string>>,
) {
  const security = Object.entries(securityHeaders).flat();
  // A callback hook: an async one costs a promise and a turn on every request.
  const send = (
    route: SharedAnswerRoute,
    json: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    reply.hijack();
    // A flat list goes to the socket as it is; an object costs a setHeader per name.
    reply.raw.writeHead(route.status, [
      ...security,
      ...route.head,
      'content-length',
      String(Buffer.byteLength(json)),
      'x-request-id',
      request.id,
    ]);
    reply.raw.end(json);
  };
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.config.sharedAnswer;
    if (route === undefined || request.method !== 'GET') {
      done();
      return;
    }
    const unchanged = route.unchanged(request.url);
    if (unchanged !== undefined) {
      send(route, unchanged, request, reply);
      return;
    }
    const input = route.inputOf(request.url);
    if (input === undefined) {
      done();
      return;
    }
    route.answer(input, request, reply).then(
      (json) => send(route, json, request, reply),
      (error: unknown) => {
        // Through the error handler as on the long path, with the headers its hooks would set.
        reply.headers(securityHeaders);
        reply.send(error);
      },
    );
  });
}
