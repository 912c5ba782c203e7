import { describe, expect, it } from 'vitest';
import { CATALOGUE_ISINS } from './catalogue-isins.ts';
import { catalogueEntry } from './catalogue.ts';
import { searchCatalogue } from './search.ts';

/** ISO 6166's check digit: letters as 10–35, then Luhn over the digits. */
function checkDigitHolds(isin: string): boolean {
  const digits = [...isin.slice(0, 11)].map((char) => parseInt(char, 36)).join('');
  let total = 0;
  [...digits].reverse().forEach((digit, index) => {
    let value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    if (value > 9) value -= 9;
    total += value;
  });
  return (10 - (total % 10)) % 10 === Number(isin[11]);
}

describe('the simulated listings’ ISINs', () => {
  it('belong to listings of the catalogue, each distinct, each with a valid check digit', () => {
    const isins = [...CATALOGUE_ISINS.values()];
    expect(new Set(isins).size).toBe(isins.length);
    for (const [symbol, isin] of CATALOGUE_ISINS) {
      expect({ symbol, known: catalogueEntry(symbol)?.isin }).toEqual({ symbol, known: isin });
      expect({ isin, valid: checkDigitHolds(isin) }).toEqual({ isin, valid: true });
    }
    // A wrong last digit fails the check: US0378331005 is Apple's, …006 is no ISIN.
    expect(checkDigitHolds('US0378331006')).toBe(false);
  });

  it('answers a search by ISIN with the listing it names, and an unknown ISIN with nothing', () => {
    expect(searchCatalogue('us0378331005')).toEqual([
      { symbol: 'AAPL', description: 'Apple Inc.', type: 'Common Stock' },
    ]);
    expect(searchCatalogue('DE0007236101').map((result) => result.symbol)).toEqual(['SIE.DE']);
    expect(searchCatalogue('FR0000000003')).toEqual([]);
  });
});
