import { describe, expect, it } from 'vitest';
import { dividendCalendarOf } from './dividend-calendar.ts';
import type { KnownDividend } from './dividend-forecast.ts';
import { fxOf, sameCurrency, type Fx } from './fx.ts';
import { incomeOf } from './income.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { bookSymbol, type PositionBook } from './lots.ts';
import { buy, cash, closes, dividendIn, sell, tax } from './scenario-kit.ts';

// Golden scenarios of the dividend calendar and the income view (docs/decisions/092). Every
// expected number is derived by hand in the comments.

const accountCurrency = () => 'USD';

function booksOf(ledger: LedgerEntry[], fx: Fx): PositionBook[] {
  return [...new Set(ledger.map((e) => e.symbol).filter(Boolean))].flatMap((symbol) => {
    const result = bookSymbol(
      symbol,
      ledger.filter((e) => e.symbol === symbol),
      { fx, accountCurrency },
    );
    if (!result.ok) throw new Error('scenario has an uncovered sell');
    return result.books;
  });
}

const paid = (exDate: string, payDate: string, amount: string): KnownDividend => ({
  exDate,
  payDate,
  amount,
  currency: 'USD',
});

describe('golden scenario: a quarterly payer’s projection', () => {
  // PAYR pays every quarter, two weeks after each ex-date. The provider knows these (the last is
  // paid on 24 Nov 2026, after today, 20 Nov 2026); it declares nothing later yet.
  const known = [
    paid('2025-02-10', '2025-02-24', '0.23'),
    paid('2025-05-12', '2025-05-26', '0.23'),
    paid('2025-08-11', '2025-08-25', '0.24'),
    paid('2025-11-10', '2025-11-24', '0.24'),
    paid('2026-02-10', '2026-02-24', '0.24'),
    paid('2026-05-11', '2026-05-25', '0.25'),
    paid('2026-08-10', '2026-08-24', '0.25'),
    paid('2026-11-10', '2026-11-24', '0.25'),
  ];
  // The brokerage account bought 100 at $50 and sold 20 before the last ex-date: 80 left, cost
  // 80 × 50 = $4,000 (FIFO). The IRA bought 10 after that ex-date: not entitled to it.
  const ledger = [
    buy('PAYR', '2025-06-02', { quantity: '100', price: '50' }),
    sell('PAYR', '2026-10-01', { quantity: '20', price: '45' }),
    buy('PAYR', '2026-11-13', { quantity: '10', price: '40', account: 'ira' }),
  ];
  const fx = sameCurrency('USD');
  const input = {
    entries: ledger,
    books: booksOf(ledger, fx),
    known: new Map([['PAYR', known]]),
    today: '2026-11-20',
    account: null,
    fx,
    baseCurrency: 'USD',
    accountCurrency,
    prices: new Map([['PAYR', 40]]),
  };

  it('projects every 3 months at the latest amount, two weeks to payment, per account', () => {
    // Trailing 12 months (ex-dates from 2025-11-20 to before today): Feb, May, Aug, Nov 2026 =
    // 4 payments → one every 12 / 4 = 3 months from the latest ex-date (2026-11-10), at its
    // $0.25, paid 14 days after (its own gap): Feb, May, Aug and Nov 2027, the last ex-date
    // (2027-11-10) still within the 12 months (to 2027-11-20).
    const rows = dividendCalendarOf(input).dividends.map((d) => [
      d.exDate,
      d.payDate,
      d.accountId,
      d.shares,
      d.amount,
      d.status,
    ]);
    expect(rows).toEqual([
      // Paid after today on the 80 shares held at the start of its ex-date: 80 × 0.25 = 20.
      ['2026-11-10', '2026-11-24', 'brokerage', '80', '20', 'declared'],
      // Later ones on today's shares: 80 × 0.25 = 20 and 10 × 0.25 = 2.5.
      ['2027-02-10', '2027-02-24', 'brokerage', '80', '20', 'projected'],
      ['2027-02-10', '2027-02-24', 'ira', '10', '2.5', 'projected'],
      ['2027-05-10', '2027-05-24', 'brokerage', '80', '20', 'projected'],
      ['2027-05-10', '2027-05-24', 'ira', '10', '2.5', 'projected'],
      ['2027-08-10', '2027-08-24', 'brokerage', '80', '20', 'projected'],
      ['2027-08-10', '2027-08-24', 'ira', '10', '2.5', 'projected'],
      ['2027-11-10', '2027-11-24', 'brokerage', '80', '20', 'projected'],
      ['2027-11-10', '2027-11-24', 'ira', '10', '2.5', 'projected'],
    ]);
    // One account: the IRA's own rows only.
    const ira = dividendCalendarOf({ ...input, account: 'ira' }).dividends;
    expect(ira.map((d) => d.exDate)).toEqual([
      '2027-02-10',
      '2027-05-10',
      '2027-08-10',
      '2027-11-10',
    ]);
  });

  it('forecasts the payments of the next 12 months and the holding’s yields and growth', () => {
    const income = incomeOf(input);
    // Paid from 2026-11-20 to before 2027-11-20: Nov 2026 (declared, 20), Feb, May, Aug 2027
    // (projected, 20 + 2.5 each). 24 Nov 2027 is past the year: 20 + 3 × 22.5 = 87.5.
    expect(income.forecast).toEqual({
      total: '87.5',
      months: [
        { month: '2026-11', declared: '20', projected: '0' },
        { month: '2027-02', declared: '0', projected: '22.5' },
        { month: '2027-05', declared: '0', projected: '22.5' },
        { month: '2027-08', declared: '0', projected: '22.5' },
      ],
    });
    // 4 dividends of $0.25 paid within the year = $1.00 a share; income 87.5 on a cost of
    // 80 × 50 + 10 × 40 = 4,400: 87.5 / 4,400 = 1.98863…% → 1.99. At $40: 1 / 40 = 2.5%.
    // Per share, trailing year 0.24 + 0.25 + 0.25 + 0.25 = 0.99, the year before (ex-dates
    // 2024-11-20 to 2025-11-19) 0.23 + 0.23 + 0.24 + 0.24 = 0.94: 0.05 / 0.94 = 5.319…% → 5.32.
    expect(income.holdings).toEqual([
      {
        symbol: 'PAYR',
        shares: '90',
        currency: 'USD',
        annualPerShare: '1',
        annualIncomeBase: '87.5',
        yieldOnCost: '1.99',
        currentYield: '2.5',
        dividendGrowth: '5.32',
      },
    ]);
  });
});

