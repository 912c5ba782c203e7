import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue.ts';

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
