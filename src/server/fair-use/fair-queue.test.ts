import { describe, expect, it } from 'vitest';
import { createFairQueue, QueueFull, QueueLeft } from './fair-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('fair queue', () => {
  it('never runs more than its concurrency and takes waiting clients in turn', async () => {
    const queue = createFairQueue(2);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(name);
      await tick();
      running -= 1;
    };
    const all = [
      ...Array.from({ length: 6 }, (_, i) => queue.run('attacker', job(`a${i}`))),
      queue.run('owner', job('owner')),
    ];
    expect(queue.waitingFor('attacker')).toBe(4);
    expect(queue.waitingFor('owner')).toBe(1);
    await Promise.all(all);
    expect(most).toBe(2);
    // Six jobs of one client were queued first; the owner's still starts within the next turn.
    expect(order.indexOf('owner')).toBeLessThanOrEqual(3);
    expect(queue.waitingFor('attacker')).toBe(0);
  });

  it('passes results and failures through and keeps going after a failure', async () => {
    const queue = createFairQueue(1);
    const failed = queue.run('x', async () => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    await expect(queue.run('x', async () => 42)).resolves.toBe(42);
  });
});

describe('fair queue with per-key bounds', () => {
  it("runs one key's jobs one at a time, refuses past its waiting room, and starts another key's job at once", async () => {
    const queue = createFairQueue({ concurrency: 4, perKeyRunning: 1, perKeyWaiting: 2 });
    const releases = await Promise.all([queue.acquire('heavy')]);
    const waiting = [queue.acquire('heavy'), queue.acquire('heavy')];
    await expect(queue.acquire('heavy')).rejects.toBeInstanceOf(QueueFull);
    expect(queue.runningFor('heavy')).toBe(1);
    expect(queue.waitingFor('heavy')).toBe(2);
    // Three slots are free: another key never waits behind the first key's backlog.
    const neighbour = await queue.acquire('neighbour');
    expect(queue.runningFor('neighbour')).toBe(1);
    neighbour();
    releases[0]?.();
    const next = await waiting[0];
    expect(queue.runningFor('heavy')).toBe(1);
    expect(queue.waitingFor('heavy')).toBe(1);
    next?.();
    (await waiting[1])?.();
    expect(queue.runningFor('heavy')).toBe(0);
  });

  it('takes a waiting job out of the queue when its caller leaves, and starts the next', async () => {
    const queue = createFairQueue({ concurrency: 1 });
    const first = await queue.acquire('a');
    const leaving = new AbortController();
    const gone = queue.acquire('b', leaving.signal);
    const stays = queue.acquire('c');
    leaving.abort();
    await expect(gone).rejects.toBeInstanceOf(QueueLeft);
    expect(queue.waitingFor('b')).toBe(0);
    first();
    (await stays)();
    expect(queue.runningFor('c')).toBe(0);
  });

  it('releases a slot once however often release is called', async () => {
    const queue = createFairQueue({ concurrency: 1 });
    const release = await queue.acquire('a');
    release();
    release();
    const again = await queue.acquire('a');
    const other = queue.acquire('b');
    expect(queue.waitingFor('b')).toBe(1);
    again();
    (await other)();
  });
});
