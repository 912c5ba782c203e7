import Big from 'big.js';
import {
  formatMoney,
  formatPercent,
  formatPrice,
  formatUsd,
  formatUsdPerShare,
  moneyDecimals,
  priceDecimals,
} from '#shared/platform/format.ts';

// The server's decimal strings, shown: rounded in decimal first (half to even, as money.ts), then
// formatted (format.ts takes numbers). big.js, not money.ts's decimal.js: the figures only need
// rounding, a sum and a difference, and the portfolio's first paint waits for this code. big.js is
// 3 KiB gzip where decimal.js is 12.8 (decision 063). Totals come from the server.

/** `value` rounded to `places` decimals, as a number for format.ts and the charts. */
const rounded = (value: Big.BigSource, places: number) =>
  new Big(value).round(places, Big.roundHalfEven).toNumber();

export const usdText = (value: string) => formatUsd(rounded(value, 2));

/**
 * Money in `currency`, to its minor unit: exactly usdText for USD ('$1,234.50'); any other in its
 * own sign ('€1,234.50', '-£3.20', '¥2,850', 'CHF 84.20').
 */
export const moneyText = (value: string, currency: string) =>
  formatMoney(rounded(value, moneyDecimals(currency)), currency);

/** A price per share in its listing's currency, to its decimals: '$120.00', '£0.7218', '¥2,850'. */
export const priceText = (value: string, currency: string) =>
  formatPrice(rounded(value, priceDecimals(currency)), currency);

/** Cash per share, up to six places: '$0.25', '$0.012346'. */
export const perShareText = (value: string) => formatUsdPerShare(rounded(value, 6));

/** A fraction ('0.1234') as a signed percent ('+12.34%'). */
export const fractionText = (value: string) => formatPercent(rounded(new Big(value).times(100), 2));

/** A percent already scaled ('12.34') as a signed percent. */
export const percentText = (value: string) => formatPercent(rounded(value, 2));

/** -1, 0 or 1 for directionClass. */
export const sign = (value: string) => new Big(value).cmp(0);

/** Money for a chart: cents, as a number. */
export const chartCents = (value: string) => rounded(value, 2);

/** An index (1.0409) as percent points (4.09), for a chart. */
export const indexPercent = (value: string) => rounded(new Big(value).minus(1).times(100), 2);

/** An index (1.0409) as the fraction it grew by ('0.0409'), exactly. */
export const indexFraction = (value: string) => new Big(value).minus(1).toFixed();

/** The exact sum of decimal strings, as a decimal string (no exponent). */
export const sumText = (...values: string[]) =>
  values.reduce((total, value) => total.plus(value), new Big(0)).toFixed();
