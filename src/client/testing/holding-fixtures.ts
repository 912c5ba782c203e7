import { holdingSchema, type Holding } from '#shared/portfolio/portfolio-ledger.ts';

// A holding as GET /api/portfolio/holdings answers it, for the portfolio's component tests:
// 10 shares in USD bought at 100 (cost 1000), priced at 120 (value 1200, a gain of 200, 20 %),
// no day change, no accounts and no lots listed. A test overrides the figures it reads.

/** A holding of `symbol` with `fields` over the defaults, checked against the contract's schema. */
export const holding = (symbol: string, fields: Partial<Holding> = {}): Holding =>
  holdingSchema.parse({
    symbol,
    name: null,
    quantity: '10',
    averageCost: '100',
    costBasis: '1000',
    price: '120',
    marketValue: '1200',
    dayChange: '0',
    unrealizedGain: '200',
    unrealizedGainPercent: '20',
    realizedGain: '0',
    dividends: '0',
    currency: 'USD',
    priceGain: null,
    currencyGain: null,
    taxWithheld: '0',
    totalReturn: null,
    weight: null,
    accounts: [],
    lots: [],
    ...fields,
  });
