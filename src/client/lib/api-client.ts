import type { z } from 'zod/mini';
import { apiErrorSchema, type ApiError } from '../../shared/api-error.ts';
import { fillPath, type HttpMethod, type RouteContract } from '../../shared/contract.ts';
import type { ClientErrorCode } from '../../shared/error-codes.ts';

/** The parts of a contract entry the client needs (see src/shared/contract.ts). */
export type ClientEntry = Pick<RouteContract, 'method' | 'path' | 'params' | 'query' | 'body'> & {
  response?: z.ZodMiniType;
};

/** One input of a call, typed by the entry's schema: required unless every field is optional. */
type Part<Entry, Key extends 'params' | 'query' | 'body'> = Entry extends {
  [K in Key]: infer Schema extends z.core.$ZodType;
}
  ? Record<never, never> extends z.input<Schema>
    ? { [K in Key]?: z.input<Schema> }
    : { [K in Key]: z.input<Schema> }
  : { [K in Key]?: never };

/** What a call of `Entry` takes: its path parameters, query and body, as the server parses them. */
export type RequestInput<Entry> = Part<Entry, 'params'> &
  Part<Entry, 'query'> &
  Part<Entry, 'body'> & { signal?: AbortSignal };

/** The JSON body a call of `Entry` sends, for functions that take it from their caller. */
export type BodyOf<Entry> = Entry extends { body: infer Schema extends z.core.$ZodType }
  ? z.input<Schema>
  : never;

/** The input may be left out when nothing in it is required. */
type InputArgs<Entry> =
  Record<never, never> extends RequestInput<Entry>
    ? [input?: RequestInput<Entry>]
    : [input: RequestInput<Entry>];

type Output<Entry> = Entry extends { response: infer Schema extends z.core.$ZodType }
  ? z.output<Schema>
  : undefined;

type WriteMethod = Exclude<HttpMethod, 'GET'>;

interface RequestParts {
  params?: object;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/** Any failed API call: `error` is the server's parsed body, or one we made for the failure. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: ApiError;

  constructor(status: number, error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.error = error;
  }
}

/** The entry's path with its parameters filled in (fillPath), then the query string. */
export function buildUrl(path: string, { params, query }: Omit<RequestParts, 'signal'>): string {
  const filled = fillPath(path, params ?? {});
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${filled}?${queryString}` : filled;
}

/**
 * The ONE way the browser reads our API: builds the URL from the contract entry, fetches it and
 * parses the body with the entry's response schema. Throws ApiRequestError on a non-2xx status,
 * a network failure, or a body that does not match the contract.
 */
export async function apiGet<const Entry extends ClientEntry & { method: 'GET' }>(
  entry: Entry,
  ...[input]: InputArgs<Entry>
): Promise<Output<Entry>> {
  return request(entry, input ?? {}) as Promise<Output<Entry>>;
}

/**
 * POST/PUT/PATCH/DELETE (same-origin, with the session cookie), with the entry's body as JSON.
 * The answer is parsed with the entry's response schema; routes without one (204) give undefined.
 */
export async function apiSend<const Entry extends ClientEntry & { method: WriteMethod }>(
  entry: Entry,
  ...[input]: InputArgs<Entry>
): Promise<Output<Entry>> {
  return request(entry, input ?? {}) as Promise<Output<Entry>>;
}

/** How long a response asked for early waits for its reader; older ones are asked for again. */
export const EARLY_RESPONSE_MS = 10_000;

interface EarlyResponse {
  response: Promise<Response | undefined>;
  startedAt: number;
}

const earlyResponses = new Map<string, EarlyResponse>();

/**
 * Asks for a GET now, before the code that reads it has arrived: the first apiGet of the same URL
 * within EARLY_RESPONSE_MS takes the answer instead of asking again (decision 062). The router
 * uses it for the data a screen opens with, which would otherwise wait for the screen's chunk.
 * Only a success is handed over; a failure (a stale session cookie's 401, a network error) makes
 * the reader ask again, and any write through apiSend drops every answer not yet taken.
 */
export function requestEarly(url: string): void {
  if (earlyResponses.has(url)) return;
  const response = send(url, 'GET', {})
    .then((answer) => (answer.ok ? answer : undefined))
    .catch(() => undefined);
  earlyResponses.set(url, { response, startedAt: performance.now() });
}

/**
 * The early answer for `url`, once: undefined when there is none or it is too old (and then the
 * caller's fetch leaves in the same task, as it always did), or a promise of it, undefined if it
 * failed.
 */
function takeEarlyResponse(url: string): Promise<Response | undefined> | undefined {
  const early = earlyResponses.get(url);
  if (!early) return undefined;
  earlyResponses.delete(url);
  if (performance.now() - early.startedAt > EARLY_RESPONSE_MS) return undefined;
  return early.response;
}

/** The request itself: same-origin with the session cookie, JSON both ways. */
function send(url: string, method: HttpMethod, { body, signal }: RequestParts): Promise<Response> {
  const hasBody = body !== undefined;
  // The API client is the only place allowed to call fetch (docs/architecture.md, Conventions).
  // eslint-disable-next-line no-restricted-globals
  return fetch(url, {
    method,
    headers: hasBody
      ? { accept: 'application/json', 'content-type': 'application/json' }
      : { accept: 'application/json' },
    credentials: 'same-origin',
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
    signal: signal ?? null,
  });
}

async function request(entry: ClientEntry, parts: RequestParts): Promise<unknown> {
  const { method } = entry;
  const schema = entry.response;
  const url = buildUrl(entry.path, parts);
  // A write may change what an early read said, or who is signed in: nothing asked for before it
  // is handed to a reader after it.
  if (method !== 'GET') earlyResponses.clear();
  const early = method === 'GET' ? takeEarlyResponse(url) : undefined;
  let response: Response;
  try {
    response = (early && (await early)) ?? (await send(url, method, parts));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw clientError(0, 'network-error', 'Network error');
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    throw new ApiRequestError(
      response.status,
      parsed.success
        ? parsed.data.error
        : {
            code: clientCode('http-error'),
            message: `Request failed with status ${response.status}`,
          },
    );
  }
  if (!schema) return undefined;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw clientError(
      response.status,
      'invalid-response',
      'The server sent a response this app does not understand',
    );
  }
  return parsed.data;
}

/** A code of the shared catalogue for a failure the client met itself (error-codes.ts). */
const clientCode = (code: ClientErrorCode): ClientErrorCode => code;

const clientError = (status: number, code: ClientErrorCode, message: string) =>
  new ApiRequestError(status, { code, message });
