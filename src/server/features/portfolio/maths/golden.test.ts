import { describe, expect, it } from 'vitest';
import { canonical } from '#shared/platform/money.ts';
import { benchmarkIndex } from './benchmark.ts';
import { dailySeries, type CloseSeries } from './daily-series.ts';
import { dayOf } from './days.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { bookSymbol, COUNTING_SHARES, type PositionBook } from './lots.ts';
import { annualized, overPeriod, rangeReturns } from './returns.ts';
import { buy, closes, dividend, fee, sell, split } from './scenario-kit.ts';

// The golden scenarios. Every expected number is derived by hand in the comments:
// V = value of the shares and the cash at the close; In = money paid in (deposits, and the
// implied deposit of a day that would leave cash below zero: these ledgers record none, so a
// buy is funded by one); Out = money taken out (withdrawals). Sells, dividends and fees move
// money inside the account. r = (V + Out) / (V_prev + In) − 1 per day, TWR = Π(1 + r) − 1
// (docs/portfolio-maths.md, docs/decisions/085).

function run(ledger: LedgerEntry[], prices: Record<string, CloseSeries>, benchmark?: CloseSeries) {
  const series = dailySeries(ledger, new Map(Object.entries(prices)));
  const returns = rangeReturns(series, series.days[0] ?? 0);
  const result = bookSymbol('X', ledger, COUNTING_SHARES);
  if (!result.ok) throw new Error('scenario has an uncovered sell');
  const [book] = result.books;
  if (!book) throw new Error('scenario has no X');
  const bench = benchmarkIndex(series, 0, 0, series.days[0] ?? 0, benchmark);
  return { series, returns, book, bench };
}

const money = (book: PositionBook, method: 'fifo' | 'average') => ({
  costBasis: canonical(book[method].costBasis.toDecimalPlaces(6)),
  realizedGain: canonical(book[method].realizedGain.toDecimalPlaces(6)),
});
const lots = (book: PositionBook) =>
  book.lots.map((lot) => `${canonical(lot.quantity)} @ ${canonical(lot.price)}`);

