import { formatPercent, formatUsd, formatUsdPerShare } from '../../../shared/format.ts';
import { decimal } from '../../../shared/money.ts';

// The server's decimal strings, shown: rounded in decimal first, then formatted (format.ts takes
// numbers). Nothing here adds figures up; totals come from the server.

export const usdText = (value: string) => formatUsd(decimal(value).toDecimalPlaces(2).toNumber());

/** Cash per share, up to six places: '$0.25', '$0.012346'. */
export const perShareText = (value: string) =>
  formatUsdPerShare(decimal(value).toDecimalPlaces(6).toNumber());

/** A fraction ('0.1234') as a signed percent ('+12.34%'). */
export const fractionText = (value: string) =>
  formatPercent(decimal(value).times(100).toDecimalPlaces(2).toNumber());

/** A percent already scaled ('12.34') as a signed percent. */
export const percentText = (value: string) =>
  formatPercent(decimal(value).toDecimalPlaces(2).toNumber());

/** -1, 0 or 1 for directionClass. */
export const sign = (value: string) => decimal(value).comparedTo(0);
