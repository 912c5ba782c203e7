import { LISTING_BY_SYMBOL, unitHash } from './catalogue.ts';

// /stock/metric?metric=all and /calendar/earnings as Finnhub answers them: volumes in millions
// of shares, the trailing figures under their `…TTM` names, the quarterly EPS series with its
// period ends, and no earnings figures for a fund. An unknown symbol's metric answer is not
// recorded anywhere we found: `{}` is assumed, as profile2 does; its earnings calendar is
// `{"earningsCalendar":[]}`.

const DAY_MS = 86_400_000;

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/** A listing's trailing EPS: its base price over a P/E between 15 and 35. */
const epsOf = (symbol: string, basePrice: number) =>
  round(basePrice / (15 + 20 * unitHash(`${symbol}:pe`)), 2);

export function metric(symbol: string): Record<string, unknown> {
  const listing = LISTING_BY_SYMBOL.get(symbol);
  if (!listing) return {};
  const high = round(listing.basePrice * (1.2 + unitHash(`${symbol}:52h`) / 5), 2);
  const low = round(listing.basePrice * (0.6 + unitHash(`${symbol}:52l`) / 5), 2);
  const fund = listing.type === 'ETP';
  const eps = epsOf(symbol, listing.basePrice);
  const earnings = fund
    ? {}
    : {
        epsTTM: eps,
        epsInclExtraItemsTTM: eps,
        peTTM: round(listing.basePrice / eps, 4),
        peInclExtraTTM: round(listing.basePrice / eps, 4),
      };
  return {
    metric: {
      '10DayAverageTradingVolume': round(40 + unitHash(`${symbol}:vol`) * 20, 5),
      '3MonthAverageTradingVolume': round(45 + unitHash(`${symbol}:vol3`) * 20, 5),
      '52WeekHigh': high,
      '52WeekHighDate': '2025-07-10',
      '52WeekLow': low,
      '52WeekLowDate': '2025-04-08',
      beta: round(0.8 + unitHash(`${symbol}:beta`), 4),
      currentDividendYieldTTM: round(unitHash(`${symbol}:div`) * 3, 4),
      dividendYieldIndicatedAnnual: round(unitHash(`${symbol}:div`) * 3, 4),
      ...earnings,
    },
    metricType: 'all',
    series: fund
      ? { annual: {}, quarterly: {} }
      : {
          annual: {},
          quarterly: {
            eps: [
              { period: '2025-06-28', v: round(eps / 4, 4) },
              { period: '2025-03-29', v: round(eps / 4, 4) },
            ],
          },
        },
    symbol,
  };
}

/** The listing's next report, 3 to 8 weeks after `now` (so always inside a 120-day window). */
export function earningsCalendar(query: URLSearchParams, nowMs: number): Record<string, unknown> {
  const symbol = query.get('symbol') ?? '';
  const listing = LISTING_BY_SYMBOL.get(symbol);
  if (!listing || listing.type === 'ETP') return { earningsCalendar: [] };
  const days = 21 + Math.floor(unitHash(`${symbol}:earnings`) * 35);
  const date = new Date(nowMs + days * DAY_MS).toISOString().slice(0, 10);
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '9999-12-31';
  if (date < from || date > to) return { earningsCalendar: [] };
  return {
    earningsCalendar: [
      {
        date,
        epsActual: null,
        epsEstimate: round(epsOf(symbol, listing.basePrice) / 4, 4),
        hour: 'amc',
        quarter: 3,
        revenueActual: null,
        revenueEstimate: 94_000_000_000,
        symbol,
        year: 2025,
      },
    ],
  };
}
