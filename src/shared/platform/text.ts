import { z } from 'zod/mini';

// What text from outside may hold (docs/decisions/017-hostile-input.md). Two rules:
// - storable: no U+0000 (PostgreSQL refuses it in text, SQLSTATE 22021) and no unpaired
//   surrogate (UTF-8 has no form for it; Node would quietly store U+FFFD instead). No request
//   ever needs either, so the server refuses them in every field before any route runs.
// - plain: a one-line label (a name) also holds no control characters, line separators or
//   bidirectional overrides (text that displays reversed). Joiners stay: emoji sequences.

export const UNSTORABLE_TEXT_MESSAGE =
  'Text must not contain NUL characters or unpaired surrogates (invalid UTF-16)';
export const PLAIN_TEXT_MESSAGE = 'contains invalid characters';

// eslint-disable-next-line no-control-regex -- U+0000 is the character PostgreSQL refuses
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const notPlain = new RegExp(
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  '[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]',
);

/** False for text PostgreSQL cannot store or UTF-8 cannot encode. */
export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

/** True for a one-line label: storable, and free of controls and direction overrides. */
export function isPlainText(value: string): boolean {
  return isStorableText(value) && !notPlain.test(value);
}

/** A string refinement for one-line labels; `label` starts the message ('Name …'). */
export const plainText = (label: string) =>
  z.string().check(z.refine(isPlainText, `${label} ${PLAIN_TEXT_MESSAGE}`));
