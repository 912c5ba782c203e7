import { LRUCache } from 'lru-cache';

// A route's success, validated and serialised once per distinct answer instead of once per
// request (docs/decisions/037): the JSON made for a URL is sent again for as long as the
// handler's answer for it is the same. The contract's check still ran on every byte sent, when
// that JSON was made.

/** Turns an answer into the JSON to send, checking it against the route's contract. */
export type Serialise = (answer: unknown) => string;

export interface SerialisedAnswers<Input = unknown> {
  /**
   * The JSON of `answer`: the one last made for `key` if its answer was the same, else new.
   * Kept with it: `input`, what the request's URL was parsed into, and `version`, the data's
   * version the answer was made (or found the same) at.
   */
  json(key: string, answer: unknown, input: Input, version?: number): string;
  /** The input kept with `key`'s JSON: what that exact URL was parsed into when it was made. */
  inputOf(key: string): Input | undefined;
  /** `key`'s JSON, if the answer was made or found the same at `version`. */
  atVersion(key: string, version: number): string | undefined;
}

/** Deeper than any answer of ours; a deeper one is simply serialised again. */
const MAX_DEPTH = 12;

const isPlainObject = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether two answers serialise alike: the same value where the same object is reached (the
 * cache hands out the object it keeps, and replaces it rather than changing it), else the same
 * keys in the same order with the same values. Anything but plain objects, arrays and
 * primitives (a Date, a Map) counts as the same only when it is the same object.
 */
export function sameAnswer(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameAnswer(item, b[i], depth + 1));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  const otherKeys = Object.keys(b);
  if (keys.length !== otherKeys.length) return false;
  const other = b as Record<string, unknown>;
  const own = a as Record<string, unknown>;
  return keys.every(
    (key, i) => key === otherKeys[i] && sameAnswer(own[key], other[key], depth + 1),
  );
}

export interface SerialisedAnswersLimits {
  /** URLs remembered, the least recently asked forgotten first. */
  urls: number;
  /** Characters of JSON remembered in all (a bigger answer is simply not kept). */
  chars: number;
}

/**
 * Bounded both ways, so a client spraying distinct URLs costs memory no bigger than the limits
 * and time no worse than serialising each answer, as before.
 */
export function createSerialisedAnswers<Input = unknown>(
  serialise: Serialise,
  limits: SerialisedAnswersLimits,
): SerialisedAnswers<Input> {
  const made = new LRUCache<
    string,
    { answer: unknown; json: string; input: Input; version: number | undefined }
  >({
    max: limits.urls,
    maxSize: limits.chars,
    sizeCalculation: ({ json }) => Math.max(1, json.length),
  });
  return {
    json(key, answer, input, version) {
      const last = made.get(key);
      if (last && sameAnswer(last.answer, answer)) {
        last.version = version;
        return last.json;
      }
      const json = serialise(answer);
      made.set(key, { answer, json, input, version });
      return json;
    },
    // A look that does not count as a use: json() does, once the answer is known.
    inputOf: (key) => made.peek(key)?.input,
    atVersion(key, version) {
      const kept = made.get(key);
      return kept !== undefined && kept.version === version ? kept.json : undefined;
    },
  };
}
