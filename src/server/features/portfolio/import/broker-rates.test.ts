import { describe, expect, it } from 'vitest';
import { analyseFile, type FileLine } from './analyse-file.ts';
import { accountBook } from './file-accounts.ts';
import { formatCatalogue } from './formats/registry.ts';

// A broker's exchange rate is into the broker account's currency (docs/decisions/085): the
// importer keeps it only for a trade in another currency placed in an account of that currency.

const HEADER =
  'Action,Time,ISIN,Ticker,Name,No. of shares,Price / share,Currency (Price / share),Exchange rate,Result,Currency (Result),Total,Currency (Total),Notes,ID';
const lines = () =>
  [
    HEADER,
    // A euro broker account buying dollars at 1.25 USD per EUR, and pence at 80 pence per EUR.
    'Market buy,2024-03-04 15:00:00,US0378331005,AAPL,Apple,2,170,USD,1.25,,EUR,272.00,EUR,,a-1',
    'Market buy,2024-03-05 09:00:00,GB00BH4HKS39,VOD.L,Vodafone,100,72.5,GBX,80,,EUR,90.63,EUR,,a-2',
  ].map((text, index) => ({ line: index + 1, cells: text.split(',') }));

function trades(currency: string) {
  const account = { id: 'acc', name: 'Mine', currency };
  const file = analyseFile(lines(), { kind: 'id', id: 'trading212-history' }, formatCatalogue, {
    account,
    book: accountBook([account], () => 'new'),
  });
  return file.lines.map((line: FileLine) =>
    line.kind === 'transaction'
      ? [line.input.currency, ('fxRate' in line.input && line.input.fxRate) || null]
      : line.kind,
  );
}

describe("a broker's exchange rate on import", () => {
  it('is kept, inverted, in an account of the currency it converts into', () => {
    // 1 / 1.25 = 0.8 euros a dollar; 80 pence a euro is 0.8 pounds, so 1 / 0.8 = 1.25 euros a
    // pound (72.5 pence = £0.725).
    expect(trades('EUR')).toEqual([
      ['USD', '0.8'],
      ['GBP', '1.25'],
    ]);
  });

  it('is dropped in an account of another currency, and for a trade in the account’s own', () => {
    // A pound account: both rates are into euros; the pence trade is in the account's pounds.
    expect(trades('GBP')).toEqual([
      ['USD', null],
      ['GBP', null],
    ]);
  });
});
