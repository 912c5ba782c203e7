import { describe, expect, it } from 'vitest';
import { symbolList } from '#tests/fake-finnhub/symbol-list.ts';
import { ProviderError } from '../../provider.ts';
import { parseListingCurrencies, parseSymbolList } from './parse-symbols.ts';

// A row as /stock/symbol?exchange=US writes it; each test changes what it is about.
const row = (fields: Record<string, unknown>) => ({
  currency: 'USD',
  description: 'MICROSOFT CORP',
  displaySymbol: 'MSFT',
  figi: 'BBG000BPH459',
  isin: null,
  mic: 'XNAS',
  shareClassFIGI: 'BBG001S5TD05',
  symbol: 'MSFT',
  symbol2: '',
  type: 'Common Stock',
  ...fields,
});

describe('Finnhub /stock/symbol', () => {
  it('keeps common stocks, ADRs and REITs as stocks and ETPs as funds, with what the type says of the asset class', () => {
    const symbols = parseSymbolList([
      row({}),
      row({ symbol: 'TSM', description: 'TAIWAN SEMICONDUCTOR-SP ADR', type: 'ADR' }),
      row({ symbol: 'O', description: 'REALTY INCOME CORP', type: 'REIT' }),
      row({ symbol: 'SPY', description: 'SPDR S&P 500 ETF TRUST', type: 'ETP' }),
    ]);
    expect(symbols).toEqual([
      { symbol: 'MSFT', name: 'MICROSOFT CORP', kind: 'stock', assetClass: 'Stocks' },
      { symbol: 'TSM', name: 'TAIWAN SEMICONDUCTOR-SP ADR', kind: 'stock', assetClass: 'Stocks' },
      { symbol: 'O', name: 'REALTY INCOME CORP', kind: 'stock', assetClass: 'Real estate' },
      // A fund's type says nothing of what it holds.
      { symbol: 'SPY', name: 'SPDR S&P 500 ETF TRUST', kind: 'fund' },
    ]);
  });

  it('skips warrants, units, rights, preferreds and rows it cannot read, keeping the rest', () => {
    const symbols = parseSymbolList([
      row({ symbol: 'SOFIW', type: 'Equity WRT' }),
      row({ symbol: 'CCCXU', type: 'Unit' }),
      row({ symbol: 'ACAHR', type: 'Right' }),
      row({ symbol: 'BAC-PB', type: 'Preference' }),
      row({ symbol: '', description: 'NO SYMBOL' }),
      row({ symbol: 'msft' }),
      row({ symbol: 'A B' }),
      row({ symbol: 'TOOLONGSYMBOL1' }),
      row({ symbol: 'NODESC', description: '' }),
      row({ symbol: 'NULLTYPE', type: null }),
      null,
      'AAPL',
      row({ symbol: 'AAPL', description: 'APPLE INC' }),
      row({ symbol: 'AAPL', description: 'APPLE INC (again)' }),
    ]);
    expect(symbols).toEqual([
      { symbol: 'AAPL', name: 'APPLE INC', kind: 'stock', assetClass: 'Stocks' },
    ]);
  });

  it('refuses a body that is not a list', () => {
    expect(() => parseSymbolList({ error: "You don't have access to this resource." })).toThrow(
      ProviderError,
    );
  });

  it('reads the fake Finnhub’s list, which has the real shape, dropping its warrants', () => {
    const symbols = parseSymbolList(symbolList('US'));
    expect(symbols.find((known) => known.symbol === 'MSFT')).toEqual({
      symbol: 'MSFT',
      name: 'MICROSOFT CORP',
      kind: 'stock',
      assetClass: 'Stocks',
    });
    expect(symbols.find((known) => known.symbol === 'SPY')?.kind).toBe('fund');
    expect(symbols.some((known) => known.symbol === 'SOFIW')).toBe(false);
    expect(symbolList('US').length).toBeGreaterThan(symbols.length);
  });
});

describe("London listings' price currencies", () => {
  it('reads each symbol’s stated currency and leaves out rows without one', () => {
    const currencies = parseListingCurrencies([
      { symbol: 'VOD.L', currency: 'GBp', description: 'VODAFONE GROUP PLC' },
      { symbol: 'CSPX.L', currency: 'USD', description: 'ISHARES CORE S&P 500' },
      { symbol: 'ODD.L', currency: '' },
      { symbol: 7 },
    ]);
    expect([...currencies]).toEqual([
      ['VOD.L', 'GBp'],
      ['CSPX.L', 'USD'],
    ]);
  });
});
