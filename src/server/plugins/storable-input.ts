import type { FastifyInstance } from 'fastify';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '#shared/platform/text.ts';
import { HttpError } from './errors.ts';

/** Deeper than any body we accept; deeper input is the schema's to refuse. */
const MAX_DEPTH = 8;

/** Where in `value` (a parsed query, params or JSON body) the first unstorable text sits. */
function unstorablePath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  // A file body (the CSV import) is bytes, checked where it is decoded.
  if (value instanceof Uint8Array) return null;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return path;
    // A key is named in the message only when short: bodies may be 64 KiB of key.
    const found = unstorablePath(item, `${path}.${key.length <= 40 ? key : '…'}`, depth + 1);
    if (found) return found;
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads its query leniently and never refuses it (the mailed verification link):
     * its schema keeps only what is storable, so the check below would only turn its redirect
     * into a 400.
     */
    lenientQuery?: boolean;
  }
}

/**
 * Refuses a NUL or an unpaired surrogate anywhere in a request's path parameters, query or JSON
 * body with a 400, before validation and before any route runs (docs/decisions/017). No field
 * of ours can hold them: PostgreSQL refuses U+0000 and UTF-8 cannot encode a lone surrogate,
 * so letting one through can only end in a 500 or in silently altered text.
 */
export function registerStorableInputCheck(app: FastifyInstance) {
  // A callback hook: an async one costs a promise and a turn on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const where =
      unstorablePath(request.params, 'params') ??
      (request.routeOptions.config.lenientQuery
        ? null
        : unstorablePath(request.query, 'querystring')) ??
      unstorablePath(request.body, 'body');
    if (where) done(new HttpError(400, 'invalid-request', `${where}: ${UNSTORABLE_TEXT_MESSAGE}`));
    else done();
  });
}
