// The most followed US tickers, most followed first: a search ranks name matches by this when
// nothing in the text itself tells them apart ('micro': Microsoft before Micron and AMD,
// docs/decisions/034). Our own short list of the largest and most traded US listings; the
// order is a judgement, not a feed, and only decides ties between equally good matches.
export const POPULAR_SYMBOLS: readonly string[] = `
AAPL MSFT NVDA AMZN GOOGL META TSLA GOOG SPY QQQ
BRK.B AVGO AMD NFLX JPM V PLTR LLY COST WMT
MA UNH XOM ORCL INTC DIS BAC KO PEP JNJ
HD PG CRM ADBE VOO VTI IWM DIA MU QCOM
CSCO IBM T VZ PFE MRK ABBV CVX NKE MCD
SBUX BA GE CAT GS MS C WFC PYPL UBER
ABNB SHOP COIN HOOD SOFI RIVN LCID F GM NIO
BABA TSM ARM SMCI MSTR SNOW CRWD PANW NOW INTU
TXN AMAT LRCX ASML SQ SNAP PINS RBLX ROKU SPOT
GLD TLT ARKK XLK XLF XLE XLV GME AMC NVO
`
  .trim()
  .split(/\s+/);

/** Rank by symbol, 1 for the most followed. */
export const POPULARITY_RANK: ReadonlyMap<string, number> = new Map(
  POPULAR_SYMBOLS.map((symbol, index) => [symbol, index + 1]),
);
