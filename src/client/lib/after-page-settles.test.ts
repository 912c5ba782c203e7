import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, SETTLE_TIMEOUT_MS } from './after-page-settles.ts';

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
