import type { Decimal } from 'decimal.js';
import { isCurrency } from '#shared/platform/currencies.ts';
import { canonical, decimal } from '#shared/platform/money.ts';
import { decimalText } from './cells.ts';

// The currency a row of a broker file states (docs/decisions/085), in the ledger's terms: an ISO
// code of a currency we convert, and the minor units some files price in turned into the major
// unit at the boundary: London's pence ('GBX', 'GBp') are pounds ÷ 100, as are Johannesburg's
// cents ('ZAc') and Tel Aviv's agorot ('ILA'). Only a code that says so is divided: a London
// listing quoted in 'USD' or 'EUR' keeps its price.

const MINOR_UNITS: Readonly<Record<string, string>> = {
  GBX: 'GBP',
  GBp: 'GBP',
  ZAc: 'ZAR',
  ZAC: 'ZAR',
  ILA: 'ILS',
  ILa: 'ILS',
};

export type RowCurrency =
  { ok: true; code: string; perUnit: 1 | 100 } | { ok: false; reason: string };

/** A row whose currency Tickerdeck has no rates for: skipped, the code named. */
export const unsupportedCurrency = (code: string) =>
  `${code.trim() || 'No currency'}: not a currency Tickerdeck supports`;

/**
 * A currency cell as the ledger's code: 'usd' → USD, 'GBX' (pence) → GBP with 100 to a unit;
 * `fallback` for an empty cell. A code we have no rates for is not ok, with the reason to skip.
 */
export function rowCurrency(text: string | undefined, fallback?: string): RowCurrency {
  const cell = (text ?? '').trim().replace(/^"|"$/g, '');
  const minor = MINOR_UNITS[cell] ?? (cell.toUpperCase() === 'GBX' ? 'GBP' : undefined);
  if (minor) return { ok: true, code: minor, perUnit: 100 };
  const code = (cell || fallback || '').toUpperCase();
  return isCurrency(code)
    ? { ok: true, code, perUnit: 1 }
    : { ok: false, reason: unsupportedCurrency(cell) };
}

/** An amount in the row's currency's major unit: 2,210 GBX → 22.1 GBP. */
export const inMajorUnit = (value: Decimal, currency: { perUnit: number }) =>
  currency.perUnit === 1 ? value : value.dividedBy(currency.perUnit);

/**
 * The ledger's fx rate (units of the account's currency for one unit of the trade's, decimal 085)
 * from a broker that writes the other way round (units of the trade's currency for one of the
 * account's: Trading 212, Revolut), at the schema's 10 places; null for no rate or 0.
 */
export function invertedRate(rate: Decimal | null, currency: { perUnit: number }): string | null {
  if (rate === null || !rate.isFinite() || rate.lte(0)) return null;
  // A pence price's rate is in pence per unit of the account: per pound it is 100 times less.
  const inverted = decimal(currency.perUnit).dividedBy(rate);
  return rateText(inverted);
}

/** A rate as the schema's decimal text (at most 10 places), or null when it rounds to 0. */
export function rateText(rate: Decimal | null): string | null {
  if (rate === null || !rate.isFinite() || rate.lte(0)) return null;
  const rounded = rate.toDecimalPlaces(10);
  return rounded.isZero() ? null : canonical(rounded);
}

/** A decimal's ledger text in the major unit. */
export const majorText = (value: Decimal, currency: { perUnit: number }) =>
  decimalText(inMajorUnit(value, currency));
