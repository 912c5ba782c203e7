import type { MouseEvent } from 'react';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { directionClass } from '../../components/ui/PriceChange.tsx';
import { moneyText, percentText, sign } from './money-display.ts';

// What the holdings table and its phone cards both show.

/** '—' for figures the server could not price (no close stored, live quote failed). */
export const orDash = (value: string | null, show: (text: string) => string) =>
  value === null ? '—' : show(value);

/** '+$120.00 (+4.10%)' in the answer's base currency, or '—'. */
export const gainText = (holding: Holding, baseCurrency = 'USD') =>
  holding.unrealizedGain === null
    ? '—'
    : `${moneyText(holding.unrealizedGain, baseCurrency)}${holding.unrealizedGainPercent === null ? '' : ` (${percentText(holding.unrealizedGainPercent)})`}`;

/** '12.34%' of the total value, or '—'. */
export const weightText = (holding: Holding) =>
  holding.weight === null ? '—' : percentText(holding.weight).replace('+', '');

export const gainClass = (value: string | null) =>
  value === null ? '' : directionClass(sign(value));

/**
 * A click that belongs to the row itself: not one in a row action (`data-row-action`), nor one
 * bubbling up the React tree from a dialog a row action opened (portalled outside the row).
 */
export function isRowClick(event: MouseEvent<HTMLElement>) {
  const target = event.target;
  if (!(target instanceof Element) || !event.currentTarget.contains(target)) return false;
  return target.closest('[data-row-action]') === null;
}
