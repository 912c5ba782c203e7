import { afterEach, describe, expect, it } from 'vitest';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { holdingSort, sortHoldings } from './holdings-sort.ts';

afterEach(() => localStorage.clear());

const holding = (symbol: string, fields: Partial<Holding>) => ({ symbol, ...fields }) as Holding;
const rows = [
  holding('MSFT', { totalReturn: '9.5', marketValue: '1200' }),
  holding('AAPL', { totalReturn: '10.25', marketValue: '900' }),
  holding('ZZZ', { totalReturn: null, marketValue: null }),
  holding('NVDA', { totalReturn: '-3', marketValue: '100' }),
];
const order = (list: Holding[]) => list.map((h) => h.symbol);

describe('the holdings sort', () => {
  it('compares figures as decimals, either way, an unpriced holding last both ways', () => {
    // As text '9.5' > '10.25'; as numbers 10.25 > 9.5 > −3.
    expect(order(sortHoldings(rows, { key: 'totalReturn', ascending: false }))).toEqual([
      'AAPL',
      'MSFT',
      'NVDA',
      'ZZZ',
    ]);
    expect(order(sortHoldings(rows, { key: 'totalReturn', ascending: true }))).toEqual([
      'NVDA',
      'MSFT',
      'AAPL',
      'ZZZ',
    ]);
    expect(order(sortHoldings(rows, { key: 'symbol', ascending: true }))).toEqual([
      'AAPL',
      'MSFT',
      'NVDA',
      'ZZZ',
    ]);
  });

  it('is remembered on this device, and a stored value it cannot read is ignored', () => {
    expect(holdingSort.current()).toEqual({ key: 'symbol', ascending: true });
    holdingSort.store({ key: 'marketValue', ascending: false });
    expect(holdingSort.stored()).toEqual({ key: 'marketValue', ascending: false });
    expect(holdingSort.current()).toEqual({ key: 'marketValue', ascending: false });
    localStorage.setItem('tickerdeck:holdings-sort', '{"key":"nonsense","ascending":true}');
    expect(holdingSort.stored()).toBeNull();
    expect(holdingSort.current()).toEqual({ key: 'symbol', ascending: true });
  });
});
