import { vi } from 'vitest';

// Cache Storage as the browser keeps it, in memory (jsdom has none): named caches of responses
// keyed by URL. Only what the page's and the worker's code here use. The real one is exercised
// by the e2e journeys (e2e/pwa*.spec.ts).

const keyOf = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), 'http://localhost/').href;

class MemoryCache {
  readonly entries = new Map<string, Response>();

  async match(request: RequestInfo | URL) {
    return this.entries.get(keyOf(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(keyOf(request), response.clone());
  }

  async delete(request: RequestInfo | URL) {
    return this.entries.delete(keyOf(request));
  }

  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string) {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string) {
    return this.caches.has(name);
  }

  async delete(name: string) {
    return this.caches.delete(name);
  }

  async keys() {
    return [...this.caches.keys()];
  }
}

/** Installs an empty Cache Storage as `caches`; undo with vi.unstubAllGlobals(). */
export function stubCacheStorage(): MemoryCacheStorage {
  const storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  return storage;
}
