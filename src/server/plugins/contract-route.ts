import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { successStatus, type RouteContract } from '#shared/platform/contract.ts';
import { requireSession } from '../auth/sessions.ts';
import { takeHeavyWorkSlot } from '../fair-use/heavy-work.ts';
import {
  asUrlValues,
  captureReply,
  failureAnswer,
  inProcessRoutes,
  type InProcessRoute,
} from './in-process-api.ts';
import { createSerialisedAnswers } from './serialised-answers.ts';
import type { SharedAnswerRoute } from './shared-answers.ts';

// Registers a route from its shared contract entry (docs/decisions/018-contract-drives-routes.md):
// method, path and schemas come from the entry, fastify-type-provider-zod validates the input and
// serializes the success with them, and the handler gets the parsed input typed.

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The signed-in user of a route with `auth: 'user'`, with the session the request came with. */
export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  sessionId: string;
}

type Parsed<Entry, Key extends 'params' | 'query' | 'body'> = Entry extends {
  [K in Key]: infer Schema extends z.core.$ZodType;
}
  ? z.output<Schema>
  : undefined;

type Success<Entry> = Entry extends { response: infer Schema extends z.core.$ZodType }
  ? z.input<Schema>
  : undefined;

/** What a request's URL and body were parsed into, as the handler gets them. */
interface Input<Entry> {
  params: Parsed<Entry, 'params'>;
  query: Parsed<Entry, 'query'>;
  body: Parsed<Entry, 'body'>;
}

