import { Decimal } from 'decimal.js';

// Decimal arithmetic for stored quantities and money (docs/architecture.md, Conventions). Shares and prices are
// carried as decimal strings end to end (PostgreSQL NUMERIC → JSON string → Decimal), so totals
// never drift the way 0.1 + 0.2 does in floating point. Display rounding happens only in format.ts.

export type DecimalString = string;

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

export const decimal = (value: DecimalString | number) => new D(value);

/** Value of a holding: shares × price. */
export function positionValue(shares: DecimalString, price: DecimalString | number): Decimal {
  return decimal(shares).times(price);
}

export function sum(values: Decimal[]): Decimal {
  return values.reduce((total, value) => total.plus(value), new D(0));
}

/** SPEC §9: gain percent = (current value − cost) / cost, as a percentage; null without cost. */
export function gainPercent(currentValue: Decimal, cost: Decimal): Decimal | null {
  if (cost.isZero()) return null;
  return currentValue.minus(cost).dividedBy(cost).times(100);
}

const PLAIN_DECIMAL = /^(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;
const PLAIN_WITH_ZEROS = /^\d+(?:\.\d+)?$/;

/** Canonical text of a decimal: no exponent, no trailing zeros ('1.50' → '1.5', '1e-6' → '0.000001'). */
export function canonical(value: Decimal.Value): DecimalString {
  // Plain decimal text needs no Decimal (a 100,000-row import canonicalises each value).
  if (typeof value === 'string' && PLAIN_WITH_ZEROS.test(value)) {
    if (PLAIN_DECIMAL.test(value)) return value;
    const trimmed = value.includes('.') ? value.replace(/\.?0+$/, '') : value;
    return trimmed.replace(/^0+(?=\d)/, '');
  }
  const text = new D(value).toFixed();
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
