/**
 * A value made on its first use, then kept. For Intl formatters: making one costs a page's start
 * (locale and time-zone data), so a page pays only for the formats it shows.
 */
export function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