export interface RouteContext<Entry, Auth> extends Input<Entry> {
  user: Auth extends 'user' ? SignedInUser : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions<Auth extends 'user' | 'none'> {
  /**
   * 'user': a 401 `unauthenticated` unless a verified user is signed in (checked after input).
   * Every answer of such a route, whatever its status, is `Cache-Control: no-store`.
   */
  auth: Auth;
  /**
   * Cache-Control: seconds browsers and proxies may keep a success (public routes only), or
   * 'no-store' on every answer (routes that answer a user's data without `auth: 'user'`).
   */
  cache?: number | 'no-store';
  /**
   * A public answer that many clients ask for alike (cached market data): validated and
   * serialised once per distinct answer per URL, not per request (docs/decisions/037), and
   * sent again on the short path of `shared-answers.ts` (decision 051). Only with `auth: 'none'`
   * and a handler that returns its answer.
   */
  serialiseOnce?: boolean;
  /**
   * With `serialiseOnce`: the version of the data the answers are made from. While it stays
   * what it was when a URL's answer was made, that answer goes out again without asking the
   * handler (decision 051).
   */
  dataVersion?: () => number;
  /** Fastify's own route options, kept as they are: hooks, `config`, `websocket`, limits. */
  fastify?: Omit<RouteShorthandOptions, 'schema'>;
}

/**
 * A handler returns the success body (sent with the entry's status), or the reply when it sent
 * something else itself: a redirect, a relayed failure, a 503 health answer.
 */
export type RouteHandler<Entry, Auth> = (
  context: RouteContext<Entry, Auth>,
) => Promise<Success<Entry> | FastifyReply>;

/** What a `serialiseOnce` route keeps: the JSON of 1,000 URLs, 4 MiB of it at most. */
const SERIALISED_PER_ROUTE = { urls: 1_000, chars: 4 * 1024 * 1024 };
/** What Fastify sends a serialised success as. */
const JSON_TYPE = 'application/json; charset=utf-8';

const cacheControl = (cache: number | 'no-store') =>
  cache === 'no-store' ? 'no-store' : `public, max-age=${cache}`;

export function route<const Entry extends RouteContract, Auth extends 'user' | 'none'>(
  app: ZodApp,
  entry: Entry,
  options: RouteOptions<Auth>,
  handler: RouteHandler<Entry, Auth>,
) {
  const status = successStatus(entry);
  const responses: Record<number, z.core.$ZodType> = {};
  if (entry.response) responses[status] = entry.response;
  if (entry.unavailableResponse) responses[503] = entry.unavailableResponse;
  if (options.serialiseOnce && options.auth !== 'none') {
    throw new Error(`${entry.path}: only a public answer is serialised once and shared`);
  }
  // A user's data is never kept by a browser or a proxy, errors included.
  const noStore = options.auth === 'user' || options.cache === 'no-store';
  if (options.auth === 'user' && typeof options.cache === 'number') {
    throw new Error(`${entry.path}: a signed-in user's answer cannot be public`);
  }
  // The serializer app.ts sets, so the JSON is byte for byte what the route would send.
  const serialisedAnswers =
    options.serialiseOnce && entry.response
      ? createSerialisedAnswers<Input<Entry>>(
          serializerCompiler({ schema: entry.response, method: entry.method, url: entry.path }),
          SERIALISED_PER_ROUTE,
        )
      : null;
  const { dataVersion } = options;
  const answer = async (input: Input<Entry>, request: FastifyRequest, reply: FastifyReply) => {
    const user = options.auth === 'user' ? await signedInUser(request) : undefined;
    return handler({ ...input, user: user as RouteContext<Entry, Auth>['user'], request, reply });
  };
  const sharedAnswer: SharedAnswerRoute | undefined = serialisedAnswers
    ? {
        unchanged: (url) =>
          dataVersion ? serialisedAnswers.atVersion(url, dataVersion()) : undefined,
        inputOf: (url) => serialisedAnswers.inputOf(url),
        answer: async (input, request, reply) => {
          // Read before the handler: a change while it runs leaves the answer unconfirmed.
          const version = dataVersion?.();
          const result = await answer(input as Input<Entry>, request, reply);
          if (result === reply) throw new Error(`${entry.path}: a shared answer was sent apart`);
          return serialisedAnswers.json(request.url, result, input as Input<Entry>, version);
        },
        status,
        head: [
          'content-type',
          JSON_TYPE,
          ...(options.cache === undefined ? [] : ['cache-control', cacheControl(options.cache)]),
        ],
      }
    : undefined;
  if (entry.method === 'GET') {
    const heavyWork = options.fastify?.config?.heavyWork === true;
    const answerInProcess: InProcessRoute = async (parts, request, reply) => {
      try {
        const input = {
          params: entry.params ? z.parse(entry.params, asUrlValues(parts.params)) : undefined,
          query: entry.query ? z.parse(entry.query, asUrlValues(parts.query)) : undefined,
          body: undefined,
        } as Input<Entry>;
        // The user's lane, as the route's own hook would take it (fair-use/heavy-work.ts).
        const release = heavyWork ? await takeHeavyWorkSlot(request, reply) : undefined;
        try {
          // The handler's reply is a stand-in: nothing reaches the page's own response.
          const captured = captureReply();
          const result = await answer(input, request, captured.reply);
          if (result === captured.reply) return captured.answer() ?? { status: 501, body: null };
          return { status, body: JSON.parse(JSON.stringify(result ?? null)) as unknown };
        } finally {
          release?.();
        }
      } catch (error) {
        const failure = failureAnswer(error);
        // As the error handler would: a failure of ours is logged, the page then renders loading.
        if (failure.status === 500) request.log.error({ err: error }, `in-process ${entry.path}`);
        return failure;
      }
    };
    // A page that shows an answer nobody may keep is not kept either (server-render.ts).
    inProcessRoutes(app).set(
      entry.path,
      noStore
        ? async (...args) => ({ ...(await answerInProcess(...args)), noStore: true })
        : answerInProcess,
    );
  }
  app.route({
    ...options.fastify,
    ...(noStore ? { onSend: withNoStore(options.fastify?.onSend) } : {}),
    method: entry.method,
    url: entry.path,
    ...(sharedAnswer ? { config: { ...options.fastify?.config, sharedAnswer } } : {}),
    schema: {
      ...(entry.params ? { params: entry.params } : {}),
      ...(entry.query ? { querystring: entry.query } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      ...(Object.keys(responses).length > 0 ? { response: responses } : {}),
    },
    handler: async (request, reply) => {
      // The schemas above parsed these before the handler runs: their types are the entry's.
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as Input<Entry>;
      const version = dataVersion?.();
      const result = await answer(input, request, reply);
      // The handler answered itself. A reply is thenable, so awaiting a handler that returns it
      // yields undefined once it has gone out: sending again logged FST_ERR_REP_ALREADY_SENT.
      if (result === reply || reply.sent) return reply.sent ? undefined : reply;
      // Before Cache-Control: an answer the contract refuses throws here, as a failure.
      const json = serialisedAnswers?.json(request.url, result, input, version);
      // Only a success may be kept: a 503 must never be cached as the answer.
      if (typeof options.cache === 'number') {
        reply.header('cache-control', cacheControl(options.cache));
      }
      // A string with a JSON type goes out as it is, past the per-request serializer.
      if (json !== undefined) return reply.code(status).type(JSON_TYPE).send(json);
      return reply.code(status).send(result);
    },
  });
}

type OnSend = RouteShorthandOptions['onSend'];

/**
 * The route's own onSend hooks, after one that marks the answer `no-store`. onSend, not
 * onRequest: it also runs for answers an app-wide hook sent first (415, 403, 429).
 */
function withNoStore(hooks: OnSend): NonNullable<OnSend> {
  const own = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  const noStore: onSendHookHandler = (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  };
  return [noStore, ...own] as NonNullable<OnSend>;
}

async function signedInUser(request: FastifyRequest): Promise<SignedInUser> {
  const { user, session } = await requireSession(request);
  return { id: user.id, email: user.email, name: user.name, sessionId: session.id };
}
