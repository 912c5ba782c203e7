import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedCatalogue } from '../../market-data/service/symbol-catalogue.ts';
import { acceptsEncoding } from '../../plugins/accept-encoding.ts';

// The catalogue's bytes as prepared once per load (docs/decisions/034): a browser keeps them a
// day and then revalidates with its ETag (a 304 costs a few bytes); gzip when accepted, as the
// API has no compression of its own and the plain list of ~30k US listings is over a megabyte.

/** A day fresh, then served while it revalidates for another: the list changes slowly. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=86400';

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

export function sendCatalogue(
  request: FastifyRequest,
  reply: FastifyReply,
  catalogue: PreparedCatalogue,
): FastifyReply {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', catalogue.etag)
    .header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], catalogue.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (acceptsEncoding(request.headers['accept-encoding'], 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(catalogue.gzip);
  }
  return reply.send(catalogue.json);
}
