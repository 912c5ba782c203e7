// The ISINs the fake Finnhub's search knows (real ones): `/search?q=<ISIN>` answers with the
// listing, as Finnhub does.
export const FAKE_ISINS: ReadonlyMap<string, string> = new Map([
  ['AAPL', 'US0378331005'],
  ['MSFT', 'US5949181045'],
  ['NVDA', 'US67066G1040'],
  ['AMZN', 'US0231351067'],
  ['SPY', 'US78462F1030'],
]);
