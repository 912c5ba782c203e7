import type { Decimal } from 'decimal.js';
import { canonical, decimal } from '#shared/platform/money.ts';
import { decimalText, parseDate, parseNumber, type DateOrder } from '../cells.ts';
import { inMajorUnit, rowCurrency, type RowCurrency } from '../row-currency.ts';
import type { RowOutcome } from './format.ts';

// Building one record's outcome from the cells a format has picked out (docs/decisions/030), so
// every format reads trades and cash rows the same way: the same rounding, the same fallbacks
// (price from amount ÷ quantity) and the same wording of errors and skip reasons.

export const STRUCTURE: RowOutcome = { kind: 'structure' };
export const skipped = (reason: string): RowOutcome => ({ kind: 'skipped', reason });
export const failed = (message: string): RowOutcome => ({ kind: 'error', message });

/** Reasons shared by the formats, worded for the import preview. */
export const REASONS = {
  deposit: 'Deposit: cash movements are not tracked',
  withdrawal: 'Withdrawal: cash movements are not tracked',
  transfer: 'Transfer: cash and share transfers are not tracked',
  journal: 'Journal: cash movements are not tracked',
  interest: 'Interest: not tracked',
  withholding: 'Withholding tax: not tracked',
  fx: 'FX conversion: currency conversions are not tracked',
  /** Where trades carry the broker's rate they settle in the account's currency already. */
  fxConversion:
    'Currency conversion: not imported; a trade in another currency settles in the account’s currency at its own rate',
  option: 'Option: options are not supported',
  future: 'Future: futures are not supported',
  bond: 'Bond: bonds and CUSIP-only securities are not supported',
  moneyMarket: 'Money market: cash sweep funds are not tracked',
  lending: 'Stock lending: lending income is not tracked',
  acats: 'ACATS transfer: transfers between brokers are not imported',
  accountFee: 'Account fee: fees not tied to a holding are not tracked',
  splitRatio: 'Split: the ratio is not in the file; give it in the entry form',
  shortSale:
    'Short sale: short positions are not supported yet; leave this row out or add the position by hand',
  corporateAction: (label: string) =>
    `${label.trim()}: corporate actions are not imported; adjust the holding on the transactions page`,
  unknown: (label: string) => `${label.trim() || 'Empty type'}: not a kind of row we import`,
} as const;

/** The cells of one trade or cash row as the file writes them. */
export interface RowCells {
  symbol: string | undefined;
  date: string | undefined;
  quantity?: string | undefined;
  price?: string | undefined;
  amount?: string | undefined;
  /** Commission, fees…: each read as a positive sum; an empty cell counts as none. */
  fees?: readonly (string | undefined)[];
  sourceId?: string | undefined;
  note?: string;
  /**
   * The row's currency cell ('EUR', 'GBX'); without it the amounts are the importer's default.
   * Pence and the like become the major unit (row-currency.ts); an unknown code skips the row.
   */
  currency?: string | undefined;
  /** A trade's broker rate, already as the ledger keeps it (account units per trade unit). */
  fxRate?: string | null;
  /** The currency that rate converts into, when the file says. */
  fxInto?: string | undefined;
  /**
   * The broker folds its commission into the amount (Robinhood's regulatory fees): without a fee
   * cell, what the amount differs from quantity × price by, in the trade's disfavour, is its fee.
   */
  feesInAmount?: boolean;
}

/** The ledger keeps 6 places of a quantity (docs/decisions/091): a longer one is noted. */
const QUANTITY_PLACES = 6;

/** A fee folded into a trade's amount: at most this share of its value (else it is no fee). */
const FOLDED_FEE_MAX = 0.02;

function foldedFee(type: 'buy' | 'sell', cells: RowCells, quantity: Decimal, price: Decimal) {
  const amount = parseNumber(cells.amount)?.abs();
  if (!cells.feesInAmount || !amount || amount.isZero()) return null;
  const value = quantity.times(price);
  const fee = type === 'buy' ? amount.minus(value) : value.minus(amount);
  return fee.greaterThan(0) && fee.lessThanOrEqualTo(value.times(FOLDED_FEE_MAX)) ? fee : null;
}

/** The row's currency, or the outcome that skips it; `{}` when the row states none. */
export function currencyOf(
  cells: RowCells,
): { currency?: RowCurrency & { ok: true } } | RowOutcome {
  if (cells.currency === undefined || cells.currency.trim() === '') return {};
  const currency = rowCurrency(cells.currency);
  return currency.ok ? { currency } : skipped(currency.reason);
}

export const isOutcome = (value: object): value is RowOutcome => 'kind' in value;

/** A ticker as the ledger writes it: 'brk b' (IBKR) and 'BRK/B' (Schwab) → 'BRK.B'. */
export const tickerOf = (text: string | undefined) =>
  (text ?? '')
    .trim()
    .toUpperCase()
    .replace(/^([A-Z]{1,6})[ /]([A-Z])$/, '$1.$2');

const dateIn = (text: string | undefined, orders: readonly DateOrder[]) => {
  for (const order of orders) {
    const date = parseDate(text, order);
    if (date) return date;
  }
  return null;
};

const quoted = (text: string | undefined) => `"${(text ?? '').trim()}"`;

type Head =
  | { ok: false; outcome: RowOutcome }
  | { ok: true; at: { symbol: string; date: string }; sourceId?: string };

/** The symbol, date and broker id every transaction needs, or the error that one is missing. */
export function common(cells: RowCells, orders: readonly DateOrder[]): Head {
  const symbol = tickerOf(cells.symbol);
  if (symbol === '') return { ok: false, outcome: failed('Symbol: the row has none') };
  const date = dateIn(cells.date, orders);
  if (!date) {
    return {
      ok: false,
      outcome: failed(`Date: ${quoted(cells.date)} is not a date (${orders[0]})`),
    };
  }
  const sourceId = cells.sourceId?.trim();
  return { ok: true, at: { symbol, date }, ...(sourceId ? { sourceId } : {}) };
}

