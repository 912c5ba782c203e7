// Stateless seeded randomness: every draw is a pure function of its key, so any day or minute
// of any symbol can be generated on its own, in any order, and always comes out the same.

/** FNV-1a: a stable 32-bit number for a string (e.g. a symbol). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** murmur3's finaliser over a list of integers: well-mixed 32 bits per distinct key. */
function mix(keys: readonly number[]): number {
  let hash = 0x9e3779b9;
  for (const key of keys) {
    hash = Math.imul(hash ^ (key | 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

/** Uniform in (0, 1). */
export function uniform(...keys: number[]): number {
  return (mix(keys) + 0.5) / 4_294_967_296;
}

/** Standard normal (Box–Muller) for a key. */
export function normal(...keys: number[]): number {
  const u = uniform(...keys, 1);
  const v = uniform(...keys, 2);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
