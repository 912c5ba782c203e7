import type { HoldingFacts } from '#shared/portfolio/portfolio-holdings.ts';
import type { Holding, Holdings } from '#shared/portfolio/portfolio-ledger.ts';
import { chartCents, sign } from './money-display.ts';

// The allocation's slices by one dimension, from the holdings' values in the base currency and
// the provider's facts about each symbol. Cash is a slice of its own (decision 085), or, by
// currency, part of its currency's. What the provider does not say is 'Unknown', never guessed;
// a fund whose holdings span sectors (or whose holdings the provider does not break down) is a
// slice of its own (decision 096).

export const ALLOCATION_DIMENSIONS = {
  position: 'Position',
  sector: 'Sector',
  industry: 'Industry',
  country: 'Country',
  assetClass: 'Asset class',
  currency: 'Currency',
} as const;
export type AllocationDimension = keyof typeof ALLOCATION_DIMENSIONS;

/** Whether a dimension needs the provider's facts (holdingFacts). */
export const needsFacts = (dimension: AllocationDimension) =>
  dimension !== 'position' && dimension !== 'currency';

type Fact = HoldingFacts['facts'][number];

export const UNKNOWN = 'Unknown';
export const FUNDS_NOT_BROKEN_DOWN = 'Funds, not broken down';

function factLabel(dimension: 'sector' | 'industry' | 'country' | 'assetClass', fact?: Fact) {
  const value = fact?.[dimension];
  if (value) return value;
  return fact?.kind === 'fund' && dimension !== 'assetClass' ? FUNDS_NOT_BROKEN_DOWN : UNKNOWN;
}

function add(slices: Map<string, number>, label: string, cents: number) {
  slices.set(label, Math.round(((slices.get(label) ?? 0) + cents) * 100) / 100);
}

export function allocationSlices(
  dimension: AllocationDimension,
  holdings: readonly Holding[],
  cash: Holdings['cash'],
  facts: readonly Fact[],
): Map<string, number> {
  const factOf = new Map(facts.map((fact) => [fact.symbol, fact]));
  const slices = new Map<string, number>();
  for (const holding of holdings) {
    const value = chartCents(holding.marketValue ?? '0');
    const fact = factOf.get(holding.symbol);
    const label =
      dimension === 'position'
        ? holding.symbol
        : dimension === 'currency'
          ? holding.currency
          : factLabel(dimension, fact);
    add(slices, label, value);
  }
  for (const balance of cash) {
    if (sign(balance.value) <= 0) continue;
    add(slices, dimension === 'currency' ? balance.currency : 'Cash', chartCents(balance.value));
  }
  return slices;
}
