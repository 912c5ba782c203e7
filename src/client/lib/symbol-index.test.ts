import { describe, expect, it } from 'vitest';
import { POPULARITY_RANK } from '#shared/market-data/popular-symbols.ts';
import type { CatalogueRow } from '#shared/market-data/symbol-catalogue.ts';
import { createSymbolIndex, mergeMatches, nameWords } from './symbol-index.ts';

const row = (symbol: string, name: string, fund = false): CatalogueRow => [
  symbol,
  name,
  POPULARITY_RANK.get(symbol) ?? null,
  fund ? 1 : 0,
];

// Real listings, in the order a catalogue need not keep.
const ROWS: CatalogueRow[] = [
  row('MU', 'MICRON TECHNOLOGY INC'),
  row('AMD', 'ADVANCED MICRO DEVICES'),
  row('MCHP', 'MICROCHIP TECHNOLOGY INC'),
  row('MSFT', 'MICROSOFT CORP'),
  row('MSTR', 'STRATEGY INC'),
  row('MS', 'MORGAN STANLEY'),
  row('MSFO', 'YIELDMAX MSFT OPTION INCOME', true),
  row('M', "MACY'S INC"),
  row('META', 'META PLATFORMS INC-CLASS A'),
  row('MCD', "MCDONALD'S CORP"),
  row('BAC', 'BANK OF AMERICA CORP'),
  row('BOH', 'BANK OF HAWAII CORP'),
  row('SPY', 'SPDR S&P 500 ETF TRUST', true),
  row('BRK.B', 'BERKSHIRE HATHAWAY INC-CL B'),
  row('AAPL', 'APPLE INC'),
  row('APLE', 'APPLE HOSPITALITY REIT INC'),
];
const index = createSymbolIndex(ROWS);
const symbols = (text: string, limit = 10) => index.search(text, limit).map((m) => m.symbol);

describe('the symbol index', () => {
  it("ranks Microsoft above Micron and AMD for 'micro' (name words, then popularity)", () => {
    expect(symbols('micro')).toEqual(['MSFT', 'AMD', 'MU', 'MCHP']);
  });

  it('puts the exact ticker first, then tickers starting with the text', () => {
    expect(symbols('MSFT')).toEqual(['MSFT', 'MSFO']);
    expect(symbols('ms')).toEqual(['MS', 'MSFT', 'MSTR', 'MSFO']);
    expect(symbols('m')[0]).toBe('M');
    expect(symbols('m').slice(1, 4)).toEqual(['MSFT', 'META', 'MU']);
  });

  it('finds a ticker before a name and ignores case and surrounding spaces', () => {
    expect(symbols('  meta ')).toEqual(['META']);
    expect(index.exact(' msft')).toEqual({ symbol: 'MSFT', name: 'MICROSOFT CORP', fund: false });
    expect(index.exact('micro')).toBeUndefined();
  });

  it('needs every word of the text to start a word of the name', () => {
    expect(symbols('bank of am')).toEqual(['BAC']);
    expect(symbols('bank of')).toEqual(['BAC', 'BOH']);
    expect(symbols('bank xyz')).toEqual([]);
  });

  it('reads names as words: apostrophes dropped, punctuation splits', () => {
    expect(nameWords("McDonald's Corp")).toEqual(['MCDONALDS', 'CORP']);
    expect(nameWords('AMAZON.COM INC')).toEqual(['AMAZON', 'COM', 'INC']);
    expect(symbols('mcdonalds')).toEqual(['MCD']);
    expect(symbols('s&p 500')).toEqual(['SPY']);
  });

  it('marks funds and keeps tickers with a class suffix', () => {
    expect(index.search('spy', 1)).toEqual([
      { symbol: 'SPY', name: 'SPDR S&P 500 ETF TRUST', fund: true },
    ]);
    expect(symbols('brk')).toEqual(['BRK.B']);
    expect(symbols('brk.b')).toEqual(['BRK.B']);
  });

  it('answers nothing for empty text and never more than the limit', () => {
    expect(symbols('   ')).toEqual([]);
    expect(symbols('a', 2)).toHaveLength(2);
    expect(symbols('apple')).toEqual(['AAPL', 'APLE']);
  });

  it('searches a 30k-row catalogue and still finds the right listing first', () => {
    const big: CatalogueRow[] = [...ROWS];
    for (let i = 0; i < 30_000; i++) {
      const ticker = `ZX${i.toString(36).toUpperCase()}`;
      big.push(row(ticker, `SYNTHETIC MICRO HOLDINGS ${i} INC`));
    }
    const large = createSymbolIndex(big);
    expect(large.size).toBe(30_000 + ROWS.length);
    expect(large.search('micro', 5).map((m) => m.symbol)).toEqual([
      'MSFT',
      'AMD',
      'MU',
      'MCHP',
      'ZX0',
    ]);
    expect(large.search('MSFT', 1)[0]?.symbol).toBe('MSFT');
    expect(large.search('zx1', 3).map((m) => m.symbol)).toEqual(['ZX1', 'ZX10', 'ZX11']);
  });
});

describe('merging the provider’s results', () => {
  const match = (symbol: string) => ({ symbol, name: symbol, fund: false });

  it('keeps the index’s order and adds only what it lacks, up to the limit', () => {
    expect(
      mergeMatches(
        [match('MSFT'), match('MU')],
        [match('MU'), match('MSFX'), match('MSFX'), match('MSFY'), match('MSFZ')],
        4,
      ).map((m) => m.symbol),
    ).toEqual(['MSFT', 'MU', 'MSFX', 'MSFY']);
  });
});
