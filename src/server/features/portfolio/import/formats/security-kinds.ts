// What kind of security a broker's symbol cell names (docs/decisions/030). Only listed stocks and
// ETFs are imported; US brokers write options, bonds and cash sweep funds in the same column.

/**
 * An option contract as brokers write it: Schwab 'QQQ 03/15/2024 400.00 P', IBKR
 * 'AMD 21JUN24 170 C', Fidelity ' -HD260320C400', OCC 'AAPL  240119C00150000'.
 */
export const isOptionSymbol = (symbol: string) => {
  const text = symbol.trim();
  // A space alone is not enough: IBKR writes Berkshire's class B as 'BRK B'.
  return /^-[A-Z]/i.test(text) || /\s.*\d/.test(text) || /^[A-Z]{1,6}\d{6}[CP]\d+$/i.test(text);
};

/** A CUSIP (9 characters, at least one digit): bonds and the old line of corporate actions. */
export const isCusip = (symbol: string) => /^(?=.*\d)[0-9A-Z]{9}$/i.test(symbol.trim());

/**
 * A money-market fund used as the cash sweep: tickers of the form ...XX (SWVXX, SPAXX, FDRXX),
 * or a description naming one ('FIDELITY GOVERNMENT MONEY MARKET', Fidelity's core 'CASH').
 */
export const isMoneyMarket = (symbol: string, description = '') =>
  /^[A-Z]{3}XX$/i.test(symbol.trim()) ||
  /money market|money inv|money ultra|cash reserves|^cash$/i.test(description.trim());

/** The ticker at the start of an IBKR description: 'MSFT(US5949181045) CASH DIVIDEND …' → 'MSFT'. */
export const tickerBeforeParenthesis = (description: string) =>
  /^\s*([A-Z0-9][A-Z0-9.\- ]{0,11}?)\s*\(/i.exec(description)?.[1] ?? '';
