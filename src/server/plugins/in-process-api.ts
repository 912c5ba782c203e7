import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

// The API's GET routes, callable without HTTP: the server renderer loads a page's first screen
// through the very handlers (and so the same services, checks and limits) the browser's requests
// reach (docs/performance.md), with the page's own request standing for the API request.

/** What a GET route answers in-process: its status and the JSON its body would carry. */
export interface InProcessAnswer {
  status: number;
  body: unknown;
  /** The route's answers are never kept (`no-store`): nor is a visitor's page that shows one. */
  noStore?: boolean;
}

/** One GET route: the input as the client sends it (before the route's own parsing). */
export type InProcessRoute = (
  input: { params?: object; query?: object },
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<InProcessAnswer>;

/** Per server (one http.Server is shared by all of an app's encapsulated contexts). */
const routesByServer = new WeakMap<object, Map<string, InProcessRoute>>();

/** The in-process GET routes of `app`'s server, by contract path ('/api/quotes/:symbol'). */
export function inProcessRoutes(app: FastifyInstance): Map<string, InProcessRoute> {
  let routes = routesByServer.get(app.server);
  if (!routes) {
    routes = new Map();
    routesByServer.set(app.server, routes);
  }
  return routes;
}

/** Path and query values as a URL carries them: strings, parsed by the route's schemas. */
export function asUrlValues(values: object | undefined): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {}) as [string, unknown][]) {
    if (value !== undefined) strings[key] = String(value);
  }
  return strings;
}

/** An error as the API would answer it: its status, and the body of the error handler. */
export function failureAnswer(error: unknown): InProcessAnswer {
  // The address's own parameters did not parse (the route's schemas threw): the API's 400.
  if (error instanceof Error && error.name === '$ZodError') {
    return { status: 400, body: { error: { code: 'invalid-request', message: error.message } } };
  }
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { error: { code: error.code, message: error.message } },
    };
  }
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? Number(error.statusCode)
      : 500;
  return {
    status: Number.isInteger(status) && status >= 400 ? status : 500,
    body: { error: { code: 'internal', message: 'Something went wrong' } },
  };
}

/** What a handler sent through its reply when it answers itself (a pre-serialised answer). */
export interface CapturedReply {
  reply: FastifyReply;
  answer(): InProcessAnswer | undefined;
}

/**
 * A reply for an in-process read: what the handler sends through it is kept, never written to the
 * page's own response. Only what handlers of GET routes use is there (status, headers, type,
 * send); anything else throws, and the page's browser then asks for that answer itself.
 */
export function captureReply(): CapturedReply {
  let status = 200;
  let sent: { payload: unknown } | undefined;
  const headers: Record<string, unknown> = {};
  const reply = {
    code(code: number) {
      status = code;
      return reply;
    },
    status(code: number) {
      status = code;
      return reply;
    },
    header(name: string, value: unknown) {
      headers[name.toLowerCase()] = value;
      return reply;
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
    type(value: string) {
      headers['content-type'] = value;
      return reply;
    },
    send(payload: unknown) {
      sent = { payload };
      return reply;
    },
    get sent() {
      return sent !== undefined;
    },
  };
  return {
    reply: reply as unknown as FastifyReply,
    answer() {
      if (!sent) return undefined;
      const { payload } = sent;
      const body: unknown =
        typeof payload === 'string' || Buffer.isBuffer(payload)
          ? JSON.parse(String(payload))
          : JSON.parse(JSON.stringify(payload ?? null));
      return { status, body };
    },
  };
}
