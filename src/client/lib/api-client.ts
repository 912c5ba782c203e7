import type { z } from 'zod/mini';
import { apiErrorSchema, type ApiError } from '#shared/platform/api-error.ts';
import { fillPath, type HttpMethod, type RouteContract } from '#shared/platform/contract.ts';
import type { ClientErrorCode } from '#shared/platform/error-codes.ts';

/** The parts of a contract entry the client needs (see src/shared/platform/contract.ts). */
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

/**
 * Answers a call without the network: the server sets one while it renders a page (the same
 * services the API uses, in-process), so the page's first screen is loaded by the very query
 * functions the browser runs. Returns the answer's JSON body as the API would send it.
 */
export type InProcessApi = (
  entry: ClientEntry,
  input: { params?: object; query?: object },
) => Promise<{ status: number; body: unknown }>;

let inProcess: InProcessApi | undefined;

/** Server rendering only (entry-server.tsx): GETs go to `api` instead of `fetch`. */
export function answerInProcess(api: InProcessApi | undefined): void {
  inProcess = api;
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
  let response: { ok: boolean; status: number; body: unknown };
  if (inProcess) {
    if (method !== 'GET') throw new Error(`${method} ${entry.path}: a page render only reads`);
    const answer = await inProcess(entry, parts);
    response = { ...answer, ok: answer.status >= 200 && answer.status < 300 };
  } else {
    const url = buildUrl(entry.path, parts);
    let sent: Response;
    try {
      sent = await send(url, method, parts);
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw clientError(0, 'network-error', 'Network error');
    }
    const body: unknown = await sent.json().catch(() => undefined);
    response = { ok: sent.ok, status: sent.status, body };
  }

  const { body } = response;
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
