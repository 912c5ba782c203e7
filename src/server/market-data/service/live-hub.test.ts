import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, type ServerMessage } from '#shared/platform/live.ts';
import { createLiveHub, type LiveUser } from './live-hub.ts';
import type { WatchedChange } from './watched-symbols.ts';

/** Just enough of ws's WebSocket for the hub: it records what is sent and how it closed. */
class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  sent: ServerMessage[] = [];
  closedWith: number | null = null;
  isPaused = false;
  pause() {
    this.isPaused = true;
  }
  resume() {
    this.isPaused = false;
  }
  send(data: Buffer) {
    this.sent.push(JSON.parse(String(data)) as ServerMessage);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close', code);
  }
  ping() {}
  terminate() {
    this.close(1006);
  }
  subscribe(symbols: string[]) {
    this.emit('message', Buffer.from(JSON.stringify({ type: 'subscribe', symbols })), false);
  }
}

function hubWithSockets() {
  const hub = createLiveHub({ provider: 'simulated', heartbeatMs: 60_000, snapshot: () => [] });
  const open = (user: LiveUser | null = null, address = '203.0.113.1') => {
    const socket = new FakeSocket();
    hub.attach(socket as unknown as WebSocket, { address, user });
    return socket;
  };
  return { hub, open };
}

const symbols = (from: number, n: number) => Array.from({ length: n }, (_, i) => `S${from + i}`);

describe('live hub', () => {
  it('tells watchers only the symbols that changed, whatever the size of the watched set', async () => {
    const { hub, open } = hubWithSockets();
    const changes: WatchedChange[] = [];
    hub.onWatchedChange((change) => changes.push(change));
    // 99 sockets × 100 distinct symbols (from 4 addresses, within the cap per address).
    const sockets = Array.from({ length: 99 }, (_, i) => open(null, `203.0.113.${i % 4}`));
    sockets.forEach((socket, i) => socket.subscribe(symbols(i * 100, 100)));
    // Messages and closes are handled a bounded amount per event-loop turn (paced-queue.ts).
    await expect.poll(() => hub.watchedSymbols()).toHaveLength(9_900);

    changes.length = 0;
    const late = open(null, '203.0.113.9');
    late.subscribe(['S5', 'S6', 'NEW']); // two already watched, one new
    await expect.poll(() => changes).toEqual([{ added: ['NEW'], removed: [] }]);

    changes.length = 0;
    sockets[42]?.close(1000);
    await expect.poll(() => changes).toEqual([{ added: [], removed: symbols(4200, 100) }]);

    // Work over the whole run: each symbol reported once in, once out: linear, not quadratic.
    changes.length = 0;
    for (const socket of [...sockets, late]) socket.close(1000);
    await expect.poll(() => hub.watchedSymbols()).toEqual([]);
    const reported = changes.reduce((sum, c) => sum + c.added.length + c.removed.length, 0);
    expect(reported).toBe(9_900 - 100 + 1);
  });

  it('handles a burst of subscribes a bounded number per event-loop turn', async () => {
    const hub = createLiveHub({
      provider: 'simulated',
      heartbeatMs: 60_000,
      snapshot: () => [],
      pace: { perTurn: 5, budgetMs: 1_000 },
    });
    const sockets = Array.from({ length: 20 }, (_, i) => {
      const socket = new FakeSocket();
      hub.attach(socket as unknown as WebSocket, { address: `203.0.113.${i}`, user: null });
      return socket;
    });
    sockets.forEach((socket, i) => socket.subscribe(symbols(i * 10, 10)));
    expect(hub.watchedSymbols()).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(hub.watchedSymbols()).toHaveLength(50);
    await expect.poll(() => hub.watchedSymbols()).toHaveLength(200);
  });

  it('pauses a socket that sends faster than the hub handles its messages, and resumes it after', async () => {
    const { hub, open } = hubWithSockets();
    const socket = open();
    for (let i = 0; i < 10; i++) socket.subscribe(symbols(i * 10, 10));
    expect(socket.isPaused).toBe(true);
    await expect.poll(() => hub.watchedSymbols()).toHaveLength(100);
    expect(socket.isPaused).toBe(false);
  });

  it('watches nothing for a subscribe still queued when its socket closed', async () => {
    const { hub, open } = hubWithSockets();
    const socket = open();
    socket.subscribe(symbols(0, 10));
    socket.close(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hub.watchedSymbols()).toEqual([]);
    expect(hub.connectionCount()).toBe(0);
  });

  it("sends signed-out, then closes only the ended session's sockets", () => {
    const { hub, open } = hubWithSockets();
    const laptop = open({ id: 'ada', sessionId: 'laptop' });
    const phone = open({ id: 'ada', sessionId: 'phone' });
    const other = open({ id: 'bob', sessionId: 'bob-1' });
    hub.endSessions('ada', 'laptop');
    expect(laptop.sent.at(-1)).toEqual({ type: 'user-event', event: { type: 'signed-out' } });
    expect(laptop.closedWith).toBe(LIVE_CLOSE.signedOut);
    expect(phone.closedWith).toBeNull();

    hub.endSessions('ada');
    expect(phone.sent.at(-1)).toEqual({ type: 'user-event', event: { type: 'signed-out' } });
    expect(phone.closedWith).toBe(LIVE_CLOSE.signedOut);
    expect(other.closedWith).toBeNull();
    expect(hub.connectionCount()).toBe(1);
  });

  it('frees the per-address count of sockets it closed for a sign-out', () => {
    const hub = createLiveHub({
      provider: 'simulated',
      heartbeatMs: 60_000,
      snapshot: () => [],
      limits: { streamsPerAddress: 1 },
    });
    const first = new FakeSocket();
    hub.attach(first as unknown as WebSocket, {
      address: '203.0.113.1',
      user: { id: 'ada', sessionId: 's' },
    });
    hub.endSessions('ada');
    const next = new FakeSocket();
    hub.attach(next as unknown as WebSocket, { address: '203.0.113.1', user: null });
    expect(next.closedWith).toBeNull();
    expect(hub.connectionCount()).toBe(1);
  });
});
