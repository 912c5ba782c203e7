import { describe, expect, it } from 'vitest';
import { createPacedQueue } from './paced-queue.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('paced queue', () => {
  it('runs at most perTurn jobs per event-loop turn, in the order they came', async () => {
    const queue = createPacedQueue({ perTurn: 3, budgetMs: 1_000 });
    const ran: number[] = [];
    for (let i = 0; i < 7; i++) queue.push(() => ran.push(i));
    expect(ran).toEqual([]);
    await nextTurn();
    expect(ran).toEqual([0, 1, 2]);
    await nextTurn();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5]);
    await nextTurn();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queue.size()).toBe(0);
  });

  it('ends a turn early once its time budget is spent, and lets a timer run in between', async () => {
    const queue = createPacedQueue({ perTurn: 100, budgetMs: 5 });
    const ran: string[] = [];
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    for (let i = 0; i < 4; i++) queue.push(() => (busy(4), ran.push(`job${i}`)));
    setTimeout(() => ran.push('timer'), 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Two 4 ms jobs spend a turn's 5 ms: the timer runs before the third job at the latest.
    expect(ran.indexOf('timer')).toBeGreaterThanOrEqual(0);
    expect(ran.indexOf('timer')).toBeLessThanOrEqual(2);
    expect(ran.filter((r) => r.startsWith('job'))).toHaveLength(4);
  });

  it('keeps running the jobs behind one that threw', async () => {
    const queue = createPacedQueue({ perTurn: 10, budgetMs: 1_000 });
    const ran: number[] = [];
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.once('uncaughtException', onError);
    queue.push(() => {
      throw new Error('boom');
    });
    queue.push(() => ran.push(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('uncaughtException', onError);
    expect(ran).toEqual([1]);
  });

  it('forgets queued jobs when cleared', async () => {
    const queue = createPacedQueue({ perTurn: 10, budgetMs: 1_000 });
    const ran: number[] = [];
    queue.push(() => ran.push(1));
    queue.clear();
    await nextTurn();
    expect(ran).toEqual([]);
    expect(queue.size()).toBe(0);
  });
});
