import type { LoggerOptions } from 'pino';

// How an error is written to the log: by what it is — its type, the first part
// of its message, PostgreSQL's SQLSTATE and where it was raised, its stack frames, its causes —
// and never by the values it was given. Drizzle's query errors carry every parameter of the
// query in their message and fields: a failed import batch wrote the user's file to the log
// three times. A request body must never reach a log line this way.

/** Characters of an error's message kept: the SQL's start, never a whole batch. */
const MESSAGE_MAX = 300;
const FRAMES_MAX = 15;
const CAUSES_MAX = 3;
/** Fields that name what failed, never a value (pg's `detail` and `where` can quote values). */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

/** The message without the parameters a query error appends, cut to MESSAGE_MAX characters. */
export function safeMessage(error: Error): string {
  const message = String(error.message).split(/\r?\nparams: /)[0] ?? '';
  return message.length > MESSAGE_MAX ? `${message.slice(0, MESSAGE_MAX)}…` : message;
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

function serialise(error: Error, depth: number): LoggedError {
  const type = error.constructor?.name || error.name || 'Error';
  const message = safeMessage(error);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, FRAMES_MAX);
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause instanceof Error && depth < CAUSES_MAX) {
    logged.cause = serialise(error.cause, depth + 1);
  }
  if (error instanceof AggregateError && depth < CAUSES_MAX) {
    logged.errors = error.errors
      .slice(0, 3)
      .map((inner: unknown) => (inner instanceof Error ? serialise(inner, depth + 1) : '…'));
  }
  return logged;
}

/** pino's `err` serializer. */
export function serialiseError(value: unknown): unknown {
  return value instanceof Error ? serialise(value, 0) : value;
}

/**
 * pino logs an error given alone (`log.error(error)`, or `{ err }` without a message) under its
 * whole message: it gets the safe one instead.
 */
export const safeErrorMessages: NonNullable<LoggerOptions['hooks']>['logMethod'] = function (
  args,
  method,
) {
  const [first, second] = args as unknown[];
  const error =
    first instanceof Error
      ? first
      : typeof first === 'object' && first !== null && (first as { err?: unknown }).err;
  if (error instanceof Error && typeof second !== 'string') {
    const fields = first instanceof Error ? { err: first } : (first as object);
    return method.apply(this, [fields, safeMessage(error)] as Parameters<typeof method>);
  }
  return method.apply(this, args);
};
