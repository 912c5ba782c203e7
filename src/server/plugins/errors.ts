import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/api-error.ts';

/** Thrown by services for expected failures; becomes `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function body(error: Omit<ApiError, 'requestId'>, requestId: string): { error: ApiError } {
  return { error: { ...error, requestId } };
}

/** JSON errors for every /api route: clear 4xx messages, and 5xx without internals or stacks. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
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
      // messages are safe and clear.
      return reply
        .code(status)
        .send(body({ code: error.code ?? 'bad-request', message: error.message }, request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(body({ code: 'internal', message: 'Something went wrong on our side.' }, request.id));
  });
}
