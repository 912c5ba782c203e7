import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';

// The exchanges a listing may trade on, told by the suffix of its Finnhub symbol ('VOD.L',
// '7203.T'; none for the US), with each one's trading currency and regular hours
// (docs/decisions/084). Isomorphic: the server's providers and the browser's stock page read it.

/**
 * An ISO 4217 code of a currency's major unit: 'GBP', never 'GBp' or 'GBX' (prices are in pounds
 * from the provider boundary on, decision 084).
 */
export type CurrencyCode = string;

export const currencyCodeSchema = lazySchema(() =>
  z.string().check(z.regex(/^[A-Z]{3}$/, 'Invalid currency: use an ISO 4217 code')),
);

/** An exchange's regular session in its own time zone ('HH:MM', 24 h). */
export interface ExchangeHours {
  timeZone: string;
  open: string;
  close: string;
}

export interface ListingMarket {
  /** Finnhub's symbol suffix ('L' in 'VOD.L'); '' for the US. */
  suffix: string;
  /** The exchange as Finnhub's profile2 names it. */
  exchange: string;
  country: string;
  currency: CurrencyCode;
  /**
   * How many of the vendor's price units make one unit of `currency`: 100 for London, whose
   * prices Finnhub quotes in pence (GBp) while its profile says GBP; 1 elsewhere.
   */
  quotedPerUnit: number;
  /** Decimals a price keeps in `currency` (London's pence to two places: 4 in pounds; yen 0). */
  priceDecimals: number;
  /** null: the US market, whose calendar (holidays, early closes) is market-hours.ts. */
  hours: ExchangeHours | null;
}

export const US_MARKET: ListingMarket = {
  suffix: '',
  exchange: 'US exchanges (NYSE, Nasdaq)',
  country: 'US',
  currency: 'USD',
  quotedPerUnit: 1,
  priceDecimals: 2,
  hours: null,
};

const market = (
  suffix: string,
  exchange: string,
  country: string,
  currency: CurrencyCode,
  hours: ExchangeHours,
  quotedPerUnit = 1,
): ListingMarket => ({
  suffix,
  exchange,
  country,
  currency,
  quotedPerUnit,
  priceDecimals: quotedPerUnit === 100 ? 4 : currency === 'JPY' ? 0 : 2,
  hours,
});

/**
 * The exchanges outside the US the simulated catalogue lists. Names as in Finnhub's exchange
 * list; hours are each exchange's continuous trading (Tokyo's lunch break is not modelled, and
 * its close is 15:30 since November 2024).
 */
export const LISTING_MARKETS: readonly ListingMarket[] = [
  market(
    'L',
    'LONDON STOCK EXCHANGE',
    'GB',
    'GBP',
    hoursIn('Europe/London', '08:00', '16:30'),
    100,
  ),
  market('DE', 'XETRA', 'DE', 'EUR', hoursIn('Europe/Berlin', '09:00', '17:30')),
  market(
    'AS',
    'NYSE EURONEXT - EURONEXT AMSTERDAM',
    'NL',
    'EUR',
    hoursIn('Europe/Amsterdam', '09:00', '17:30'),
  ),
  market(
    'PA',
    'NYSE EURONEXT - EURONEXT PARIS',
    'FR',
    'EUR',
    hoursIn('Europe/Paris', '09:00', '17:30'),
  ),
  market('TO', 'TORONTO STOCK EXCHANGE', 'CA', 'CAD', hoursIn('America/Toronto', '09:30', '16:00')),
  market('SW', 'SWISS EXCHANGE', 'CH', 'CHF', hoursIn('Europe/Zurich', '09:00', '17:30')),
  market(
    'T',
    'TOKYO STOCK EXCHANGE-TOKYO PRO MARKET',
    'JP',
    'JPY',
    hoursIn('Asia/Tokyo', '09:00', '15:30'),
  ),
];

function hoursIn(timeZone: string, open: string, close: string): ExchangeHours {
  return { timeZone, open, close };
}

const bySuffix = new Map(LISTING_MARKETS.map((entry) => [entry.suffix, entry]));

/**
 * The market of a symbol by its suffix; the US for none and for a US share class ('BRK.B'),
 * whose suffix names no exchange.
 */
export function listingMarket(symbol: string): ListingMarket {
  const dot = symbol.lastIndexOf('.');
  if (dot <= 0) return US_MARKET;
  return (
    bySuffix.get(
      symbol
        .slice(dot + 1)
        .trim()
        .toUpperCase(),
    ) ?? US_MARKET
  );
}

/** The currency a symbol trades in, as far as its exchange tells (US: USD). */
export function listingCurrency(symbol: string): CurrencyCode {
  return listingMarket(symbol).currency;
}

/**
 * A listing's trading currency from its exchange; only for a suffix we do not list (a US share
 * class such as 'BRK.B', or an exchange abroad such as 'FXRL.ME') the vendor's `reported`
 * currency, else USD. The exchange wins where we know it: Finnhub's profile gives London
 * listings GBP while their prices are pence, and may give a company's reporting currency.
 */
export function tradingCurrency(symbol: string, reported?: string | null): CurrencyCode {
  const market = listingMarket(symbol);
  if (market !== US_MARKET || !symbol.includes('.')) return market.currency;
  return majorCurrency(reported) ?? US_MARKET.currency;
}

/**
 * A vendor's price in a listing's major unit: London's pence become pounds (decision 084).
 * `stated` is the currency the vendor states for this listing's prices, when known: a London
 * listing quoted in a major currency other than the pound ('USD', 'EUR': some ETFs and
 * depositary receipts) is not in pence and keeps its price; 'GBp', 'GBX', 'GBP' (Finnhub's name
 * for pence-quoted London) or nothing stated means the exchange's usual unit.
 */
export function toMajorUnit(value: number, market: ListingMarket, stated?: string | null): number {
  if (market.quotedPerUnit === 1 || !quotedInMinorUnit(market, stated)) return value;
  const scale = 10 ** market.priceDecimals;
  return Math.round((value / market.quotedPerUnit) * scale) / scale;
}

/**
 * A vendor's currency name as an ISO code of the major unit: 'GBp'/'GBX' (pence) → 'GBP',
 * 'ILA' (agorot) → 'ILS'; null for anything that is not a code.
 */
export function majorCurrency(name: string | null | undefined): CurrencyCode | null {
  const code = name?.trim() ?? '';
  if (code === 'GBp' || code.toUpperCase() === 'GBX') return 'GBP';
  if (code === 'ILA' || code === 'ILa') return 'ILS';
  if (code === 'ZAc' || code.toUpperCase() === 'ZAC') return 'ZAR';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** Whether a listing's prices come in its exchange's minor unit, given what the vendor states. */
function quotedInMinorUnit(market: ListingMarket, stated: string | null | undefined): boolean {
  const code = stated?.trim() ?? '';
  if (code === '') return true;
  return majorCurrency(code) === market.currency;
}
