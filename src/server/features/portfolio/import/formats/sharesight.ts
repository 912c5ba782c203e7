import { cellKey, decimalText, parseNumber } from '../cells.ts';
import { rateText, rowCurrency } from '../row-currency.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';
import {
  REASONS,
  failed,
  skipped,
  splitOutcome,
  tradeOutcome,
  type RowCells,
} from './row-outcomes.ts';

// Sharesight's trades file (the layout its trade import takes and its trades report writes):
// Unique Identifier, Trade Date, Instrument Code, Market Code (NASDAQ, NYSE, LSE, ASX…),
// Quantity, Price (or 'Price in Dollars'), Transaction Type (BUY, SELL, OPENING_BALANCE, SPLIT,
// BONUS, CONSOLD, CAPITAL_RETURN…), Exchange Rate (portfolio currency per instrument unit),
// Brokerage, Brokerage Currency, Comments. The price is in the market's currency.

const ORDERS = ['YYYY-MM-DD', 'DD/MM/YYYY'] as const;
type Read = (name: string) => string | undefined;

/** Sharesight's market code → the ledger's suffix and the market's currency. */
const MARKETS: Record<string, [suffix: string, currency: string]> = {
  nasdaq: ['', 'USD'],
  nyse: ['', 'USD'],
  nyse_arca: ['', 'USD'],
  bats: ['', 'USD'],
  amex: ['', 'USD'],
  lse: ['.L', 'GBP'],
  asx: ['.AX', 'AUD'],
  tsx: ['.TO', 'CAD'],
  nzx: ['.NZ', 'NZD'],
  hkex: ['.HK', 'HKD'],
  xetra: ['.DE', 'EUR'],
};

function trade(type: 'buy' | 'sell' | 'opening', read: Read): RowOutcome {
  const market = MARKETS[cellKey(read('Market Code'))];
  if (!market) {
    return failed(
      `Market Code: "${(read('Market Code') ?? '').trim()}" is not a market we map; add this row by hand`,
    );
  }
  const rate = parseNumber(read('Exchange Rate'));
  const fxRate = rate && !rate.isZero() && !rate.eq(1) ? rateText(rate) : null;
  const brokerage = parseNumber(read('Brokerage'))?.abs();
  const charged = rowCurrency(read('Brokerage Currency'), market[1]);
  // Brokerage in the market's currency is the fee; in the portfolio's, converted at the rate.
  const fee =
    !brokerage || brokerage.isZero() || !charged.ok
      ? null
      : charged.code === market[1]
        ? brokerage
        : fxRate && rate
          ? brokerage.dividedBy(rate)
          : null;
  const comment = (read('Comments') ?? '').trim();
  const cells: RowCells = {
    symbol: `${(read('Instrument Code') ?? '').trim()}${market[0]}`,
    date: read('Trade Date'),
    quantity: read('Quantity'),
    price: read('Price') ?? read('Price in Dollars'),
    currency: market[1],
    fees: fee ? [decimalText(fee)] : [],
    sourceId: read('Unique Identifier'),
    ...(comment ? { note: comment } : {}),
    ...(fxRate ? { fxRate } : {}),
  };
  const outcome = tradeOutcome(type === 'sell' ? 'sell' : 'buy', cells, ORDERS);
  if (type !== 'opening' || outcome.kind !== 'transaction' || outcome.transaction.type !== 'buy') {
    return outcome;
  }
  const { symbol, date, quantity, price } = outcome.transaction;
  return {
    kind: 'transaction',
    transaction: { type: 'receive-shares', symbol, date, quantity, price, currency: market[1] },
    ...(outcome.sourceId ? { sourceId: outcome.sourceId } : {}),
  };
}

function row(read: Read): RowOutcome {
  const type = (read('Transaction Type') ?? '').trim().toUpperCase();
  switch (type) {
    case 'BUY':
      return trade('buy', read);
    case 'SELL':
      return trade('sell', read);
    case 'OPENING_BALANCE':
      return trade('opening', read);
    case 'SPLIT':
    case 'CONSOLD':
      return splitOutcome(
        null,
        { symbol: read('Instrument Code'), date: read('Trade Date') },
        ORDERS,
      );
    case 'BONUS':
      return skipped('Bonus shares: the file gives no cost; add them by hand as shares received');
    case 'CAPITAL_RETURN':
    case 'ADJUST_COST_BASE':
    case 'CANCEL':
    case 'MERGE_BUY':
    case 'MERGE_SELL':
      return skipped(REASONS.corporateAction(type));
    default:
      return skipped(REASONS.unknown(type));
  }
}

export const sharesightFormats: BrokerFormat[] = [
  oneTableFormat({
    id: 'sharesight-trades',
    broker: 'Sharesight',
    label: 'Trades (CSV)',
    columns: ['Trade Date', 'Instrument Code', 'Market Code', 'Quantity', 'Transaction Type'],
    row,
  }),
];
