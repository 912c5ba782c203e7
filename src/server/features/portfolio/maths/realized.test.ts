import { describe, expect, it } from 'vitest';
import { decimal } from '#shared/platform/money.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import { sameCurrency } from './fx.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { bookSymbol, type PositionBook } from './lots.ts';
import { realizedOf, termOf, type AccountInfo } from './realized.ts';
import { buy, sell, transferShares } from './scenario-kit.ts';

// Golden scenarios of the tax-year report (docs/decisions/089); every expected number is
// derived by hand in the comments. One US-dollar account unless said.

const ACCOUNTS: AccountInfo[] = [
  { id: 'brokerage', name: 'Brokerage', kind: 'brokerage' },
  { id: 'ira', name: 'My IRA', kind: 'ira' },
];

function report(ledger: LedgerEntry[], method: CostBasisMethod, year: number | null = null) {
  const books: PositionBook[] = [];
  for (const symbol of new Set(ledger.map((entry) => entry.symbol))) {
    const result = bookSymbol(
      symbol,
      ledger.filter((entry) => entry.symbol === symbol),
      { fx: sameCurrency('USD'), accountCurrency: () => 'USD' },
    );
    if (!result.ok) throw new Error('scenario has an uncovered sell');
    books.push(...result.books);
  }
  return realizedOf({
    books,
    entries: ledger,
    method,
    year,
    account: null,
    accounts: ACCOUNTS,
    baseCurrency: 'USD',
  });
}

describe('the holding period', () => {
  it('is long-term only after the anniversary (US: more than one year)', () => {
    expect(termOf('2023-03-10', '2024-03-10')).toBe('short');
    expect(termOf('2023-03-10', '2024-03-11')).toBe('long');
    // Bought on 29 February: the anniversary is 28 February.
    expect(termOf('2024-02-29', '2025-02-28')).toBe('short');
    expect(termOf('2024-02-29', '2025-03-01')).toBe('long');
  });
});

describe('a sale closing three lots across a year boundary', () => {
  // Lot A: 2023-03-10, 10 @ 100 + $1 fee = $1,001. Lot B: 2023-11-20, 10 @ 120 + $1 = $1,201.
  // Lot C: 2024-02-05, 10 @ 90 + $1 = $901. Sold 2024-06-14: 25 @ 110 − $5 = $2,745 proceeds,
  // shared by shares: A 10/25 → $1,098, B 10/25 → $1,098, C's 5 the rest: $549.
  // A is long-term (past 2024-03-10); B (anniversary 2024-11-20) and C are short-term.
  const ledger = [
    buy('XYZ', '2023-03-10', { quantity: '10', price: '100', fees: '1' }),
    buy('XYZ', '2023-11-20', { quantity: '10', price: '120', fees: '1' }),
    buy('XYZ', '2024-02-05', { quantity: '10', price: '90', fees: '1' }),
    sell('XYZ', '2024-06-14', { quantity: '25', price: '110', fees: '5' }),
  ];

  it('FIFO: each lot at its own cost', () => {
    const realized = report(ledger, 'fifo');
    expect(realized.year).toBe(2024);
    expect(realized.years).toEqual([2024]);
    const [sale] = realized.sales;
    // A: 1,098 − 1,001 = 97. B: 1,098 − 1,201 = −103. C: half of 901 = 450.5; 549 − 450.5 = 98.5.
    expect(
      sale?.lots.map((lot) => [
        lot.acquired,
        lot.quantity,
        lot.costBasis,
        lot.proceeds,
        lot.gain,
        lot.term,
      ]),
    ).toEqual([
      ['2023-03-10', '10', '1001', '1098', '97', 'long'],
      ['2023-11-20', '10', '1201', '1098', '-103', 'short'],
      ['2024-02-05', '5', '450.5', '549', '98.5', 'short'],
    ]);
    // Cost 1,001 + 1,201 + 450.5 = 2,652.5; gain 2,745 − 2,652.5 = 92.5.
    expect([sale?.proceeds, sale?.costBasis, sale?.gain]).toEqual(['2745', '2652.5', '92.5']);
    expect(realized.totals.longTerm).toEqual({ proceeds: '1098', costBasis: '1001', gain: '97' });
    // Short: 1,098 + 549 = 1,647 proceeds; 1,201 + 450.5 = 1,651.5 cost; −4.5.
    expect(realized.totals.shortTerm).toEqual({
      proceeds: '1647',
      costBasis: '1651.5',
      gain: '-4.5',
    });
    // Lot B's loss has no replacement shares within 30 days (lot C was bought 130 days before).
    expect(sale?.washSale).toBeNull();
  });

  it('average cost: the pool’s cost per share, the holding periods of the shares sold first', () => {
    const realized = report(ledger, 'average');
    const [sale] = realized.sales;
    // Pool: 30 shares for 3,103. 25 sold: 3,103 × 25/30 = 2,585.833333…; per lot by shares:
    // 10/25 of it = 1,034.333333… twice, and the rest 517.166667 for C's 5.
    expect(sale?.lots.map((lot) => [lot.costBasis, lot.gain, lot.term])).toEqual([
      ['1034.333333', '63.666667', 'long'],
      ['1034.333333', '63.666667', 'short'],
      ['517.166667', '31.833333', 'short'],
    ]);
    // Gain 2,745 − 2,585.833333 = 159.166667; short-term cost 1,034.3333… + 517.1666… = 1,551.5.
    expect(sale?.gain).toBe('159.166667');
    expect(realized.totals.shortTerm).toEqual({
      proceeds: '1647',
      costBasis: '1551.5',
      gain: '95.5',
    });
  });
});

