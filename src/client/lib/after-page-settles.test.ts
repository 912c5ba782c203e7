import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterNetworkQuiet,
  afterPageSettles,
  NETWORK_QUIET_MS,
  NETWORK_QUIET_TIMEOUT_MS,
  SETTLE_TIMEOUT_MS,
} from './after-page-settles.ts';

describe('afterPageSettles', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for an idle moment bounded by the timeout', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: { run?: () => void; timeout?: number | undefined } = {};
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => {
      idle.run = run;
      idle.timeout = options?.timeout;
      return 1;
    });
    const run = vi.fn();
    afterPageSettles(run);
    expect(idle.run).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    expect(idle.timeout).toBe(SETTLE_TIMEOUT_MS);
    expect(run).not.toHaveBeenCalled();
    idle.run?.();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs without an idle callback on a browser that has none, and not when cancelled', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    const cancelled = vi.fn();
    afterPageSettles(run);
    afterPageSettles(cancelled)();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('never runs when cancelled before the page has loaded', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    afterPageSettles(run)();
    window.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
  });
});

describe('afterNetworkQuiet', () => {
  /** A PerformanceObserver whose resource entries the test reports by hand. */
  function fakeResourceObserver() {
    const observers = new Set<{ callback: () => void; disconnected: boolean }>();
    class FakeObserver {
      static supportedEntryTypes = ['resource'];
      entry = { callback: () => {}, disconnected: false };
      constructor(callback: () => void) {
        this.entry.callback = callback;
      }
      observe() {
        observers.add(this.entry);
      }
      disconnect() {
        this.entry.disconnected = true;
        observers.delete(this.entry);
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return {
      requestFinished: () => observers.forEach((observer) => observer.callback()),
      watching: () => observers.size,
    };
  }

  function settledPage() {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
  }

  it('runs once the page has finished no request for the quiet period, and stops watching', () => {
    settledPage();
    const network = fakeResourceObserver();
    const run = vi.fn();
    afterNetworkQuiet(run);
    vi.advanceTimersByTime(0); // the page settles
    vi.advanceTimersByTime(NETWORK_QUIET_MS - 100);
    network.requestFinished(); // a late chart chunk: the quiet starts over
    vi.advanceTimersByTime(NETWORK_QUIET_MS - 100);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledOnce();
    expect(network.watching()).toBe(0);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at the timeout on a page that never falls quiet', () => {
    settledPage();
    const network = fakeResourceObserver();
    const run = vi.fn();
    afterNetworkQuiet(run);
    vi.advanceTimersByTime(0);
    for (let waited = 0; waited < NETWORK_QUIET_TIMEOUT_MS - 500; waited += 500) {
      vi.advanceTimersByTime(500);
      network.requestFinished();
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledOnce();
    expect(network.watching()).toBe(0);
  });

  it('never runs when cancelled, before or after the page has settled', () => {
    settledPage();
    const network = fakeResourceObserver();
    const early = vi.fn();
    const late = vi.fn();
    afterNetworkQuiet(early)();
    const cancelLate = afterNetworkQuiet(late);
    vi.advanceTimersByTime(0);
    expect(network.watching()).toBe(1);
    cancelLate();
    expect(network.watching()).toBe(0);
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('pageSettled', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('resolves once the page has settled, and at once for every later caller', async () => {
    // A fresh module: the settled state is kept for the page's life.
    vi.resetModules();
    const { pageSettled } = await import('./after-page-settles.ts');
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idle = run), 1));
    const first = vi.fn();
    void pageSettled().then(first);
    window.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(first).not.toHaveBeenCalled();

    idle?.();
    await pageSettled();
    expect(first).toHaveBeenCalledOnce();
    // Later screens (a chart opened after navigating) do not wait again.
    expect(pageSettled()).toBe(pageSettled());
  });
});
