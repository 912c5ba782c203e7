import { describe, expect, it } from 'vitest';
import { createAlertIndex, type IndexedAlert } from './alert-index.ts';

let next = 0;
function alert(overrides: Partial<IndexedAlert>): IndexedAlert {
  next += 1;
  return {
    id: `alert-${next}`,
    userId: 'user-1',
    symbol: 'AAPL',
    condition: 'above',
    value: 200,
    repeat: 'once',
    armed: true,
    lastTriggerDay: null,
    reference: null,
    ...overrides,
  };
}

const DAY = '2026-11-23';
const tick = (price: number, changePercent: number | null = null, day = DAY) => ({
  price,
  changePercent,
  day,
});
const ids = (alerts: IndexedAlert[]) => alerts.map((found) => found.id).sort();

describe('the alert index', () => {
  it('fires a price alert when the price reaches its level, not before, and only once', () => {
    const index = createAlertIndex();
    const above = alert({ condition: 'above', value: 200 });
    const below = alert({ condition: 'below', value: 150 });
    index.put(above);
    index.put(below);
    expect(index.evaluate('AAPL', tick(199.99)).fired).toEqual([]);
    expect(ids(index.evaluate('AAPL', tick(200)).fired)).toEqual([above.id]);
    expect(index.evaluate('AAPL', tick(205)).fired).toEqual([]);
    expect(index.evaluate('AAPL', tick(150.01)).fired).toEqual([]);
    expect(ids(index.evaluate('AAPL', tick(150)).fired)).toEqual([below.id]);
    // Fired one-shots leave the index; the engine puts back what its claim decides.
    expect(index.size).toBe(0);
  });

  it('returns exactly the alerts a move crosses, the nearest and the farthest alike', () => {
    const index = createAlertIndex();
    const levels = [190, 195, 200, 205, 210, 215];
    const alerts = levels.map((value) => alert({ condition: 'above', value }));
    for (const found of [...alerts].reverse()) index.put(found);
    const crossed = index.evaluate('AAPL', tick(205)).fired;
    expect(ids(crossed)).toEqual(ids(alerts.slice(0, 4)));
    expect(index.size).toBe(2);
    expect(ids(index.evaluate('AAPL', tick(1000)).fired)).toEqual(ids(alerts.slice(4)));
  });

  it('fires percent alerts on the day change, and not without one (outside a session)', () => {
    const index = createAlertIndex();
    const up = alert({ condition: 'up-percent', value: 5 });
    const down = alert({ condition: 'down-percent', value: 3 });
    index.put(up);
    index.put(down);
    expect(index.evaluate('AAPL', tick(300, null)).fired).toEqual([]);
    expect(index.evaluate('AAPL', tick(210, 4.99)).fired).toEqual([]);
    expect(ids(index.evaluate('AAPL', tick(211, 5)).fired)).toEqual([up.id]);
    expect(index.evaluate('AAPL', tick(195, -2.99)).fired).toEqual([]);
    expect(ids(index.evaluate('AAPL', tick(190, -3.2)).fired)).toEqual([down.id]);
  });

  it('fires a 52-week alert only when the price beats its reference, never on equal', () => {
    const index = createAlertIndex();
    const high = alert({ condition: 'high-52w', reference: 237.23 });
    const low = alert({ condition: 'low-52w', reference: 164.08 });
    index.put(high);
    index.put(low);
    expect(index.evaluate('AAPL', tick(237.23)).fired).toEqual([]);
    expect(ids(index.evaluate('AAPL', tick(237.24)).fired)).toEqual([high.id]);
    expect(index.evaluate('AAPL', tick(164.08)).fired).toEqual([]);
    expect(ids(index.evaluate('AAPL', tick(164.07)).fired)).toEqual([low.id]);
  });

  it('re-arms only after the condition has been false by 0.5 %, and then fires again', () => {
    const index = createAlertIndex();
    // Fired yesterday and waiting: re-arms at 200 × (1 − 0.005) = 199.00.
    const waiting = alert({ condition: 'above', value: 200, repeat: 'rearm', armed: false });
    waiting.lastTriggerDay = '2026-11-20';
    index.put(waiting);
    expect(index.evaluate('AAPL', tick(199.01)).rearmed).toEqual([]);
    expect(index.evaluate('AAPL', tick(201)).fired).toEqual([]);
    const back = index.evaluate('AAPL', tick(199));
    expect(ids(back.rearmed)).toEqual([waiting.id]);
    expect(ids(index.evaluate('AAPL', tick(200.5)).fired)).toEqual([waiting.id]);
  });

  it('re-arms a percent alert 0.5 points under its level', () => {
    const index = createAlertIndex();
    const waiting = alert({ condition: 'up-percent', value: 5, repeat: 'rearm', armed: false });
    index.put(waiting);
    expect(index.evaluate('AAPL', tick(100, 4.6)).rearmed).toEqual([]);
    expect(ids(index.evaluate('AAPL', tick(100, 4.5)).rearmed)).toEqual([waiting.id]);
  });

  it('notifies a re-arming alert at most once per trading day: a second crossing waits for the next day', () => {
    const index = createAlertIndex();
    const rearmed = alert({ condition: 'below', value: 100, repeat: 'rearm', lastTriggerDay: DAY });
    index.put(rearmed);
    expect(index.evaluate('AAPL', tick(99)).fired).toEqual([]);
    expect(index.evaluate('AAPL', tick(98)).fired).toEqual([]);
    // Next trading day, still below: it fires once then.
    expect(ids(index.evaluate('AAPL', tick(98, null, '2026-11-24')).fired)).toEqual([rearmed.id]);
  });

  it("keeps symbols apart and replaces or removes a user's alerts", () => {
    const index = createAlertIndex();
    const apple = alert({ symbol: 'AAPL', value: 10 });
    const microsoft = alert({ symbol: 'MSFT', value: 10, userId: 'user-2' });
    index.put(apple);
    index.put(microsoft);
    expect(index.evaluate('AAPL', tick(5)).fired).toEqual([]);
    expect(index.symbols().sort()).toEqual(['AAPL', 'MSFT']);
    expect(index.idsOfUser('user-2')).toEqual([microsoft.id]);
    index.put({ ...apple, value: 20 });
    expect(index.evaluate('AAPL', tick(15)).fired).toEqual([]);
    index.remove(microsoft.id);
    expect(index.has('MSFT')).toBe(false);
    expect(index.evaluate('MSFT', tick(50)).fired).toEqual([]);
    expect(index.idsOfUser('user-2')).toEqual([]);
  });

  it('leaves out paused-for-good alerts: a fired one-shot is not indexed again', () => {
    const index = createAlertIndex();
    index.put(alert({ armed: false, repeat: 'once' }));
    expect(index.size).toBe(0);
  });

  it('loads 100,000 alerts at once in any order and fires exactly those a tick crosses', () => {
    const index = createAlertIndex();
    const many = Array.from({ length: 100_000 }, (_, n) =>
      alert({
        condition: n % 2 ? 'above' : 'below',
        value: 1_000 + ((n * 7919) % 100_000) / 100,
        symbol: 'BIG',
      }),
    );
    index.putAll(many);
    expect(index.size).toBe(100_000);
    const crossing = (price: number, done: Set<string>) =>
      many.filter(
        (found) =>
          !done.has(found.id) &&
          (found.condition === 'above' ? (found.value ?? 0) <= price : (found.value ?? 0) >= price),
      );
    const done = new Set<string>();
    for (const price of [1_000.945, 1_500, 1_200]) {
      const expected = ids(crossing(price, done));
      expect(ids(index.evaluate('BIG', tick(price)).fired)).toEqual(expected);
      for (const id of expected) done.add(id);
    }
    // Sorted at load: a single put afterwards keeps the order.
    const late = alert({ condition: 'above', value: 1_500.005, symbol: 'BIG' });
    index.put(late);
    expect(ids(index.evaluate('BIG', tick(1_500.006)).fired)).toContain(late.id);
  });
});
