import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// One log line per request instead of Fastify's two (docs/decisions/043). Fastify writes
// 'incoming request' (with the request's method, URL, host and address) when a request comes in
// and 'request completed' (status, time) when its answer is sent: two JSON lines and two writes
// to stdout for every request. Here the answer's line carries the request's fields too. Every
// other line of Fastify's (handler errors, stream errors, 404s) is left as it is.

/** pino's levels at or below `info` (its numbers: trace 10, debug 20, info 30). */
const INFO_ENABLED = new Set(['trace', 'debug', 'info']);

export class RequestLog extends LogController {
  /** Replies whose line is written (only those of requests watched for an early close). */
  readonly #logged = new WeakSet<FastifyReply>();

  /**
   * No line yet, unless the client leaves before its answer: such a request never finishes,
   * so it gets its line when its connection closes (only when `info` lines are written).
   */
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request) || !INFO_ENABLED.has(request.log.level)) return;
    reply.raw.once('close', () => {
      if (this.#logged.has(reply)) return;
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request closed before its answer',
      );
    });
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (INFO_ENABLED.has(request.log.level)) this.#logged.add(reply);
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
