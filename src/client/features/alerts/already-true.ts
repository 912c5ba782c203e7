import type { AlertCondition } from '#shared/alerts/alerts.ts';
import { formatNumber, formatUsd } from '#shared/platform/format.ts';
import type { Quote } from '#shared/market-data/market-data.ts';

/** The 52-week range the stock page knows (null parts: not known). */
export interface Week52 {
  high: number | null;
  low: number | null;
}

interface Draft {
  symbol: string;
  condition: AlertCondition;
  value: string;
}

const FIRES = 'this alert fires on its first check.';

/**
 * Says so when the alert's condition already holds for the current quote: the server fires such
 * an alert on its first evaluation, and the user should know before saving. Null when
 * it does not hold, or when we cannot tell (no quote, no 52-week range, a value still invalid).
 */
export function alreadyTrueMessage(
  { symbol, condition, value }: Draft,
  quote: Quote | null | undefined,
  week52?: Week52 | null,
): string | null {
  if (!quote) return null;
  const threshold = Number(value.trim());
  const hasThreshold = value.trim() !== '' && Number.isFinite(threshold) && threshold > 0;
  const change = quote.changePercent;
  switch (condition) {
    case 'above':
      return hasThreshold && quote.price >= threshold
        ? `${symbol} is already at or above ${formatUsd(threshold)}: ${FIRES}`
        : null;
    case 'below':
      return hasThreshold && quote.price <= threshold
        ? `${symbol} is already at or below ${formatUsd(threshold)}: ${FIRES}`
        : null;
    case 'up-percent':
      return hasThreshold && change != null && change >= threshold
        ? `${symbol} is already up ${formatNumber(threshold)}% today: ${FIRES}`
        : null;
    case 'down-percent':
      return hasThreshold && change != null && change <= -threshold
        ? `${symbol} is already down ${formatNumber(threshold)}% today: ${FIRES}`
        : null;
    case 'high-52w':
      return week52?.high != null && quote.price >= week52.high
        ? `${symbol} is already at its 52-week high: ${FIRES}`
        : null;
    case 'low-52w':
      return week52?.low != null && quote.price <= week52.low
        ? `${symbol} is already at its 52-week low: ${FIRES}`
        : null;
  }
}
