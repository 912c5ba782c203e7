import { describe, expect, it } from 'vitest';
import { decimal } from '#shared/platform/money.ts';
import type { LedgerEntry } from '../maths/ledger-entry.ts';
import { accountBook } from './file-accounts.ts';
import { analyseFile, looksLikeFormula, type FormatCatalogue } from './analyse-file.ts';
import { checkImport, symbolsToCheck, type StoredLedger } from './check-ledger.ts';
import type { BrokerFormat, CsvRecord } from './formats/format.ts';

// The importer's rules on a plain test format (one row: type,symbol,date,qty-or-amount,price),
// so each rule of docs/decisions/030 is visible without a broker's layout around it.

const plain: BrokerFormat = {
  id: 'plain',
  broker: 'Test',
  label: 'Plain rows',
  detect: (records) => records[0]?.cells[0] === 'type',
  parse: (records) =>
    records.map(({ cells }, index) => {
      const [type = '', symbol = '', date = '', first = '', price = ''] = cells;
      if (index === 0 || cells.every((cell) => cell === '')) return { kind: 'structure' };
      if (type === 'deposit') return { kind: 'skipped', reason: 'Deposit: not tracked' };
      if (type === 'bad') return { kind: 'error', message: 'cannot read' };
      if (type === 'split') {
        const [from, to] = first.split(':').map(Number);
        return {
          kind: 'transaction',
          transaction: { type, symbol, date, ratio: { from: from ?? 0, to: to ?? 0 } },
        };
      }
      if (type === 'dividend' || type === 'fee') {
        return { kind: 'transaction', transaction: { type, symbol, date, amount: first } };
      }
      if (type === 'buy' || type === 'sell') {
        return {
          kind: 'transaction',
          transaction: { type, symbol, date, quantity: first, price, note: cells[5] || null },
        };
      }
      return { kind: 'error', message: `unknown type ${type}` };
    }),
};
const catalogue: FormatCatalogue = {
  formats: [plain],
  mapped: () => plain,
};

const recordsOf = (rows: string[][]): CsvRecord[] =>
  [['type', 'symbol', 'date', 'quantity', 'price'], ...rows].map((cells, index) => ({
    line: index + 1,
    cells,
  }));

const emptyLedger = (): StoredLedger => ({ entries: [], fingerprints: new Map() });

function stored(
  type: LedgerEntry['type'],
  symbol: string,
  date: string,
  quantity: string | null,
  price: string | null,
  fingerprint: string | null = null,
  id = `${symbol}-${date}-${type}`,
) {
  const entry: LedgerEntry = {
    id,
    type,
    symbol,
    date,
    quantity: quantity === null ? null : decimal(quantity),
    price: price === null ? null : decimal(price),
    amount: null,
    fees: null,
    ratio: null,
    createdAt: 1,
    accountId: 'brokerage',
    toAccountId: '',
    currency: 'USD',
    fxRate: null,
    acquiredOn: null,
    lotMethod: null,
    lotPicks: null,
  };
  return { entry, fingerprint };
}

function ledgerOf(...rows: ReturnType<typeof stored>[]): StoredLedger {
  return {
    entries: rows.map((row) => row.entry),
    fingerprints: new Map(rows.map((row) => [row.entry.id, row.fingerprint])),
  };
}

function check(rows: string[][], ledger = emptyLedger(), known = ['AAPL', 'MSFT', 'NVDA']) {
  const file = analyseFile(recordsOf(rows), { kind: 'auto' }, catalogue, {
    account: { id: 'brokerage', name: 'Brokerage', currency: 'USD' },
    book: accountBook([], () => 'new'),
  });
  const { preview, accepted } = checkImport(file, {
    ledger,
    knownSymbols: new Set(known),
    uncheckedSymbols: new Set(['BUSY']),
    today: '2026-11-24',
  });
  const lines = (list: { line: number }[]) => list.map((item) => item.line);
  return { preview, accepted, file, lines };
}

