import type { z } from 'zod';
import { apiErrorSchema, type ApiError } from '../../shared/api-error.ts';

/** The parts of a contract entry the client needs (see src/shared/*.contract.ts). */
export interface GetContractEntry<Schema extends z.ZodType> {
  method: 'GET';
  path: string;
  response: Schema;
}

interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
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

/** '/api/quotes/:symbol' + {symbol: 'BRK.B'} → '/api/quotes/BRK.B' (each value URL-encoded). */
export function buildUrl(path: string, { params, query }: Omit<RequestParts, 'signal'>): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${filled}?${queryString}` : filled;
}

/**
 * The ONE way the browser reads our API: builds the URL from the contract, fetches it and parses
 * the body with the contract's response schema. Throws ApiRequestError on a non-2xx status,
 * a network failure, or a body that does not match the contract.
 */
export async function apiGet<Schema extends z.ZodType>(
  entry: GetContractEntry<Schema>,
  parts: RequestParts = {},
): Promise<z.output<Schema>> {
  return request(entry.path, 'GET', entry.response, parts) as Promise<z.output<Schema>>;
}

/** A writing route of a contract; `response` is absent for 204 answers. */
export interface SendContractEntry<Schema extends z.ZodType | undefined> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  response?: Schema;
}

type SendOutput<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/**
 * POST/PUT/PATCH/DELETE with a JSON body (sent same-origin, with the session cookie). The body
 * is parsed with the contract's response schema when it has one; 204 answers give undefined.
 */
export async function apiSend<Schema extends z.ZodType | undefined = undefined>(
  entry: SendContractEntry<Schema>,
  parts: RequestParts & { body?: unknown } = {},
): Promise<SendOutput<Schema>> {
  return request(entry.path, entry.method, entry.response, parts) as Promise<SendOutput<Schema>>;
}

async function request(
  path: string,
  method: string,
  schema: z.ZodType | undefined,
  parts: RequestParts & { body?: unknown },
): Promise<unknown> {
  const url = buildUrl(path, parts);
  const hasBody = parts.body !== undefined;
  let response: Response;
  try {
    // The API client is the only place allowed to call fetch (STYLE.md habit 4).
    // eslint-disable-next-line no-restricted-globals
    response = await fetch(url, {
      method,
      headers: hasBody
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
      credentials: 'same-origin',
      ...(hasBody ? { body: JSON.stringify(parts.body) } : {}),
      signal: parts.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, { code: 'NETWORK_ERROR', message: 'Network error' });
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    throw new ApiRequestError(
      response.status,
      parsed.success
        ? parsed.data.error
        : { code: 'HTTP_ERROR', message: `Request failed with status ${response.status}` },
    );
  }
  if (!schema) return undefined;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, {
      code: 'INVALID_RESPONSE',
      message: 'The server sent a response this app does not understand',
    });
  }
  return parsed.data;
}
