import type { RowOutcome } from './formats/format.ts';

// Files that name a security only by its ISIN (DEGIRO, some IBKR Flex queries): the import asks
// the market data once per distinct ISIN (import.service.ts) and the rows take the ticker found.

/** An ISIN where a ticker belongs. */
export const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

/** What the market data answered for a file's ISINs (sent between threads, so plain data). */
export interface IsinAnswer {
  /** ISIN → ticker. */
  found: Record<string, string>;
  /** ISINs that could not be looked up now (the user's upstream budget is spent). */
  unchecked: string[];
}

export const NO_ISINS: IsinAnswer = { found: {}, unchecked: [] };

const symbolOf = (outcome: RowOutcome) =>
  outcome.kind === 'transaction' && 'symbol' in outcome.transaction
    ? outcome.transaction.symbol
    : outcome.kind === 'suggestion'
      ? outcome.suggestion.symbol
      : '';

/** The distinct ISINs the file's rows name in place of a ticker, in file order. */
export function isinsIn(outcomes: readonly RowOutcome[]): string[] {
  const isins = new Set<string>();
  for (const outcome of outcomes) {
    const symbol = symbolOf(outcome);
    if (symbol.length === 12 && ISIN.test(symbol)) isins.add(symbol);
  }
  return [...isins];
}

/** The ticker for a row's ISIN, or the error its line shows. */
export function tickerForIsin(isin: string, answer: IsinAnswer): string | { error: string } {
  const found = answer.found[isin];
  if (found) return found;
  if (answer.unchecked.includes(isin)) {
    return {
      error: `${isin} could not be looked up now (market data busy); import again in a minute.`,
    };
  }
  return {
    error: `${isin}: no listing found for this ISIN. Map it: add this transaction by hand with its ticker, or import the file with a column mapping whose symbol column holds tickers.`,
  };
}
