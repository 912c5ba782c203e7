import { describe, expect, it } from 'vitest';
import type { OpeningAccept } from '#shared/portfolio/portfolio-import-offers.ts';
import { analyseFile, type FormatCatalogue } from './analyse-file.ts';
import { checkImport } from './check-ledger.ts';
import { accountBook } from './file-accounts.ts';
import type { BrokerFormat } from './formats/format.ts';
import { NO_ISINS, type IsinAnswer } from './isin-symbols.ts';
import { dayBefore } from './opening-positions.ts';

// History that starts before the file: the offer of an opening position, and what accepting it
// writes; rows named by ISIN taking the ticker the market data found.

/** Rows: type,symbol,date,quantity-or-amount,price (split: 'from:to'). */
const plain: BrokerFormat = {
  id: 'plain',
  broker: 'Test',
  label: 'Plain rows',
  detect: () => true,
  parse: (records) =>
    records.map(({ cells }, index) => {
      const [type = '', symbol = '', date = '', first = '', price = ''] = cells;
      if (index === 0) return { kind: 'structure' };
      if (type === 'split') {
        const [from = 1, to = 1] = first.split(':').map(Number);
        return { kind: 'transaction', transaction: { type, symbol, date, ratio: { from, to } } };
      }
      if (type === 'dividend') {
        return { kind: 'transaction', transaction: { type, symbol, date, amount: first } };
      }
      const trade = type === 'sell' ? 'sell' : 'buy';
      return {
        kind: 'transaction',
        transaction: { type: trade, symbol, date, quantity: first, price },
      };
    }),
};
const catalogue: FormatCatalogue = { formats: [plain], mapped: () => plain };

function check(rows: string[][], openings?: OpeningAccept, isins: IsinAnswer = NO_ISINS) {
  const records = [['type'], ...rows].map((cells, index) => ({ line: index + 1, cells }));
  const where = {
    account: { id: 'brokerage', name: 'Brokerage', currency: 'USD' },
    book: accountBook([], () => 'new'),
  };
  const file = analyseFile(records, { kind: 'auto' }, catalogue, where, isins);
  return checkImport(file, {
    ledger: { entries: [], fingerprints: new Map() },
    knownSymbols: new Set(['AAPL', 'MSFT']),
    uncheckedSymbols: new Set(),
    today: '2026-11-24',
    ...(openings ? { openings } : {}),
  });
}

describe('opening positions', () => {
  it('offers the shares a sell lacks, the day before the file starts, instead of leaving it at that', () => {
    // Bought 10 in the file, sold 25: 25 − 10 = 15 shares came from before the file.
    const { preview, accepted } = check([
      ['buy', 'AAPL', '2024-03-01', '10', '150'],
      ['sell', 'AAPL', '2024-04-01', '25', '170'],
      ['buy', 'MSFT', '2024-02-15', '1', '400'],
    ]);
    expect(preview.openings).toEqual([
      { symbol: 'AAPL', date: '2024-02-14', quantity: '15', lines: [3], accepted: false },
    ]);
    // Not accepted: the sell stays an error and nothing extra is written.
    expect(preview.errors.map((error) => error.line)).toEqual([3]);
    expect(accepted.map((row) => row.line)).toEqual([2, 4]);
  });

  it('accepted, writes shares received before the file (cost given or unknown) and the sells go in', () => {
    const rows = [
      ['sell', 'AAPL', '2024-04-01', '4', '170'],
      ['sell', 'AAPL', '2024-05-01', '6', '175'],
      ['dividend', 'MSFT', '2024-05-10', '7.5'],
    ];
    const { preview, accepted } = check(rows, [
      { symbol: 'AAPL', price: '120' },
      { symbol: 'MSFT', quantity: '30' },
    ]);
    expect(preview.errors).toEqual([]);
    expect(preview.transactions.map((row) => row.line)).toEqual([2, 3, 4]);
    // 4 + 6 = 10 AAPL; MSFT's count only the person could give (30), its cost unknown (0).
    expect(preview.openings).toEqual([
      { symbol: 'AAPL', date: '2024-03-31', quantity: '10', lines: [2, 3], accepted: true },
      { symbol: 'MSFT', date: '2024-03-31', quantity: null, lines: [4], accepted: true },
    ]);
    const opened = accepted.filter((row) => row.line < 1).map((row) => row.input);
    expect(opened).toEqual([
      expect.objectContaining({ type: 'receive-shares', symbol: 'AAPL', quantity: '10' }),
      expect.objectContaining({ type: 'receive-shares', symbol: 'MSFT', quantity: '30' }),
    ]);
    expect(opened[0]).toMatchObject({ date: '2024-03-31', price: '120', currency: 'USD' });
    expect(opened[1]).toMatchObject({ price: '0', note: expect.stringMatching(/unknown/) });
  });

  it('counts the shares back through a split after the opening date', () => {
    // A 1:4 split on 2024-06-10, then 100 sold: 100 ÷ 4 = 25 shares held before the file.
    const { preview } = check([
      ['split', 'AAPL', '2024-06-10', '1:4'],
      ['sell', 'AAPL', '2024-07-01', '100', '50'],
    ]);
    expect(preview.openings[0]).toMatchObject({ date: '2024-06-09', quantity: '25' });
    const accepted = check(
      [
        ['split', 'AAPL', '2024-06-10', '1:4'],
        ['sell', 'AAPL', '2024-07-01', '100', '50'],
      ],
      [{ symbol: 'AAPL' }],
    );
    expect(accepted.preview.errors).toEqual([]);
  });

  it('knows the day before the first of a month and of a year', () => {
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2025-01-01')).toBe('2024-12-31');
  });
});

describe('rows named by ISIN', () => {
  it('take the ticker the market data found; one it could not check says to try again', () => {
    const { preview } = check(
      [
        ['buy', 'US0378331005', '2024-01-02', '1', '150'],
        ['buy', 'US5949181045', '2024-01-03', '2', '370'],
      ],
      undefined,
      { found: { US0378331005: 'AAPL' }, unchecked: ['US5949181045'] },
    );
    expect(preview.transactions).toEqual([expect.objectContaining({ line: 2, symbol: 'AAPL' })]);
    expect(preview.errors).toEqual([
      { line: 3, message: expect.stringMatching(/US5949181045 could not be looked up now/) },
    ]);
  });
});