describe('golden scenario: tax withheld in a foreign currency', () => {
  // A US-dollar investor holds 50 SAP.DE (euros). EUR/USD: 1.05 on 2025-05-16, 1.10 on
  // 2026-05-14, 1.085 on 2026-05-15 (the dividend's day), 1.12 from 2026-05-18 on.
  const fx = fxOf(
    'USD',
    new Map([
      [
        'EUR',
        closes({ '2025-05-16': 1.05, '2026-05-14': 1.1, '2026-05-15': 1.085, '2026-05-18': 1.12 }),
      ],
    ]),
  );
  const eur = { currency: 'EUR' };
  const ledger = [
    buy('SAP.DE', '2025-01-06', { quantity: '50', price: '200', currency: 'EUR' }),
    dividendIn('SAP.DE', '2025-05-16', '80', eur),
    // €100 gross; Germany withholds 26.375% (25% and the 5.5% solidarity surcharge on it):
    // 100 × 0.26375 = €26.375.
    dividendIn('SAP.DE', '2026-05-15', '100', eur),
    tax('SAP.DE', '2026-05-15', '26.375', eur),
    cash('interest', '2026-05-31', '12.34'),
  ];
  const input = {
    entries: ledger,
    books: booksOf(ledger, fx),
    // Declared: €2.35 a share, ex 2027-05-14, paid 2027-05-19.
    known: new Map([
      [
        'SAP.DE',
        [{ exDate: '2027-05-14', payDate: '2027-05-19', amount: '2.35', currency: 'EUR' }],
      ],
    ]),
    today: '2026-11-20',
    account: null,
    fx,
    baseCurrency: 'USD',
    accountCurrency,
    prices: new Map([['SAP.DE', 235]]),
  };

  it('converts the dividend and the tax at the day’s rate and keeps the euros beside them', () => {
    const income = incomeOf(input);
    // 2026: dividend 100 × 1.085 = 108.5; tax 26.375 × 1.085 = 28.616875; interest 12.34;
    // net 108.5 + 12.34 − 28.616875 = 92.223125. 2025: 80 × 1.05 = 84.
    expect(income.byYear).toEqual([
      {
        year: 2025,
        dividends: '84',
        interest: '0',
        taxWithheld: '0',
        net: '84',
        dividendGrowth: null,
      },
      {
        year: 2026,
        dividends: '108.5',
        interest: '12.34',
        taxWithheld: '28.616875',
        net: '92.223125',
        // (108.5 − 84) / 84 = 29.1666…% → 29.17.
        dividendGrowth: '29.17',
      },
    ]);
    expect(income.byMonth.find((m) => m.month === '2026-05')).toEqual({
      month: '2026-05',
      dividends: '108.5',
      interest: '12.34',
      taxWithheld: '28.616875',
      net: '92.223125',
    });
    // 84 + 108.5 = 192.5 in dollars; 80 + 100 = 180 and 26.375 in euros.
    expect(income.bySymbol).toEqual([
      {
        symbol: 'SAP.DE',
        dividends: '192.5',
        taxWithheld: '28.616875',
        original: [{ currency: 'EUR', dividends: '180', taxWithheld: '26.375' }],
      },
    ]);
    expect(income.totals).toEqual({
      dividends: '192.5',
      interest: '12.34',
      taxWithheld: '28.616875',
      net: '176.223125',
    });
    const taxRow = income.payments.find((p) => p.kind === 'tax');
    expect(taxRow).toMatchObject({ amount: '26.375', currency: 'EUR', amountBase: '28.616875' });
  });

  it('expects the declared euro dividend in dollars at the latest rate', () => {
    // 50 × €2.35 = €117.5; at today's rate (the last published, 1.12): 117.5 × 1.12 = $131.6.
    const [row] = dividendCalendarOf(input).dividends;
    expect(row).toMatchObject({
      exDate: '2027-05-14',
      payDate: '2027-05-19',
      shares: '50',
      amount: '117.5',
      currency: 'EUR',
      amountBase: '131.6',
      status: 'declared',
    });
  });
});
