import { nyDate } from '#shared/market-data/market-hours.ts';

// Plain helpers of the trade dialogs, apart from trade-fields.ts so that the stock page and the
// ledger's entry dialog do not load classic zod with them (docs/decisions/039).

/**
 * Today on the exchange's calendar (New York), 'YYYY-MM-DD': the default and latest trade date.
 * Trades are dated where they happen, and the server checks against the same calendar; the
 * browser's own date runs ahead of New York's for hours every evening east of it.
 */
export const todayIso = () => nyDate(new Date());

/** '' (no fees) is sent as null. */
export const optionalText = (text: string) => (text === '' ? null : text);