describe('a file against the ledger', () => {
  it('accounts for every data line exactly once', () => {
    const { preview, lines } = check([
      ['buy', 'AAPL', '2024-01-02', '10', '150'],
      ['deposit', '', '2024-01-01', '', ''],
      ['', '', '', '', ''],
      ['bad', 'AAPL', 'x', '', ''],
      ['buy', 'ZZZZ', '2024-01-02', '1', '5'],
    ]);
    expect(preview.dataLines).toBe(4);
    expect(lines(preview.transactions)).toEqual([2]);
    expect(preview.skipped).toEqual([{ line: 3, reason: 'Deposit: not tracked' }]);
    expect(preview.errors).toEqual([
      { line: 5, message: 'cannot read' },
      { line: 6, message: 'Unknown symbol: ZZZZ' },
    ]);
    const total =
      preview.transactions.length +
      preview.skipped.length +
      preview.errors.length +
      preview.duplicates.length;
    expect(total).toBe(preview.dataLines);
  });

  it('takes a sell listed before its buy when the buy is dated earlier', () => {
    const { preview } = check([
      ['sell', 'AAPL', '2024-03-01', '4', '190'],
      ['buy', 'AAPL', '2024-01-02', '10', '150'],
    ]);
    expect(preview.errors).toEqual([]);
    expect(preview.transactions.map((row) => [row.line, row.type])).toEqual([
      [2, 'sell'],
      [3, 'buy'],
    ]);
  });

  it('names the shortfall of a sell beyond the shares then held, counting splits', () => {
    // 10 bought, 4-for-1 on 2024-06-10 → 40 held; selling 41 is 1 short; 40 is fine.
    const { preview } = check([
      ['buy', 'NVDA', '2024-01-02', '10', '500'],
      ['split', 'NVDA', '2024-06-10', '1:4', ''],
      ['sell', 'NVDA', '2024-07-01', '41', '120'],
      ['sell', 'NVDA', '2024-07-02', '40', '121'],
    ]);
    expect(preview.errors).toEqual([
      { line: 4, message: 'You held 40 NVDA on 2024-07-01; selling 41 is 1 short.' },
    ]);
    expect(preview.transactions.map((row) => row.line)).toEqual([2, 3, 5]);
  });

  it("blames the file's sell when it would leave a stored later sell short", () => {
    // Ledger: buy 10 on 01-02, sell 8 on 03-01. The file sells 5 on 02-01: the stored sell
    // would then find 5, not 8 — the file's sell is refused, the ledger stays valid.
    const ledger = ledgerOf(
      stored('buy', 'AAPL', '2024-01-02', '10', '150'),
      stored('sell', 'AAPL', '2024-03-01', '8', '170'),
    );
    const { preview } = check([['sell', 'AAPL', '2024-02-01', '5', '160']], ledger);
    expect(preview.errors).toEqual([
      { line: 2, message: 'This sell would leave your sell of 8 AAPL on 2024-03-01 short.' },
    ]);
    expect(preview.transactions).toEqual([]);
  });

  it('refuses dividends, fees and splits of a symbol never bought', () => {
    const { preview } = check([['dividend', 'MSFT', '2024-05-01', '12.5', '']]);
    expect(preview.errors).toEqual([
      { line: 2, message: 'You have no MSFT in your portfolio: record its buy first.' },
    ]);
  });

  it('refuses future dates and says when a symbol could not be checked now', () => {
    const { preview } = check([
      ['buy', 'AAPL', '2026-11-25', '1', '150'],
      ['buy', 'BUSY', '2024-01-02', '1', '10'],
    ]);
    expect(preview.errors).toEqual([
      { line: 2, message: 'Date cannot be in the future (today is 2026-11-24)' },
      {
        line: 3,
        message: 'BUSY could not be checked now (market data busy); import again in a minute.',
      },
    ]);
  });

  it('finds duplicates: the same source row, our own export, and hand-entered twins', () => {
    const first = check([
      ['buy', 'AAPL', '2024-01-02', '10', '150'],
      ['buy', 'AAPL', '2024-01-02', '10', '150'],
    ]);
    // Two identical rows are two transactions (two fills), with two fingerprints.
    expect(first.preview.transactions).toHaveLength(2);
    const [one, two] = first.accepted.map((row) => row.fingerprint);
    expect(one).not.toBe(two);
    // Re-importing the same file after it was imported: both rows are duplicates.
    const ledger = ledgerOf(
      stored('buy', 'AAPL', '2024-01-02', '10', '150', one ?? null, 'AAPL-1'),
      stored('buy', 'AAPL', '2024-01-02', '10', '150', two ?? null, 'AAPL-2'),
    );
    const again = check(
      [
        ['buy', 'AAPL', '2024-01-02', '10', '150'],
        ['buy', 'AAPL', '2024-01-02', '10', '150'],
        ['buy', 'AAPL', '2024-01-02', '10', '150'],
      ],
      ledger,
    );
    // A third identical row in a later export is a third fill, not a duplicate.
    expect(again.lines(again.preview.duplicates)).toEqual([2, 3]);
    expect(again.lines(again.preview.transactions)).toEqual([4]);
    // By hand: one matching buy entered by hand absorbs one file row.
    const byHand = check(
      [
        ['buy', 'MSFT', '2024-02-02', '3', '400'],
        ['buy', 'MSFT', '2024-02-02', '3', '400'],
      ],
      ledgerOf(stored('buy', 'MSFT', '2024-02-02', '3', '400.00')),
    );
    expect(byHand.preview.duplicates).toEqual([
      { line: 2, reason: 'Matches a transaction already in your ledger' },
    ]);
    expect(byHand.lines(byHand.preview.transactions)).toEqual([3]);
  });

  it('looks up only symbols the ledger has never held', () => {
    const file = analyseFile(
      recordsOf([
        ['buy', 'AAPL', '2024-01-02', '1', '1'],
        ['buy', 'MSFT', '2024-01-02', '1', '1'],
        ['buy', 'MSFT', '2024-01-03', '1', '1'],
      ]),
      { kind: 'auto' },
      catalogue,
    );
    expect(symbolsToCheck(file, ledgerOf(stored('buy', 'AAPL', '2023-01-02', '1', '1')))).toEqual([
      'MSFT',
    ]);
  });
});