describe('wash sales', () => {
  it('flags the loss replacement shares would disallow, and only the shares they replace', () => {
    // 10 @ 50 bought 2024-01-02, sold 2024-03-01 @ 40: a $100 loss. 6 shares bought 14 days
    // later replace 6 of the 10: 100 × 6/10 = $60 disallowed. The buy 61 days after is outside.
    const replacement = buy('WSX', '2024-03-15', { quantity: '6', price: '41' });
    const ledger = [
      buy('WSX', '2024-01-02', { quantity: '10', price: '50' }),
      sell('WSX', '2024-03-01', { quantity: '10', price: '40' }),
      replacement,
      buy('WSX', '2024-05-01', { quantity: '10', price: '45' }),
    ];
    const realized = report(ledger, 'fifo');
    const [sale] = realized.sales;
    // The gain is reported as it is: flagged, not adjusted.
    expect(sale?.gain).toBe('-100');
    expect(sale?.washSale).toEqual({ disallowedLoss: '60', replacementBuyIds: [replacement.id] });
    expect(sale?.lots[0]?.washSaleDisallowed).toBe('60');
    expect(realized.totals.washSaleDisallowed).toBe('60');
  });

  it('counts a buy in an IRA as a replacement, and leaves the IRA’s own sales out', () => {
    // Sold in the taxable account at a $20 loss (2 × (30 − 40)); 2 shares bought in the IRA 5
    // days later disallow all of it. The IRA's sale (shares moved in, then sold) is not reported.
    const ledger = [
      buy('IRX', '2024-04-01', { quantity: '4', price: '40' }),
      sell('IRX', '2024-04-10', { quantity: '2', price: '30' }),
      buy('IRX', '2024-04-15', { quantity: '2', price: '31', account: 'ira' }),
      transferShares('IRX', '2024-05-01', '2', 'brokerage', 'ira'),
      sell('IRX', '2024-06-03', { quantity: '4', price: '35', account: 'ira' }),
    ];
    const realized = report(ledger, 'fifo');
    expect(realized.sales.map((sale) => [sale.accountId, sale.gain])).toEqual([
      ['brokerage', '-20'],
    ]);
    expect(realized.sales[0]?.washSale?.disallowedLoss).toBe('20');
    expect(realized.excludedAccounts).toEqual([{ id: 'ira', name: 'My IRA', kind: 'ira' }]);
  });
});

