import Big from 'big.js';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { rememberedSort, type RememberedSort } from '../../lib/remembered-sort.ts';

// The holdings' order: by a column, remembered on this device like the watchlist's
// (lib/remembered-sort.ts). Figures compare as decimals; an unpriced holding ('—') goes last
// whichever way.

export const HOLDING_SORT_LABELS = {
  symbol: 'Symbol',
  quantity: 'Shares',
  price: 'Current',
  marketValue: 'Value',
  weight: 'Weight',
  costBasis: 'Cost basis',
  unrealizedGain: 'Gain/Loss',
  dayChange: 'Day',
  dividends: 'Dividends',
  realizedGain: 'Realized',
  totalReturn: 'Total return',
} as const;
export type HoldingSortKey = keyof typeof HOLDING_SORT_LABELS;
export type HoldingSort = RememberedSort<HoldingSortKey>;

const KEYS = Object.keys(HOLDING_SORT_LABELS) as HoldingSortKey[];

export const DEFAULT_HOLDING_SORT: HoldingSort = { key: 'symbol', ascending: true };

export const holdingSort = rememberedSort('tickerdeck:holdings-sort', KEYS, DEFAULT_HOLDING_SORT);

function compare(a: Holding, b: Holding, key: HoldingSortKey): number {
  if (key === 'symbol') return a.symbol.localeCompare(b.symbol);
  const x = a[key];
  const y = b[key];
  if (x === null || y === null) return 0;
  return new Big(x).cmp(y);
}

/** A sorted copy; ties (and unpriced rows among themselves) by symbol. */
export function sortHoldings(holdings: readonly Holding[], sort: HoldingSort): Holding[] {
  const direction = sort.ascending ? 1 : -1;
  const missing = (holding: Holding) => sort.key !== 'symbol' && holding[sort.key] === null;
  return [...holdings].sort((a, b) => {
    const absent = Number(missing(a)) - Number(missing(b));
    if (absent !== 0) return absent;
    return direction * compare(a, b, sort.key) || a.symbol.localeCompare(b.symbol);
  });
}
