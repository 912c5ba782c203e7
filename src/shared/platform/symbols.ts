import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

/**
 * A US ticker as we accept it from outside: 1–10 characters of A–Z, 0–9, '.' and '-',
 * upper-cased ('brk.b' → 'BRK.B'). Anything else (paths, spaces, unicode) is refused before
 * any upstream call.
 */
export const symbolSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^[A-Z0-9][A-Z0-9.-]{0,9}$/, 'Invalid symbol: use 1–10 letters, digits, "." or "-"'),
    ),
);

/**
 * SPEC §2 Market Overview: funds that track each index, labelled with what they really follow
 * (docs/decisions/025): ONEQ tracks the Nasdaq Composite (QQQ follows the Nasdaq-100), VIXY holds
 * VIX futures (not the VIX), EWU follows the MSCI United Kingdom index (not the FTSE 100).
 */
export const INDEX_FUNDS = [
  { symbol: 'SPY', name: 'S&P 500', tracks: 'SPDR S&P 500 ETF Trust' },
  { symbol: 'ONEQ', name: 'Nasdaq Composite', tracks: 'Fidelity Nasdaq Composite Index ETF' },
  { symbol: 'DIA', name: 'Dow Jones', tracks: 'SPDR Dow Jones Industrial Average ETF Trust' },
  { symbol: 'IWM', name: 'Russell 2000', tracks: 'iShares Russell 2000 ETF' },
  { symbol: 'VIXY', name: 'VIX futures', tracks: 'ProShares VIX Short-Term Futures ETF' },
  { symbol: 'EWU', name: 'MSCI United Kingdom', tracks: 'iShares MSCI United Kingdom ETF' },
] as const;

/**
 * The Markets screen's sector tiles: all 11 GICS sectors (SPEC §2 names eight; the other three
 * joined in docs/decisions/072), each with three of its fund's largest holdings (as the funds
 * reported them in 2025). Those holdings are the universe of the Markets screen's Top Gainers and
 * Top Losers (docs/decisions/025).
 */
export const SECTOR_FUNDS = [
  { symbol: 'XLK', name: 'Technology', holdings: ['NVDA', 'MSFT', 'AAPL'] },
  { symbol: 'XLV', name: 'Healthcare', holdings: ['LLY', 'UNH', 'JNJ'] },
  { symbol: 'XLF', name: 'Financials', holdings: ['BRK.B', 'JPM', 'V'] },
  { symbol: 'XLY', name: 'Consumer Discretionary', holdings: ['AMZN', 'TSLA', 'HD'] },
  { symbol: 'XLC', name: 'Communication Services', holdings: ['META', 'GOOGL', 'NFLX'] },
  { symbol: 'XLI', name: 'Industrials', holdings: ['GE', 'CAT', 'RTX'] },
  { symbol: 'XLP', name: 'Consumer Staples', holdings: ['COST', 'WMT', 'PG'] },
  { symbol: 'XLE', name: 'Energy', holdings: ['XOM', 'CVX', 'COP'] },
  { symbol: 'XLU', name: 'Utilities', holdings: ['NEE', 'SO', 'DUK'] },
  { symbol: 'XLRE', name: 'Real Estate', holdings: ['PLD', 'AMT', 'EQIX'] },
  { symbol: 'XLB', name: 'Materials', holdings: ['SHW', 'NEM', 'FCX'] },
] as const;

/** Each sector fund and each of its listed holdings, with the fund's sector. */
export const SECTOR_OF_LISTED: ReadonlyMap<string, (typeof SECTOR_FUNDS)[number]['name']> = new Map(
  SECTOR_FUNDS.flatMap((fund) => [
    [fund.symbol, fund.name] as const,
    ...fund.holdings.map((symbol) => [symbol, fund.name] as const),
  ]),
);

/**
 * What the Markets screen shows beside equities (docs/decisions/072): exchange-traded funds that
 * stand in for bonds, gold and major currencies, each named by what it follows.
 */
export const MARKET_PROXIES = [
  { symbol: 'TLT', name: 'US Treasuries, 20+ years', group: 'Bonds' },
  { symbol: 'AGG', name: 'US investment-grade bonds', group: 'Bonds' },
  { symbol: 'BND', name: 'US total bond market', group: 'Bonds' },
  { symbol: 'GLD', name: 'Gold', group: 'Commodities' },
  { symbol: 'UUP', name: 'US dollar index', group: 'Currencies' },
  { symbol: 'FXE', name: 'Euro', group: 'Currencies' },
  { symbol: 'FXY', name: 'Japanese yen', group: 'Currencies' },
] as const;

/** Company names of the sector funds' holdings, as the movers lists show them. */
const HOLDING_NAMES: Readonly<Record<(typeof SECTOR_FUNDS)[number]['holdings'][number], string>> = {
  NVDA: 'NVIDIA Corporation',
  MSFT: 'Microsoft Corporation',
  AAPL: 'Apple Inc.',
  LLY: 'Eli Lilly and Company',
  UNH: 'UnitedHealth Group Incorporated',
  JNJ: 'Johnson & Johnson',
  'BRK.B': 'Berkshire Hathaway Inc.',
  JPM: 'JPMorgan Chase & Co.',
  V: 'Visa Inc.',
  AMZN: 'Amazon.com, Inc.',
  TSLA: 'Tesla, Inc.',
  HD: 'The Home Depot, Inc.',
  XOM: 'Exxon Mobil Corporation',
  CVX: 'Chevron Corporation',
  COP: 'ConocoPhillips',
  GE: 'GE Aerospace',
  CAT: 'Caterpillar Inc.',
  RTX: 'RTX Corporation',
  NEE: 'NextEra Energy, Inc.',
  SO: 'The Southern Company',
  DUK: 'Duke Energy Corporation',
  SHW: 'The Sherwin-Williams Company',
  NEM: 'Newmont Corporation',
  FCX: 'Freeport-McMoRan Inc.',
  META: 'Meta Platforms, Inc.',
  GOOGL: 'Alphabet Inc.',
  NFLX: 'Netflix, Inc.',
  COST: 'Costco Wholesale Corporation',
  WMT: 'Walmart Inc.',
  PG: 'The Procter & Gamble Company',
  PLD: 'Prologis, Inc.',
  AMT: 'American Tower Corporation',
  EQIX: 'Equinix, Inc.',
};

/** The Markets screen's movers universe: every sector fund's listed holdings, once each. */
export const SECTOR_HOLDINGS: readonly { symbol: string; name: string }[] = [
  ...new Set(SECTOR_FUNDS.flatMap((fund) => fund.holdings)),
].map((symbol) => ({ symbol, name: HOLDING_NAMES[symbol] }));

/** SPEC §3: the watched stocks whose quotes make the dashboard's gainers and losers. */
export const WATCHED_STOCKS = [
  { symbol: 'AAPL', name: 'Apple Inc.' },
  { symbol: 'MSFT', name: 'Microsoft Corporation' },
  { symbol: 'GOOGL', name: 'Alphabet Inc.' },
  { symbol: 'AMZN', name: 'Amazon.com, Inc.' },
  { symbol: 'NVDA', name: 'NVIDIA Corporation' },
  { symbol: 'META', name: 'Meta Platforms, Inc.' },
  { symbol: 'TSLA', name: 'Tesla, Inc.' },
  { symbol: 'AMD', name: 'Advanced Micro Devices, Inc.' },
] as const;

/** SPEC §2/§9: 'Popular Stocks' for visitors, and the pool of related stocks. */
export const FALLBACK_SYMBOLS = ['AAPL', 'MSFT', 'GOOGL', 'AMZN'] as const;