describe('a sale that names how it closes lots (stored with the sale)', () => {
  // Lot A: 2023-03-10, 10 @ 100 + $1 = $1,001 ($100.10 a share). Lot B: 2023-11-20, 10 @ 120 + $1
  // = $1,201 ($120.10). Lot C: 2024-02-05, 10 @ 130 + $1 = $1,301 ($130.10). Sold 2024-06-14:
  // 25 @ 110 − $5 = $2,745, shared by shares (5/25 → $549, 10/25 → $1,098).
  const lotA = buy('HLX', '2023-03-10', { quantity: '10', price: '100', fees: '1' });
  const lotB = buy('HLX', '2023-11-20', { quantity: '10', price: '120', fees: '1' });
  const lotC = buy('HLX', '2024-02-05', { quantity: '10', price: '130', fees: '1' });
  const sale = sell('HLX', '2024-06-14', { quantity: '25', price: '110', fees: '5' });
  const linesOf = (realized: ReturnType<typeof report>) =>
    realized.sales[0]?.lots.map((lot) => [
      lot.buyId,
      lot.quantity,
      lot.costBasis,
      lot.proceeds,
      lot.gain,
      lot.term,
    ]);

  it('highest cost first: all of C and B, then 5 of A', () => {
    const realized = report([lotA, lotB, lotC, { ...sale, lotMethod: 'hifo' }], 'fifo');
    // Lines oldest first. A: 5 → $549 − $500.50 = 48.5 (long-term). B: $1,098 − $1,201 = −103.
    // C (the rest): $1,098 − $1,301 = −203.
    expect(linesOf(realized)).toEqual([
      [lotA.id, '5', '500.5', '549', '48.5', 'long'],
      [lotB.id, '10', '1201', '1098', '-103', 'short'],
      [lotC.id, '10', '1301', '1098', '-203', 'short'],
    ]);
    // Short-term: 2,196 − 2,502 = −306; in all 2,745 − 3,002.5 = −257.5.
    expect(realized.totals.shortTerm).toEqual({
      proceeds: '2196',
      costBasis: '2502',
      gain: '-306',
    });
    expect(realized.totals.all).toEqual({ proceeds: '2745', costBasis: '3002.5', gain: '-257.5' });
  });

  it('specific lots: 10 of A, 10 of B and 5 of C, as named', () => {
    const named = {
      ...sale,
      lotMethod: 'specific' as const,
      lotPicks: [
        { buyId: lotC.id, quantity: decimal('5') },
        { buyId: lotA.id, quantity: decimal('10') },
        { buyId: lotB.id, quantity: decimal('10') },
      ],
    };
    const realized = report([lotA, lotB, lotC, named], 'fifo');
    // A: $1,098 − $1,001 = 97 (long). B: $1,098 − $1,201 = −103. C: half of $1,301 = $650.50;
    // the rest of the proceeds, $549 − $650.50 = −101.5.
    expect(linesOf(realized)).toEqual([
      [lotA.id, '10', '1001', '1098', '97', 'long'],
      [lotB.id, '10', '1201', '1098', '-103', 'short'],
      [lotC.id, '5', '650.5', '549', '-101.5', 'short'],
    ]);
    expect(realized.totals.all).toEqual({ proceeds: '2745', costBasis: '2852.5', gain: '-107.5' });
  });

  it('refuses a lot the account does not hold enough of, or at all', () => {
    const tooMany = {
      ...sale,
      quantity: decimal('12'),
      lotMethod: 'specific' as const,
      lotPicks: [{ buyId: lotA.id, quantity: decimal('12') }],
    };
    const result = bookSymbol('HLX', [lotA, lotB, tooMany], {
      fx: sameCurrency('USD'),
      accountCurrency: () => 'USD',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.shortfall.lot?.buyId).toBe(lotA.id);
    expect(result.shortfall.lot?.open.toString()).toBe('10');
  });
});