describe('golden scenarios', () => {
  it('buy only: 10 @ 100, closes 100 → 110 → 121 over exactly a year', () => {
    const { series, returns, book, bench } = run(
      [buy('X', '2023-01-03', { quantity: '10', price: '100' })],
      { X: closes({ '2023-01-03': 100, '2023-07-03': 110, '2024-01-03': 121 }) },
      closes({ '2023-01-03': 200, '2023-07-03': 220, '2024-01-03': 242 }),
    );
    // V = 1000, 1100, 1210; r = 1000/1000 − 1 = 0, 1100/1000 − 1 = 0.1, 1210/1100 − 1 = 0.1.
    expect(series.value).toEqual([1000, 1100, 1210]);
    expect(returns.twr).toBeCloseTo(0.21, 12);
    // 365 days from first to last day: annualized = (1.21)^(365/365) − 1 = 0.21.
    expect(annualized(returns.twr, 365)).toBeCloseTo(0.21, 12);
    // MWR: −1000 on day 0, +1210 on day 365: 1000 × (1 + r) = 1210 → r = 0.21.
    expect(returns.mwr).toBeCloseTo(0.21, 9);
    // Benchmark: 1000 buys 5 units at 200; 5 × 242 = 1210: index 1.21.
    expect(bench?.at(-1)).toBeCloseTo(1.21, 12);
    expect(money(book, 'fifo')).toEqual({ costBasis: '1000', realizedGain: '0' });
  });

  it('buy, sell part, buy again, sell: FIFO and average cost part ways', () => {
    const { returns, book, bench } = run(
      [
        buy('X', '2024-01-02', { quantity: '10', price: '10' }),
        sell('X', '2024-01-03', { quantity: '4', price: '12' }),
        buy('X', '2024-01-04', { quantity: '5', price: '15' }),
        sell('X', '2024-01-05', { quantity: '8', price: '16' }),
      ],
      { X: closes({ '2024-01-02': 10, '2024-01-03': 12, '2024-01-04': 15, '2024-01-05': 15 }) },
      closes({ '2024-01-02': 100, '2024-01-03': 100, '2024-01-04': 110, '2024-01-05': 110 }),
    );
    // Day 1: V 100, In 100 (implied), r 0. Day 2: V 6 × 12 + cash 48 = 120: r = 0.2.
    // Day 3: the buy of 75 takes the 48 and an implied 27: V 11 × 15 = 165, In 27:
    // r = 165/(120 + 27) − 1. Day 4: V 3 × 15 + cash 128 = 173: r = 173/165 − 1.
    // TWR = 1.2 × 165/147 × 173/165 − 1 = 207.6/147 − 1 = 0.41224489795…
    expect(returns.twr).toBeCloseTo(60.6 / 147, 12);
    // FIFO: 4 from the $10 lot: 4 × (12 − 10) = 8; then 6 @ 10 (60) + 2 @ 15 (30) for 128:
    // 128 − 90 = 38. Realized 46; left 3 @ 15, cost 45.
    expect(money(book, 'fifo')).toEqual({ costBasis: '45', realizedGain: '46' });
    expect(lots(book)).toEqual(['3 @ 15']);
    // Average: 4 of 10 at 10 each: gain 8; pool 6 @ 10 + 5 @ 15 = 11 shares for 135; 8 sold
    // cost 135 × 8/11 = 1080/11: gain 128 − 1080/11 = 328/11. Realized 8 + 328/11 = 416/11
    // = 37.8181…; left 135 − 1080/11 = 405/11 = 36.8181…
    expect(money(book, 'average')).toEqual({ costBasis: '36.818182', realizedGain: '37.818182' });
    // Benchmark at 100, 100, 110, 110: the 100 paid in buys 1 unit; day 2 nothing moves (W 100,
    // r 0); day 3 the 27 paid in buys 27/110 units (W 110 + 27 = 137, r = 137/127 − 1);
    // day 4 r 0.
    expect(bench?.at(-1)).toBeCloseTo(137 / 127, 12);
  });

  it('sell everything and buy again (Ghostfolio #6286): the proceeds wait as cash', () => {
    const { returns, book } = run(
      [
        buy('X', '2024-01-02', { quantity: '10', price: '10' }),
        sell('X', '2024-01-03', { quantity: '10', price: '11' }),
        buy('X', '2024-01-05', { quantity: '5', price: '12' }),
      ],
      {
        X: closes({
          '2024-01-02': 10,
          '2024-01-03': 11,
          '2024-01-04': 12,
          '2024-01-05': 12,
          '2024-01-08': 13.2,
        }),
      },
    );
    // V: 100; cash 110 (r 0.1); 110 (r 0); 5 × 12 + 50 cash = 110 (r 0, the buy is paid from
    // the cash); 5 × 13.2 + 50 = 116 (r = 116/110 − 1). TWR = 1.1 × 116/110 − 1 = 0.16: the 50
    // left in cash earns nothing, as it would at a broker.
    expect(returns.twr).toBeCloseTo(0.16, 12);
    expect(money(book, 'fifo')).toEqual({ costBasis: '60', realizedGain: '10' });
  });

  it('same-day buy and sell, typed sell first: valid, and no return on money never paid in', () => {
    const ledger = [
      sell('X', '2024-01-02', { quantity: '5', price: '11' }),
      buy('X', '2024-01-02', { quantity: '5', price: '10' }),
    ];
    const { series, returns, book } = run(ledger, { X: closes({ '2024-01-02': 11 }) });
    // The day's cash: −50 + 55 = +5, never below zero at its close: nothing is paid in. V = 5 of
    // cash on a day with nothing invested before it: r = 0 (a gap), and with no flow at all
    // XIRR has no answer. The 5 shows as value and as the realized gain below.
    expect(series.value).toEqual([5]);
    expect(returns.twr).toBe(0);
    expect(returns.mwr).toBeNull();
    expect(money(book, 'fifo')).toEqual({ costBasis: '0', realizedGain: '5' });
  });

  it('a split before and after a sell changes no value', () => {
    const { series, returns, book } = run(
      [
        buy('X', '2024-01-02', { quantity: '10', price: '100' }),
        split('X', '2024-01-03', 1, 4),
        sell('X', '2024-01-04', { quantity: '20', price: '27' }),
        split('X', '2024-01-05', 1, 2),
      ],
      { X: closes({ '2024-01-02': 100, '2024-01-03': 26, '2024-01-04': 27, '2024-01-05': 14 }) },
    );
    // Shares 10 → 40 → 20 → 40; V = 1000, 40 × 26 = 1040, 20 × 27 + 540 cash = 1080,
    // 40 × 14 + 540 = 1100.
    expect(series.value).toEqual([1000, 1040, 1080, 1100]);
    // r = 0.04, 1080/1040 − 1, 1100/1080 − 1: TWR = 1100/1000 − 1 = 0.1.
    expect(returns.twr).toBeCloseTo(0.1, 12);
    // The lot: 10 @ 100 (1000) → 40 @ 25; 20 sold cost 500 for 540: gain 40; 20 @ 25 → 40 @ 12.5.
    expect(money(book, 'fifo')).toEqual({ costBasis: '500', realizedGain: '40' });
    expect(lots(book)).toEqual(['40 @ 12.5']);
    expect(money(book, 'average')).toEqual({ costBasis: '500', realizedGain: '40' });
  });

  it('dividends are cash in the account, counted in the return', () => {
    const { returns, book } = run(
      [buy('X', '2024-01-02', { quantity: '10', price: '50' }), dividend('X', '2024-03-01', '10')],
      { X: closes({ '2024-01-02': 50, '2024-03-01': 50, '2024-03-04': 55 }) },
    );
    // V = 500, 500 + 10 cash = 510 (r 0.02), 550 + 10 = 560 (r = 560/510 − 1):
    // TWR = 560/500 − 1 = 0.12.
    expect(returns.twr).toBeCloseTo(0.12, 12);
    expect(book.dividends.toString()).toBe('10');
    expect(money(book, 'fifo')).toEqual({ costBasis: '500', realizedGain: '0' });
  });

  it('a fee: buy fees raise the cost, a fee transaction is money paid in for nothing', () => {
    const { returns, book } = run(
      [
        buy('X', '2024-01-02', { quantity: '10', price: '20', fees: '5' }),
        fee('X', '2024-01-03', '2'),
      ],
      { X: closes({ '2024-01-02': 20, '2024-01-03': 22 }) },
    );
    // r = 200/205 − 1, 220/(200 + 2) − 1: TWR = 44000/41410 − 1 = 2590/41410 = 0.06254…
    expect(returns.twr).toBeCloseTo(2590 / 41410, 12);
    // Cost 10 × 20 + 5 = 205; the fee is a realized loss of 2.
    expect(money(book, 'fifo')).toEqual({ costBasis: '205', realizedGain: '-2' });
  });

  it('a portfolio that goes to zero and restarts (Wealthfolio #497)', () => {
    const { returns, book } = run(
      [
        buy('X', '2024-01-02', { quantity: '10', price: '10' }),
        sell('X', '2024-01-03', { quantity: '10', price: '5' }),
        buy('X', '2024-01-05', { quantity: '20', price: '5' }),
      ],
      {
        X: closes({
          '2024-01-02': 10,
          '2024-01-03': 5,
          '2024-01-04': 5,
          '2024-01-05': 5,
          '2024-01-08': 6,
        }),
      },
    );
    // r: 0; 50/100 − 1 = −0.5; nothing held: 0; 100/100 − 1 = 0; 120/100 − 1 = 0.2.
    // TWR = 0.5 × 1.2 − 1 = −0.4 (not −100 %, not a division by zero).
    expect(returns.twr).toBeCloseTo(-0.4, 12);
    expect(money(book, 'fifo')).toEqual({ costBasis: '100', realizedGain: '-50' });
  });

  it('a gain over 73 days is that gain as the MWR, not the annual rate it would compound to', () => {
    const { returns } = run([buy('X', '2023-01-03', { quantity: '10', price: '100' })], {
      X: closes({ '2023-01-03': 100, '2023-03-17': 110 }),
    });
    // −1000 on 3 Jan, +1100 on 17 Mar: 73 days, a fifth of a year. XIRR: 1000 × (1 + r)^(1/5)
    // = 1100 → r = 1.1^5 − 1 = 0.61051 a year; over the 73 days themselves: 1.61051^(1/5) − 1
    // = 0.1, the 10 % the holder actually made (decision 045).
    expect(returns.mwr).toBeCloseTo(0.61051, 9);
    expect(overPeriod(returns.mwr ?? Number.NaN, 73)).toBeCloseTo(0.1, 9);
    expect(annualized(returns.twr, 73)).toBeNull();
  });

  it('a range starting mid-ledger: the value at the close before is money paid in', () => {
    const ledger = [buy('X', '2023-01-03', { quantity: '10', price: '100' })];
    const series = dailySeries(
      ledger,
      new Map([['X', closes({ '2023-01-03': 100, '2023-07-03': 110, '2024-07-02': 121 })]]),
    );
    const returns = rangeReturns(series, dayOf('2023-07-04'));
    // Base: 1100 on 2023-07-03; one day in range: 1210/1100 − 1 = 0.1 over 365 days
    // (2023-07-03 → 2024-07-02, 2024 being a leap year): MWR = 0.1.
    expect(returns.baseValue).toBe(1100);
    expect(returns.twr).toBeCloseTo(0.1, 12);
    expect(returns.mwr).toBeCloseTo(0.1, 9);
    expect(returns.netContributions).toEqual([1100]);
  });
});
