import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '#shared/market-data/market-data.ts';
import { FakeSocket } from '../testing/fake-socket.ts';
import { LIVE_CLOSE } from '#shared/platform/live.ts';
import { LiveStream, liveStreamUrl } from './live-stream.ts';

const quote: Quote = {
  symbol: 'AAPL',
  price: 212.4,
  change: 1.2,
  changePercent: 0.57,
  open: 211,
  high: 213,
  low: 210,
  previousClose: 211.2,
  currency: 'USD',
  time: '2026-03-02T15:00:00.000Z',
};

function makeStream(onQuote = vi.fn()) {
  return new LiveStream({
    onQuote,
    url: 'ws://test/api/live',
    createSocket: (url) => new FakeSocket(url),
    random: () => 0.5,
    backoff: { initialMs: 1000, maxMs: 8000 },
  });
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('liveStreamUrl', () => {
  it('uses wss on https pages and ws otherwise, same origin', () => {
    expect(liveStreamUrl({ protocol: 'https:', host: 'tickerdeck.app' })).toBe(
      'wss://tickerdeck.app/api/live',
    );
    expect(liveStreamUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/live',
    );
  });
});

describe('LiveStream', () => {
  it('holds its first connection, and a restart, until whenReady calls back', () => {
    let ready = () => {};
    const stream = new LiveStream({
      onQuote: () => undefined,
      createSocket: (url) => new FakeSocket(url),
      whenReady: (callback) => {
        ready = callback;
      },
    });
    stream.subscribe(['AAPL']);
    stream.restart();
    expect(FakeSocket.instances).toHaveLength(0);
    ready();
    expect(FakeSocket.instances).toHaveLength(1);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent).toEqual([{ type: 'subscribe', symbols: ['AAPL'] }]);
    stream.close();
  });

  it('opens one socket and subscribes each symbol once however many screens watch it', () => {
    const stream = makeStream();
    const stopA = stream.subscribe(['AAPL', 'MSFT']);
    stream.subscribe(['AAPL']);
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([{ type: 'subscribe', symbols: ['AAPL', 'MSFT'] }]);
    stopA();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', symbols: ['MSFT'] });
    stream.close();
  });

  it('hands every valid quote message to onQuote and ignores junk', () => {
    const onQuote = vi.fn();
    const stream = makeStream(onQuote);
    stream.subscribe(['AAPL']);
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive({ type: 'quote', quote });
    socket.receive({ type: 'quote', quote: { symbol: 'AAPL' } });
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(onQuote).toHaveBeenCalledExactlyOnceWith(quote);
    stream.close();
  });

  it('reports the provider named in hello', () => {
    const stream = makeStream();
    stream.subscribe(['AAPL']);
    FakeSocket.latest().open();
    FakeSocket.latest().receive({ type: 'hello', provider: 'simulated' });
    expect(stream.getProvider()).toBe('simulated');
    stream.close();
  });

  it('says prices are delayed when the socket drops, reconnects with back-off and resubscribes', () => {
    const stream = makeStream();
    const changes = vi.fn();
    stream.onChange(changes);
    stream.subscribe(['AAPL']);
    expect(stream.getStatus()).toBe('connecting');
    FakeSocket.latest().open();
    expect(stream.getStatus()).toBe('live');

    FakeSocket.latest().close();
    expect(stream.getStatus()).toBe('delayed');
    // First retry: full jitter over 1 s (random 0.5 → 500 ms).
    vi.advanceTimersByTime(499);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    // It fails again: the window doubles (2 s → 1 s with this random).
    FakeSocket.latest().close();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);

    FakeSocket.latest().open();
    expect(stream.getStatus()).toBe('live');
    expect(FakeSocket.latest().sent).toEqual([{ type: 'subscribe', symbols: ['AAPL'] }]);
    expect(changes).toHaveBeenCalled();
    stream.close();
  });

  it("waits as long as the server's reconnect message asks", () => {
    const stream = makeStream();
    stream.subscribe(['AAPL']);
    FakeSocket.latest().open();
    FakeSocket.latest().receive({ type: 'reconnect', afterMs: 5000 });
    FakeSocket.latest().close();
    // 5000 ms plus jitter of up to the initial delay (0.5 × 1000).
    vi.advanceTimersByTime(5499);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    stream.close();
  });

  it('waits a minute or more before reconnecting when refused for too many streams', () => {
    const stream = makeStream();
    stream.subscribe(['AAPL']);
    FakeSocket.latest().close(LIVE_CLOSE.tooManyStreams);
    expect(stream.getStatus()).toBe('delayed');
    // 60 s plus 0.5 × 60 s of jitter, then the usual jitter of up to the initial delay.
    vi.advanceTimersByTime(90_000);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(FakeSocket.instances).toHaveLength(2);
    stream.close();
  });

  it('stops reconnecting once closed', () => {
    const stream = makeStream();
    stream.subscribe(['AAPL']);
    FakeSocket.latest().open();
    stream.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
