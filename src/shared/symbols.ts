import { z } from 'zod';

/**
 * A US ticker as we accept it from outside: 1–10 characters of A–Z, 0–9, '.' and '-',
 * upper-cased ('brk.b' → 'BRK.B'). Anything else (paths, spaces, unicode) is refused before
 * any upstream call.
 */
export const symbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9.-]{0,9}$/, 'Invalid symbol: use 1–10 letters, digits, "." or "-"');

export type StockSymbol = z.infer<typeof symbolSchema>;

/** SPEC §2 Market Overview: index-tracking funds, labelled honestly (docs/decisions/007). */
export const INDEX_FUNDS = [
  { symbol: 'SPY', name: 'S&P 500', tracks: 'SPDR S&P 500 ETF' },
  { symbol: 'QQQ', name: 'Nasdaq Composite', tracks: 'Invesco QQQ (Nasdaq-100)' },
  { symbol: 'DIA', name: 'Dow Jones', tracks: 'SPDR Dow Jones Industrial Average ETF' },
  { symbol: 'IWM', name: 'Russell 2000', tracks: 'iShares Russell 2000 ETF' },
  { symbol: 'VIXY', name: 'VIX', tracks: 'ProShares VIX Short-Term Futures ETF' },
  { symbol: 'EWU', name: 'FTSE 100', tracks: 'iShares MSCI United Kingdom ETF' },
] as const;

/** SPEC §2 Markets: the eight sector tiles. */
export const SECTOR_FUNDS = [
  { symbol: 'XLK', name: 'Technology' },
  { symbol: 'XLV', name: 'Healthcare' },
  { symbol: 'XLF', name: 'Financials' },
  { symbol: 'XLY', name: 'Consumer Discretionary' },
  { symbol: 'XLE', name: 'Energy' },
  { symbol: 'XLI', name: 'Industrials' },
  { symbol: 'XLU', name: 'Utilities' },
  { symbol: 'XLB', name: 'Materials' },
] as const;

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
