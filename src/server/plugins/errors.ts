import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '#shared/platform/api-error.ts';
import type { ServerErrorCode } from '#shared/platform/error-codes.ts';
import { writeRefusalOf, type WriteHealth, type WriteRefusal } from '../db/write-health.ts';

/** Thrown by services for expected failures; becomes `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** From the shared catalogue (src/shared/platform/error-codes.ts), so the client can rely on it. */
    readonly code: ServerErrorCode,
    message: string,
    /** Sent as Retry-After (429 and 503 answers that know when to come back). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Body of the 503 sent while PostgreSQL cannot be reached (restart, failover, pool exhausted). */
export const DATABASE_UNAVAILABLE = {
  code: 'database-unavailable',
  message: 'The database is unavailable. Please try again shortly.',
} as const;

/** 503 bodies and Retry-After (seconds) for a database that takes no writes now. */
const WRITE_REFUSED: Record<
  WriteRefusal,
  { code: ServerErrorCode; message: string; retryAfter: number }
> = {
  'read-only': {
    code: 'database-read-only',
    message:
      'The database is read-only at the moment: changes cannot be saved. Please try again later.',
    retryAfter: 30,
  },
  full: {
    code: 'database-full',
    message: "The database's disk is full: changes cannot be saved. Please try again later.",
    retryAfter: 60,
  },
};

// Socket-level failures to reach the server, SQLSTATE classes 08 (connection exception) and
// 57P0x (admin/crash shutdown, cannot connect now), and 53200/53300 (out of memory, too many
// connections: the server's state, not the request's).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'the database system is',
];

/**
 * True when `error` (or anything in its `cause` chain: Drizzle wraps pg's errors) says the
 * database could not be reached, as opposed to a query that the database refused.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (
        UNREACHABLE_CODES.has(code) ||
        code.startsWith('08') ||
        /^57P0[1-3]$/.test(code) ||
        code === '53200' ||
        code === '53300'
      ) {
        return true;
      }
    }
    if (
      UNAVAILABLE_MESSAGES.some(
        (text) => current instanceof Error && current.message.includes(text),
      )
    ) {
      return true;
    }
    // Node reports a refused connection to a host with several addresses as an AggregateError.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = current.cause;
  }
  return false;
}

// SQLSTATE class 22 (data exception) codes that a value from the request can cause: bad text
// encoding, a value too long, out of range, or not a number/date/uuid. Not 22012 (division by
// zero) and the like, which only our own SQL can cause.
const INVALID_VALUE_CODES = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire (U+0000 in text)
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
]);

export const INVALID_VALUE = {
  code: 'invalid-request',
  message: 'The request holds a value that cannot be stored. Please check what you entered.',
} as const;

/** True when PostgreSQL refused a value (anywhere in the `cause` chain), not the query. */
export function isInvalidValue(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INVALID_VALUE_CODES.has(code)) return true;
    current = current.cause;
  }
  return false;
}

/** Our code for a client error Fastify found before any route ran. */
const frameworkCode = (status: number): ServerErrorCode =>
  status === 413
    ? 'body-too-large'
    : status === 415
      ? 'unsupported-media-type'
      : status === 404
        ? 'not-found'
        : 'invalid-request';

function body(error: Omit<ApiError, 'requestId'>, requestId: string): { error: ApiError } {
  return { error: { ...error, requestId } };
}

/**
 * Fastify's `frameworkErrors`: URLs its router refuses before any route or hook runs (broken
 * percent-encoding, a path parameter over 100 characters) get our error body, not Fastify's.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'A part of the address is too long.']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'The address is not valid: it holds a broken %-encoding.']
        : [500, 'Something went wrong on our side.'];
  if (status >= 500) request.log.error({ err: error }, 'router failed');
  return reply
    .code(status)
    .send(body({ code: status >= 500 ? 'internal' : 'invalid-url', message }, request.id));
}

/** 404 for a path no route serves (the API alone, without the built client's pages). */
export async function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(
    body(
      {
        code: 'not-found',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      },
      request.id,
    ),
  );
}

export interface ErrorHandlingOptions {
  /**
   * Rejects when PostgreSQL does not answer (database.ping). Asked only on an unexpected 5xx:
   * better-auth turns a lost connection into its own 500 without the cause, so the error alone
   * cannot tell a bug from an outage.
   */
  pingDatabase?: () => Promise<void>;
  /**
   * True just after pooled connections lost their server: a request that failed then is an
   * outage even if the database is back by the time we ping it (a restart takes seconds).
   */
  databaseRecentlyLost?: () => boolean;
  /**
   * Told of every refused write; asked on an unexpected 5xx, since better-auth's own 500 for a
   * read-only database carries no cause either.
   */
  writeHealth?: WriteHealth;
}

/** JSON errors for every /api route: clear 4xx messages, and 5xx without internals or stacks. */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .code(error.statusCode)
        .send(body({ code: error.code, message: error.message }, request.id));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath
        ? first.instancePath.replace(/^\//, '').replace(/\//g, '.')
        : '';
      const message = first?.message ?? 'Invalid request';
      return reply.code(400).send(
        body(
          {
            code: 'invalid-request',
            message: where
              ? `${error.validationContext ?? 'request'}.${where}: ${message}`
              : message,
          },
          request.id,
        ),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): its
      // messages are safe and clear; its FST_ERR_… codes become ours (docs/decisions/018).
      return reply
        .code(status)
        .send(body({ code: frameworkCode(status), message: error.message }, request.id));
    }
    // Last line of defence only: the contracts and the storable-input check refuse such values
    // first (docs/decisions/017). Logged, because reaching here means a schema let one through.
    if (isInvalidValue(error)) {
      request.log.warn({ err: error }, 'database refused a value from the request');
      return reply.code(400).send(body(INVALID_VALUE, request.id));
    }
    const unreachable = isDatabaseUnavailable(error) || options.databaseRecentlyLost?.() === true;
    const refusal = unreachable
      ? undefined
      : (writeRefusalOf(error) ??
        (request.method === 'GET' || request.method === 'HEAD'
          ? undefined
          : await causelessReadOnly(options.writeHealth)));
    if (refusal) {
      options.writeHealth?.noteRefusal(refusal);
      request.log.warn({ err: error }, `database refused a write: ${refusal}`);
      const { retryAfter, ...answer } = WRITE_REFUSED[refusal];
      return reply
        .code(503)
        .header('retry-after', String(retryAfter))
        .send(body(answer, request.id));
    }
    const databaseDown =
      unreachable ||
      (options.pingDatabase !== undefined &&
        (await options.pingDatabase().then(
          () => false,
          () => true,
        )));
    if (databaseDown) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(body(DATABASE_UNAVAILABLE, request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(body({ code: 'internal', message: 'Something went wrong on our side.' }, request.id));
  });
}

/** 'read-only' when the database is read-only now (a write failed without saying why). */
async function causelessReadOnly(writeHealth: WriteHealth | undefined) {
  const state = await writeHealth?.state().catch(() => undefined);
  return state === 'read-only' ? state : undefined;
}
