import type { z } from 'zod/mini';
import type { ServerErrorCode } from './error-codes.ts';

// What one route is, written once in src/shared/<feature>/*.contract.ts and read by both sides: the server
// registers the route from it (server/plugins/contract-route.ts), the client builds the call and
// parses the answer with it (client/lib/api-client.ts). docs/decisions/018-contract-drives-routes.md

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  method: HttpMethod;
  /** Fastify's form: '/api/quotes/:symbol'. */
  path: string;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** Status of a success: 200, or 204 when there is no `response`. */
  status?: 200 | 201 | 204 | 302;
  /** The success body. Failures all have the body of api-error.ts, except: */
  response?: z.core.$ZodType;
  /** The body of a 503 when the instance cannot serve (health and readiness report why). */
  unavailableResponse?: z.core.$ZodType;
  /** The codes this route fails with, besides COMMON_ERROR_CODES (error-codes.ts). */
  errors: readonly ServerErrorCode[];
}

/** Checks a contract's entries and keeps their exact types (method and path literals). */
export const defineContract = <const T extends Record<string, RouteContract>>(entries: T): T =>
  entries;

/** The success status of an entry, as the server sends it and the client expects it. */
export const successStatus = (entry: Pick<RouteContract, 'status' | 'response'>): number =>
  entry.status ?? (entry.response ? 200 : 204);

/** '/api/quotes/:symbol' + {symbol: 'BRK.B'} → '/api/quotes/BRK.B' (each value URL-encoded). */
export function fillPath(path: string, params: object = {}): string {
  const values = new Map<string, unknown>(Object.entries(params));
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values.get(name);
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Where every route of the API lives: a path under it is never a page of the app. */
export const API_PREFIX = '/api/';
