import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps one page load's state: each test imports a fresh copy.
const load = async () => {
  vi.resetModules();
  return import('./first-screen.ts');
};

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

/** A query whose answer the test gives. */
function pendingQuery(queryClient: QueryClient, key: string) {
  const answer = deferred();
  void queryClient.prefetchQuery({ queryKey: [key], queryFn: () => answer.promise.then(() => 1) });
  return answer;
}

describe('the top bar extras on the first screen', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('are shown at once when the app did not watch a first screen (tests, a warm app)', async () => {
    const { useFirstScreenShown } = await load();
    expect(renderHook(() => useFirstScreenShown()).result.current).toBe(true);
  });

  it('let code wait for them too (the charts), which goes on at once once they are shown', async () => {
    const { firstScreenShown, watchFirstScreen } = await load();
    const queryClient = new QueryClient();
    const answer = pendingQuery(queryClient, 'sectors');
    watchFirstScreen(queryClient, Promise.resolve());
    let chartMayLoad = false;
    void firstScreenShown().then(() => (chartMayLoad = true));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(chartMayLoad).toBe(false);
    await act(async () => {
      answer.resolve();
      await vi.advanceTimersByTimeAsync(40);
    });
    expect(chartMayLoad).toBe(true);
    // A chart on a later screen waits for nothing.
    let later = false;
    void firstScreenShown().then(() => (later = true));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(later).toBe(true);
  });

  it("wait for the screen's code, then for its answers to arrive and paint", async () => {
    const { useFirstScreenShown, watchFirstScreen } = await load();
    const queryClient = new QueryClient();
    const code = deferred();
    const holdings = pendingQuery(queryClient, 'holdings');
    watchFirstScreen(queryClient, code.promise);
    const { result } = renderHook(() => useFirstScreenShown());

    await act(async () => {
      code.resolve();
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(result.current).toBe(false); // the holdings are still on their way

    // The holdings' answer renders a part that asks for more (as a watchlist's quotes), before
    // the next paint: the extras wait for that answer too.
    await act(async () => {
      holdings.resolve();
      await vi.advanceTimersByTimeAsync(0);
    });
    const quotes = pendingQuery(queryClient, 'quotes');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(false);

    await act(async () => {
      quotes.resolve();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe(false); // answered, not yet painted
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current).toBe(true);
  });

  it('wait for the parts still waiting for their turn (a card between skeleton and content)', async () => {
    let waiting = true;
    vi.doMock('./render-in-turns.ts', () => ({ turnsWaiting: () => waiting }));
    try {
      const { useFirstScreenShown, watchFirstScreen } = await load();
      watchFirstScreen(new QueryClient(), Promise.resolve());
      const { result } = renderHook(() => useFirstScreenShown());
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(result.current).toBe(false);
      waiting = false;
      await act(() => vi.advanceTimersByTimeAsync(40));
      expect(result.current).toBe(true);
    } finally {
      vi.doUnmock('./render-in-turns.ts');
    }
  });

  it('come after FIRST_SCREEN_TIMEOUT_MS when an answer takes longer', async () => {
    const { FIRST_SCREEN_TIMEOUT_MS, useFirstScreenShown, watchFirstScreen } = await load();
    const queryClient = new QueryClient();
    pendingQuery(queryClient, 'slow');
    watchFirstScreen(queryClient, Promise.resolve());
    const { result } = renderHook(() => useFirstScreenShown());
    await act(() => vi.advanceTimersByTimeAsync(FIRST_SCREEN_TIMEOUT_MS - 1));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });

  it('come at once when the user moves on to another screen', async () => {
    const { showTopBarExtras, useFirstScreenShown, watchFirstScreen } = await load();
    const queryClient = new QueryClient();
    pendingQuery(queryClient, 'slow');
    watchFirstScreen(queryClient, Promise.resolve());
    const { result } = renderHook(() => useFirstScreenShown());
    expect(result.current).toBe(false);
    act(() => showTopBarExtras());
    expect(result.current).toBe(true);
  });
});
