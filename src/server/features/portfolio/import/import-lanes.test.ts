import { describe, expect, it } from 'vitest';
import { createImportLanes, IMPORT_LANES } from './import-lanes.ts';

// The import slots' rules, with imports that end when the test says.

function held() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { statusCode?: number; code?: string }) => `${error.statusCode} ${error.code}`,
  );

describe('import lanes', () => {
  it("runs two users' imports, queues a third user's, and refuses a user's second", async () => {
    const lanes = createImportLanes();
    const [a, b, c] = [held(), held(), held()];
    const started: string[] = [];
    const run = (user: string, job: ReturnType<typeof held>) =>
      lanes.run(user, undefined, async () => {
        started.push(user);
        await job.work();
      });
    const first = run('a', a);
    const second = run('b', b);
    const third = run('c', c);
    expect(await codeOf(run('a', held()))).toBe('503 import-busy');
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    a.finish();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
    b.finish();
    c.finish();
    await Promise.all([second, third]);
  });

  it('bounds what waits, in all and per address', async () => {
    const lanes = createImportLanes();
    const job = held();
    const running = Array.from({ length: IMPORT_LANES.running + IMPORT_LANES.waiting }, (_, i) =>
      lanes.run(`user${i}`, `10.0.${i}.1`, job.work),
    );
    expect(await codeOf(lanes.run('late', '10.9.9.9', job.work))).toBe('503 import-busy');
    job.finish();
    await Promise.all(running);

    const next = held();
    const network = Array.from({ length: IMPORT_LANES.perAddress }, (_, i) =>
      lanes.run(`member${i}`, '192.0.2.1', next.work),
    );
    expect(await codeOf(lanes.run('one-more', '192.0.2.1', next.work))).toBe('503 import-busy');
    // Another network's import waits for a slot and is served.
    const elsewhere = codeOf(lanes.run('elsewhere', '192.0.2.2', async () => undefined));
    next.finish();
    await Promise.all(network);
    expect(await elsewhere).toBe('ok');
  });
});