describe('each line on its own', () => {
  it("reports the schema's first complaint and formula-like text as line errors", () => {
    const { preview } = check([
      ['buy', 'AAPL', '2024-01-02', '-1', '150'],
      ['buy', 'AAPL', '2024-01-02', '1', '150', '=HYPERLINK("http://evil","x")'],
      ['buy', 'AAPL', '2024-01-02', '1', '150', '+cmd|calc'],
    ]);
    expect(preview.errors.map((error) => error.line)).toEqual([2, 3, 4]);
    expect(preview.errors[0]?.message).toMatch(/^quantity: /);
    expect(preview.errors[1]?.message).toMatch(/spreadsheet formula/);
  });

  it('says what to do when the market data finds no listing for an ISIN the file names', () => {
    const { preview } = check([['buy', 'US0378331005', '2024-01-02', '1', '150']]);
    expect(preview.errors).toEqual([
      {
        line: 2,
        message:
          'US0378331005: no listing found for this ISIN. Map it: add this transaction by hand with its ticker, or import the file with a column mapping whose symbol column holds tickers.',
      },
    ]);
  });

  it('tells formulas from negative numbers', () => {
    // Full-width ＝ ＠ ＋ － too, which some spreadsheets run like = @ + -.
    for (const text of [
      '=1+1',
      '@SUM(A1)',
      '+cmd|x',
      '-cmd',
      '\t=1',
      '-=1',
      '+(1)',
      '＝1+1',
      '＠SUM(A1)',
      '＋cmd|x',
      '－cmd',
    ]) {
      expect(looksLikeFormula(text)).toBe(true);
    }
    for (const text of [
      '-12.5',
      '-1,000',
      '+5',
      '-',
      '--',
      "'=1+1",
      "'＝1",
      'Apple Inc.',
      'a=b',
      '－5',
    ]) {
      expect(looksLikeFormula(text)).toBe(false);
    }
  });

  it('throws on a format that loses a record (every line must be accounted for)', () => {
    const lossy: BrokerFormat = { ...plain, parse: () => [] };
    expect(() =>
      analyseFile(
        recordsOf([['buy', 'AAPL', '2024-01-02', '1', '1']]),
        { kind: 'auto' },
        {
          formats: [lossy],
          mapped: () => lossy,
        },
      ),
    ).toThrow(/0 outcomes for 2 records/);
  });

  it('refuses a file no format recognises, and an unknown format id', () => {
    const records = [{ line: 1, cells: ['nothing', 'here'] }];
    expect(() => analyseFile(records, { kind: 'auto' }, catalogue)).toThrow(
      /not one of the broker exports/,
    );
    expect(() => analyseFile(records, { kind: 'id', id: 'nope' }, catalogue)).toThrow(
      /Unknown import format/,
    );
  });
});
