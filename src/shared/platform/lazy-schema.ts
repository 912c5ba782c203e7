import { once } from './once.ts';

/**
 * A schema built on its first use instead of when its module loads (docs/decisions/058).
 *
 * The browser's entry imports the contracts of every route it may call, and building their
 * schemas was about a third of evaluating it: work on the main thread before the first render,
 * for routes the page may never call. Wrapped, a schema costs nothing until something reads it
 * (a parse, or a bigger schema's parse reaching it), and then it is built once and kept.
 *
 * The value stands in for the schema everywhere (same type, same behaviour, `instanceof`
 * included): every read, write and `in` goes to the built schema. It stays one object, so
 * identity holds wherever it is passed around.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  const schema = once(build);
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not call a property non-configurable that its (empty) target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
