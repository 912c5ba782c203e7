// What the fake Finnhub knows: a few real US listings with public facts, shaped like Finnhub's
// own answers (recorded responses in black-belt-badger/vertx-demo).

import { UNIVERSE_LISTINGS } from './catalogue-universe.ts';

export interface FakeListing {
  symbol: string;
  /** Finnhub's search description (upper case, as Finnhub writes it). */
  description: string;
  type: 'Common Stock' | 'ETP' | 'ADR' | 'REIT';
  /** Price level the deterministic quote moves around. */
  basePrice: number;
  /** Only common stocks have a profile2; ETFs answer `{}` like Finnhub. */
  profile?: {
    name: string;
    exchange: string;
    finnhubIndustry: string;
    ipo: string;
    marketCapitalization: number;
    shareOutstanding: number;
    weburl: string;
    phone: string;
    country?: string;
  };
}

const NASDAQ = 'NASDAQ NMS - GLOBAL MARKET';
const NYSE = 'NEW YORK STOCK EXCHANGE, INC.';

export const LISTINGS: FakeListing[] = [
  stock(
    'AAPL',
    'APPLE INC',
    211.18,
    'Apple Inc',
    NASDAQ,
    'Technology',
    '1980-12-12',
    3154147.73,
    14935.83,
    'https://www.apple.com/',
    '14089961010',
  ),
  stock(
    'MSFT',
    'MICROSOFT CORP',
    510.05,
    'Microsoft Corp',
    NASDAQ,
    'Technology',
    '1986-03-13',
    3791210.5,
    7433.04,
    'https://www.microsoft.com/en-us',
    '14258828080',
  ),
  stock(
    'GOOGL',
    'ALPHABET INC-CL A',
    185.06,
    'Alphabet Inc',
    NASDAQ,
    'Media',
    '2004-08-19',
    2247553.1,
    12132.0,
    'https://abc.xyz/',
    '16502530000',
  ),
  stock(
    'AMZN',
    'AMAZON.COM INC',
    226.13,
    'Amazon.com Inc',
    NASDAQ,
    'Retail',
    '1997-05-15',
    2401512.2,
    10619.92,
    'https://www.amazon.com/',
    '12062661000',
  ),
  stock(
    'NVDA',
    'NVIDIA CORP',
    172.41,
    'NVIDIA Corp',
    NASDAQ,
    'Semiconductors',
    '1999-01-22',
    4204571.0,
    24387.0,
    'https://www.nvidia.com/',
    '14084862000',
  ),
  stock(
    'META',
    'META PLATFORMS INC-CLASS A',
    704.28,
    'Meta Platforms Inc',
    NASDAQ,
    'Media',
    '2012-05-18',
    1771284.6,
    2514.97,
    'https://investor.fb.com/',
    '16505434800',
  ),
  stock(
    'TSLA',
    'TESLA INC',
    329.65,
    'Tesla Inc',
    NASDAQ,
    'Automobiles',
    '2010-06-29',
    1063148.8,
    3225.45,
    'https://www.tesla.com/',
    '15125168177',
  ),
  stock(
    'AMD',
    'ADVANCED MICRO DEVICES',
    156.99,
    'Advanced Micro Devices Inc',
    NASDAQ,
    'Semiconductors',
    '1972-09-27',
    254541.3,
    1621.41,
    'https://www.amd.com/',
    '14087494000',
  ),
  stock(
    'JPM',
    'JPMORGAN CHASE & CO',
    291.27,
    'JPMorgan Chase & Co',
    NYSE,
    'Banking',
    '1969-03-05',
    809443.9,
    2779.0,
    'https://www.jpmorganchase.com/',
    '12122706000',
  ),
  stock(
    'KO',
    'COCA-COLA CO/THE',
    70.12,
    'Coca-Cola Co',
    NYSE,
    'Beverages',
    '1919-09-05',
    301668.2,
    4302.25,
    'https://www.coca-colacompany.com/',
    '14046762121',
  ),
  stock(
    'AAL',
    'AMERICAN AIRLINES GROUP INC',
    11.94,
    'American Airlines Group Inc',
    NASDAQ,
    'Airlines',
    '2013-12-09',
    7866.4,
    658.82,
    'https://www.aa.com/',
    '16822781000',
  ),
  etf('SPY', 'SPDR S&P 500 ETF TRUST', 627.58),
  etf('QQQ', 'INVESCO QQQ TRUST SERIES 1', 561.26),
  etf('DIA', 'SPDR DOW JONES INDUSTRIAL AVERAGE ETF', 443.5),
  etf('IWM', 'ISHARES RUSSELL 2000 ETF', 222.5),
  etf('VIXY', 'PROSHARES VIX SHORT-TERM FUTURES', 43.7),
  etf('EWU', 'ISHARES MSCI UNITED KINGDOM ETF', 40.1),
  etf('XLK', 'TECHNOLOGY SELECT SECT SPDR', 256.3),
  etf('XLV', 'HEALTH CARE SELECT SECTOR', 133.9),
  etf('XLF', 'FINANCIAL SELECT SECTOR SPDR', 52.7),
  etf('XLY', 'CONSUMER DISCRETIONARY SELT', 222.1),
  etf('XLE', 'ENERGY SELECT SECTOR SPDR', 87.6),
  etf('XLI', 'INDUSTRIAL SELECT SECT SPDR', 150.2),
  etf('XLU', 'UTILITIES SELECT SECTOR SPDR', 83.4),
  etf('XLB', 'MATERIALS SELECT SECTOR SPDR', 90.8),
  ...UNIVERSE_LISTINGS,
];

export const LISTING_BY_SYMBOL = new Map(LISTINGS.map((listing) => [listing.symbol, listing]));

/** Finnhub lists foreign lines of US stocks (Berlin, Munich, Düsseldorf) with type ''. */
export const FOREIGN_SUFFIXES = ['.BE', '.MU', '.DU'] as const;

function stock(
  symbol: string,
  description: string,
  basePrice: number,
  name: string,
  exchange: string,
  finnhubIndustry: string,
  ipo: string,
  marketCapitalization: number,
  shareOutstanding: number,
  weburl: string,
  phone: string,
): FakeListing {
  return {
    symbol,
    description,
    type: 'Common Stock',
    basePrice,
    profile: {
      name,
      exchange,
      finnhubIndustry,
      ipo,
      marketCapitalization,
      shareOutstanding,
      weburl,
      phone,
    },
  };
}

function etf(symbol: string, description: string, basePrice: number): FakeListing {
  return { symbol, description, type: 'ETP', basePrice };
}

/** A stable number in [0, 1) per text, so quotes are the same on every run. */
export function unitHash(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 2 ** 32;
}
