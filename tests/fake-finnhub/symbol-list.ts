import { LISTINGS, unitHash } from './catalogue.ts';

// /stock/symbol?exchange=US as Finnhub answers it: a plain array, one object per US listing,
// every field present (isin null on a US key, symbol2 ''), descriptions in upper case. Besides
// the fake's listings it carries the kinds of rows a search must not offer (warrants, units,
// preferreds, rights) and a listing of the same company on another line of the list.

const MIC = ['XNAS', 'XNYS', 'ARCX', 'BATS'] as const;

/** A FIGI-like id that stays the same for a symbol on every run. */
const figi = (symbol: string, salt: string) =>
  `BBG${Math.floor(unitHash(`${symbol}:${salt}`) * 1e9)
    .toString(36)
    .toUpperCase()
    .padStart(9, '0')}`;

function row(symbol: string, description: string, type: string): Record<string, unknown> {
  return {
    currency: 'USD',
    description,
    displaySymbol: symbol,
    figi: figi(symbol, 'figi'),
    isin: null,
    mic: MIC[Math.floor(unitHash(`${symbol}:mic`) * MIC.length)] ?? 'XNAS',
    shareClassFIGI: figi(symbol, 'share'),
    symbol,
    symbol2: '',
    type,
  };
}

/** Rows no search should list: they are in Finnhub's US list all the same. */
const OTHER_TYPES: readonly [string, string, string][] = [
  ['SOFIW', 'SOFI TECHNOLOGIES INC - WTS', 'Equity WRT'],
  ['CCCXU', 'CHURCHILL CAPITAL CORP X - UNITS', 'Unit'],
  ['BAC-PB', 'BANK OF AMERICA CORP - PFD', 'Preference'],
  ['ACAHR', 'ATLANTIC COASTAL ACQUIS - RTS', 'Right'],
];

export function symbolList(exchange: string | null): unknown[] {
  // Finnhub requires the exchange; the fake answers only the US list the app asks for.
  if (exchange !== 'US') return [];
  return [
    ...LISTINGS.map((listing) => row(listing.symbol, listing.description, listing.type)),
    ...OTHER_TYPES.map(([symbol, description, type]) => row(symbol, description, type)),
  ];
}
