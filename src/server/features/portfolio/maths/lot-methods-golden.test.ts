import { describe, expect, it } from 'vitest';
import { decimal } from '#shared/platform/money.ts';
import type { LotMethod } from '#shared/portfolio/portfolio-lots.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import { sameCurrency } from './fx.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { bookSymbol } from './lots.ts';
import { realizedOf } from './realized.ts';
import { buy, sell } from './scenario-kit.ts';

// One sale closing three lots bought across a year boundary, under each lot method a sale can
// be entered with (docs/decisions/089, 093). Every expected number is derived by hand here.
//
// Lot A: 2023-03-10, 10 @ 100 + $1 fee = $1,001. Lot B: 2023-11-20, 10 @ 120 + $1 = $1,201.
// Lot C: 2024-02-05, 10 @ 130 + $1 = $1,301. In all 30 shares costing $3,503.
// Sold 2024-06-14: 25 @ 110 − $5 = $2,745, shared among the lines by shares, oldest line first:
// 10/25 → $1,098, 5/25 → $549, the last line the rest. Held past 2024-03-10, A's shares are
// long-term; B's (anniversary 2024-11-20) and C's are short-term.
const lotA = buy('TRI', '2023-03-10', { quantity: '10', price: '100', fees: '1' });
const lotB = buy('TRI', '2023-11-20', { quantity: '10', price: '120', fees: '1' });
const lotC = buy('TRI', '2024-02-05', { quantity: '10', price: '130', fees: '1' });
const sale = sell('TRI', '2024-06-14', { quantity: '25', price: '110', fees: '5' });

function report(ledger: LedgerEntry[], view: CostBasisMethod = 'fifo', year = 2024) {
  const result = bookSymbol('TRI', ledger, {
    fx: sameCurrency('USD'),
    accountCurrency: () => 'USD',
  });
  if (!result.ok) throw new Error('scenario has an uncovered sell');
  return realizedOf({
    books: result.books,
    entries: ledger,
    method: view,
    year,
    account: null,
    accounts: [{ id: 'brokerage', name: 'Brokerage', kind: 'brokerage' }],
    baseCurrency: 'USD',
  });
}

const entered = (lotMethod: LotMethod, lotPicks: LedgerEntry['lotPicks'] = null) => [
  lotA,
  lotB,
  lotC,
  { ...sale, lotMethod, lotPicks },
];
const linesOf = (realized: ReturnType<typeof report>) =>
  realized.sales[0]?.lots.map((lot) => [lot.buyId, lot.quantity, lot.costBasis, lot.proceeds]);

describe('a sale closing three lots across a year boundary, by the method it was entered with', () => {
  it('FIFO: all of A and B, then 5 of C', () => {
    const realized = report(entered('fifo'));
    // A $1,001, B $1,201, half of C $650.50: cost $2,852.50; gain 2,745 − 2,852.5 = −107.5.
    expect(linesOf(realized)).toEqual([
      [lotA.id, '10', '1001', '1098'],
      [lotB.id, '10', '1201', '1098'],
      [lotC.id, '5', '650.5', '549'],
    ]);
    // Long: A 1,098 − 1,001 = 97. Short: B and C, 1,647 − 1,851.5 = −204.5.
    expect(realized.totals.longTerm).toEqual({ proceeds: '1098', costBasis: '1001', gain: '97' });
    expect(realized.totals.shortTerm.gain).toBe('-204.5');
    expect(realized.totals.all.gain).toBe('-107.5');
  });

  it('highest cost first: all of C ($130.10 a share) and B ($120.10), then 5 of A', () => {
    const realized = report(entered('hifo'));
    // Half of A $500.50, B $1,201, C $1,301: cost $3,002.50; gain −257.5. Lines oldest first:
    // A's 5 shares get 5/25 of the proceeds ($549), B 10/25 ($1,098), C the rest ($1,098).
    expect(linesOf(realized)).toEqual([
      [lotA.id, '5', '500.5', '549'],
      [lotB.id, '10', '1201', '1098'],
      [lotC.id, '10', '1301', '1098'],
    ]);
    // Long: A 549 − 500.5 = 48.5. Short: 2,196 − 2,502 = −306.
    expect(realized.totals.longTerm.gain).toBe('48.5');
    expect(realized.totals.shortTerm.gain).toBe('-306');
    expect(realized.totals.all.gain).toBe('-257.5');
  });

  it('average cost: each share at $3,503 / 30, the oldest shares first for their dates', () => {
    const realized = report(entered('average'));
    // A share costs 3,503 / 30 = 116.7666…; 10 shares 1,167.666667, 5 shares 583.833333.
    // The sale's cost 25 × 116.7666… = 2,919.166667; gain 2,745 − 2,919.166667 = −174.166667.
    expect(linesOf(realized)).toEqual([
      [lotA.id, '10', '1167.666667', '1098'],
      [lotB.id, '10', '1167.666667', '1098'],
      [lotC.id, '5', '583.833333', '549'],
    ]);
    // Long: A 1,098 − 1,167.666667 = −69.666667. Short: B and C 15 × 116.7666… = 1,751.5,
    // 1,647 − 1,751.5 = −104.5.
    expect(realized.totals.longTerm.gain).toBe('-69.666667');
    expect(realized.totals.shortTerm).toEqual({
      proceeds: '1647',
      costBasis: '1751.5',
      gain: '-104.5',
    });
    expect(realized.totals.all.gain).toBe('-174.166667');
    // The same lines as the average-cost view of the whole ledger (the pool).
    expect(linesOf(report(entered('fifo'), 'average'))).toEqual(linesOf(realized));
  });

  it('specific lots: 10 of A, 5 of B and 10 of C, as named', () => {
    const realized = report(
      entered('specific', [
        { buyId: lotC.id, quantity: decimal('10') },
        { buyId: lotA.id, quantity: decimal('10') },
        { buyId: lotB.id, quantity: decimal('5') },
      ]),
    );
    // A $1,001, half of B $600.50, C $1,301: cost $2,902.50; gain −157.5. Proceeds: A 10/25
    // $1,098, B 5/25 $549, C the rest $1,098.
    expect(linesOf(realized)).toEqual([
      [lotA.id, '10', '1001', '1098'],
      [lotB.id, '5', '600.5', '549'],
      [lotC.id, '10', '1301', '1098'],
    ]);
    // Long: A 97. Short: B 549 − 600.5 = −51.5, C 1,098 − 1,301 = −203: −254.5.
    expect(realized.totals.shortTerm.gain).toBe('-254.5');
    expect(realized.totals.all.gain).toBe('-157.5');
  });

  it('keeps the average for the shares left: a later FIFO sale starts from it', () => {
    const later = sell('TRI', '2025-01-10', { quantity: '5', price: '120' });
    const ledger = [...entered('average'), { ...later, lotMethod: 'fifo' as const }];
    // Left after the average sale: 5 of C at 3,503 − 2,919.166667 = 583.833333. Sold for
    // 5 × 120 = 600: gain 600 − 583.833333 = 16.166667 (short-term: C held under a year).
    expect(report(ledger, 'fifo', 2025).sales[0]).toMatchObject({
      costBasis: '583.833333',
      gain: '16.166667',
      lots: [{ buyId: lotC.id, quantity: '5', term: 'short' }],
    });
    // Had the first sale been FIFO, C's other half would still cost $650.50: a loss of 50.5.
    const fifoFirst = [...entered('fifo'), { ...later, lotMethod: 'fifo' as const }];
    expect(report(fifoFirst, 'fifo', 2025).sales[0]?.gain).toBe('-50.5');
  });
});