function feesOf(texts: readonly (string | undefined)[]): Decimal | string {
  let total = decimal(0);
  for (const text of texts) {
    if (text === undefined || text.trim() === '') continue;
    const fee = parseNumber(text);
    if (!fee) return `Fees: ${quoted(text)} is not a number`;
    total = total.plus(fee.abs());
  }
  return total;
}

/** A buy or a sell; quantity and price positive whatever sign the file writes. */
export function tradeOutcome(
  type: 'buy' | 'sell',
  cells: RowCells,
  orders: readonly DateOrder[],
): RowOutcome {
  const head = common(cells, orders);
  if (!head.ok) return head.outcome;
  const stated = currencyOf(cells);
  if (isOutcome(stated)) return stated;
  const unit = stated.currency ?? { perUnit: 1 };
  const quantity = parseNumber(cells.quantity)?.abs();
  if (!quantity || quantity.isZero()) {
    return failed(`Quantity: ${quoted(cells.quantity)} is not a number of shares`);
  }
  let price = parseNumber(cells.price)?.abs() ?? null;
  if (!price || price.isZero()) {
    const amount = parseNumber(cells.amount)?.abs();
    price = amount && !amount.isZero() ? amount.dividedBy(quantity) : null;
  }
  if (!price) return failed(`Price: ${quoted(cells.price)} is not a price`);
  let fees = feesOf(cells.fees ?? []);
  if (typeof fees === 'string') return failed(fees);
  const notes = cells.note ? [cells.note] : [];
  const folded = fees.isZero() ? foldedFee(type, cells, quantity, price) : null;
  if (folded) {
    fees = folded;
    notes.push(`Fee ${decimalText(folded)}: the amount less quantity × price`);
  }
  if (quantity.decimalPlaces() > QUANTITY_PLACES) {
    notes.push(`Quantity ${canonical(quantity)} rounded to ${decimalText(quantity)}`);
  }
  const { at, sourceId } = head;
  return {
    kind: 'transaction',
    transaction: {
      type,
      ...at,
      quantity: decimalText(quantity),
      price: decimalText(inMajorUnit(price, unit)),
      ...(fees.isZero() ? {} : { fees: decimalText(inMajorUnit(fees, unit)) }),
      ...(notes.length > 0 ? { note: notes.join('; ').slice(0, 500) } : {}),
      ...(stated.currency ? { currency: stated.currency.code } : {}),
      ...(cells.fxRate ? { fxRate: cells.fxRate } : {}),
    },
    ...(sourceId ? { sourceId } : {}),
    ...(cells.fxRate && cells.fxInto ? { fxInto: cells.fxInto } : {}),
  };
}

/** A dividend, a fee or tax withheld on a dividend: a positive amount for a symbol. */
export function cashOutcome(
  type: 'dividend' | 'fee' | 'tax',
  cells: RowCells,
  orders: readonly DateOrder[],
): RowOutcome {
  const head = common(cells, orders);
  if (!head.ok) return head.outcome;
  const stated = currencyOf(cells);
  if (isOutcome(stated)) return stated;
  const amount = parseNumber(cells.amount)?.abs();
  if (!amount || amount.isZero()) return failed(`Amount: ${quoted(cells.amount)} is not a sum`);
  const { at, sourceId } = head;
  return {
    kind: 'transaction',
    transaction: {
      type,
      ...at,
      amount: decimalText(inMajorUnit(amount, stated.currency ?? { perUnit: 1 })),
      ...(stated.currency ? { currency: stated.currency.code } : {}),
    },
    ...(sourceId ? { sourceId } : {}),
  };
}

/** The account's own cash: a deposit, withdrawal, interest or account fee (no symbol). */
export function accountCashOutcome(
  type: 'deposit' | 'withdrawal' | 'interest' | 'account-fee',
  cells: Omit<RowCells, 'symbol'>,
  orders: readonly DateOrder[],
): RowOutcome {
  const date = dateIn(cells.date, orders);
  if (!date) return failed(`Date: ${quoted(cells.date)} is not a date (${orders[0]})`);
  const stated = currencyOf({ ...cells, symbol: undefined });
  if (isOutcome(stated)) return stated;
  const amount = parseNumber(cells.amount)?.abs();
  if (!amount || amount.isZero()) return failed(`Amount: ${quoted(cells.amount)} is not a sum`);
  const sourceId = cells.sourceId?.trim();
  return {
    kind: 'transaction',
    transaction: {
      type,
      date,
      amount: decimalText(inMajorUnit(amount, stated.currency ?? { perUnit: 1 })),
      ...(stated.currency ? { currency: stated.currency.code } : {}),
      ...(cells.note ? { note: cells.note } : {}),
    },
    ...(sourceId ? { sourceId } : {}),
  };
}

/** A split when the row states its ratio ('4 FOR 1'), else a suggestion that asks for it. */
export function splitOutcome(
  ratio: { from: number; to: number } | null,
  cells: RowCells,
  orders: readonly DateOrder[],
): RowOutcome {
  const head = common(cells, orders);
  if (!head.ok) return head.outcome;
  const { at, sourceId } = head;
  if (!ratio) {
    const suggestion = { kind: 'split', entry: 'split', quantity: null, price: null } as const;
    return {
      kind: 'suggestion',
      suggestion: { ...suggestion, ...at, ask: ['ratio'], reason: REASONS.splitRatio },
    };
  }
  return {
    kind: 'transaction',
    transaction: { type: 'split', ...at, ratio },
    ...(sourceId ? { sourceId } : {}),
  };
}
