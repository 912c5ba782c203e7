import type { Decimal } from 'decimal.js';
import { fixMojibake, parseAnyNumber, parseDate, parseNumber } from '../cells.ts';
import { ISIN as ISIN_CODE } from '../isin-symbols.ts';
import type { RowOutcome } from './format.ts';
import { accountCashOutcome, cashOutcome, failed, skipped } from './row-outcomes.ts';
import { suggestionOutcome } from './suggestions.ts';

// One line of DEGIRO's account statement (Account.csv) read on its own, by position: Date, Time,
// Value date, Product, ISIN, Description, FX, Change (currency, amount), Balance (currency,
// amount), Order Id. The words are the account holder's language (NL, EN, PT, FR, ES, DE, IT).
// Quantities and prices exist only in the description ('Koop 1 @ 33,9 USD', 'Buy 5 HP
// Inc@21.31 USD (US…)'), written with the language's decimal mark. A trade or a transaction
// cost is returned as read, for degiro-account.ts to join the costs to their trade by Order Id;
// every other line is its outcome. Products are named by ISIN: the importer finds the ticker.

const DATE = 0;
const PRODUCT = 3;
const ISIN = 4;
const DESCRIPTION = 5;
const CURRENCY = 7;
const AMOUNT = 8;
export const ORDER_ID = 11;

const ORDERS = ['DD-MM-YYYY'] as const;

/** A trade as its line states it; `currency` is the description's ('GBX' for pence). */
export interface AccountTrade {
  kind: 'trade';
  type: 'buy' | 'sell';
  isin: string;
  product: string;
  date: string;
  quantity: string;
  price: string;
  currency: string;
}

/** Transaction costs on a product (a negative Change), in the row's currency. */
export interface AccountFee {
  kind: 'fee';
  isin: string;
  product: string;
  date: string;
  amount: Decimal;
  currency: string;
}

export type AccountRow = AccountTrade | AccountFee | { kind: 'outcome'; outcome: RowOutcome };

const BUY = 'koop|buy|compra|achat|kauf|acquisto';
const SELL = 'verkoop|sell|venda|venta|vente|verkauf|vendita';
/** A number as a description writes it: '1.000,5', '1,000.5', '1 046,3825' (spaced thousands). */
const NUMBER = String.raw`\d[\d.,]*(?:[\s\u00a0\u202f]\d{3}(?!\d)(?:[.,]\d+)?)*`;
const TRADE = new RegExp(
  String.raw`^(?:(productwijziging|stock dividend)\s*:\s*)?(${BUY}|${SELL})\s+(${NUMBER})(?:\s[^@]*?)?\s*@\s*(${NUMBER})\s*([A-Z]{3})\b`,
  'i',
);
const SELLS = new RegExp(`^(${SELL})$`, 'i');

/** A description that starts like a trade ('Compra x …@…') but that TRADE could not read. */
const TRADE_WORD = new RegExp(`^(${BUY}|${SELL})\\b`, 'i');

const WITHHOLDING =
  /dividendbelasting|dividend tax|dividendensteuer|imp[oô]ts? sur dividende|imposto sobre dividendo|retenci[oó]n|quellensteuer|withholding/i;

const REASONS: Array<[RegExp, string]> = [
  [
    /valuta (creditering|debitering)|^fx (credit|debit)|cambio de divisa|de divisa$|de devise|w[äa]hrungs/i,
    'FX conversion: not imported; add the trade it paid for with the rate in the FX column, so that it settles in the account’s currency',
  ],
  [/fonds mon[ée]taires|money market|geldmarkt/i, 'Money market fund: cash sweeps are not tracked'],
  [/reservation/i, 'Deposit reservation: the deposit is its own row'],
];

/** Checked after the account's own cash: 'flatex terugstorting' is a withdrawal. */
const LATE_REASONS: Array<[RegExp, string]> = [
  [
    /overboeking|cash sweep|transfer|flatex|[üu]berweisung/i,
    'Transfer: cash movements are not tracked',
  ],
  [/courtesy/i, 'Courtesy credit: cash movements are not tracked'],
];

/** The account's own cash rows, each its ledger kind (interest paid is a fee). */
const CASH: Array<[RegExp, 'deposit' | 'withdrawal' | 'interest']> = [
  [/withdrawal|terugstorting|retirada|retrait|auszahlung|levantamento/i, 'withdrawal'],
  [/deposit|storting|ingreso|d[ée]p[oô]t|einzahlung|dep[oó]sito/i, 'deposit'],
  [/interest|rente|zinsen|juros|int[ée]r[eê]ts?/i, 'interest'],
];

const FEE = /kosten|fee|frais|comiss|comisi|costes|geb[üu]hr|costi|taxas/i;
const DIVIDEND = /^(dividend|dividende|dividendo|dividendi)$/i;

/**
 * A row of the account's own cash in its currency. Interest paid is a fee; a deposit or
 * withdrawal goes the way its sign says ('Processed Flatex Withdrawal' +15,10 gives back what
 * 'flatex terugstorting' -15,10 took), its description then the note.
 */
function cashRow(
  cells: readonly string[],
  kind: 'deposit' | 'withdrawal' | 'interest' | 'account-fee',
  description: string,
) {
  const amount = parseAnyNumber(cells[AMOUNT]);
  const negative = amount?.isNegative() ?? false;
  const type =
    kind === 'interest' && negative
      ? 'account-fee'
      : kind === 'deposit' && negative
        ? 'withdrawal'
        : kind === 'withdrawal' && amount?.isPositive()
          ? 'deposit'
          : kind;
  const row = { date: cells[DATE], amount: amount?.toFixed() ?? cells[AMOUNT] };
  const note = type !== kind && kind !== 'interest' ? { note: description } : {};
  return accountCashOutcome(type, { ...row, currency: cells[CURRENCY], ...note }, ORDERS);
}

/** A number in a description: English ones write '1,000.5', the other languages '1.000,5'. */
const descriptionNumber = (text: string | undefined, english: boolean) =>
  parseNumber(text, english ? '.' : ',');

/** The product's ISIN, or the error for a line on a product that names none (or not one). */
function productOf(cells: readonly string[], what: string) {
  const isin = (cells[ISIN] ?? '').trim().toUpperCase();
  const product = fixMojibake((cells[PRODUCT] ?? '').trim());
  if (ISIN_CODE.test(isin)) return { isin, product };
  const named = product || 'an unnamed product';
  return failed(
    isin === ''
      ? `DEGIRO names no ISIN for ${named}: add this ${what} by hand with its ticker`
      : `"${isin}" is not an ISIN (${named}): add this ${what} by hand with its ticker`,
  );
}

function trade(cells: readonly string[], match: RegExpExecArray, description: string): AccountRow {
  const [, prefix, word = '', quantityText, priceText, currency = ''] = match;
  const english = /^(buy|sell)$/i.test(word);
  const quantity = descriptionNumber(quantityText, english);
  const price = descriptionNumber(priceText, english);
  if (prefix && /stock/i.test(prefix) && !SELLS.test(word) && quantity && !quantity.isZero()) {
    return { kind: 'outcome', outcome: stockDividend(cells, quantity, price, currency) };
  }
  if (prefix) {
    const what = /stock/i.test(prefix) ? 'Stock dividend' : 'Product change';
    return {
      kind: 'outcome',
      outcome: skipped(`${what}: not a trade; add it by hand if it changed your holding`),
    };
  }
  if (quantity === null || price === null || quantity.isZero()) {
    return {
      kind: 'outcome',
      outcome: failed(`Cannot read the quantity and price in "${description}"`),
    };
  }
  const type = SELLS.test(word) ? 'sell' : 'buy';
  const product = productOf(cells, type);
  if ('kind' in product) return { kind: 'outcome', outcome: product };
  return {
    kind: 'trade',
    type,
    ...product,
    date: cells[DATE] ?? '',
    quantity: quantity.abs().toFixed(),
    price: price.abs().toFixed(),
    currency,
  };
}

/**
 * 'STOCK DIVIDEND: Koop 999 @ 0 EUR': shares received as a dividend, a suggestion that opens the
 * entry form with the shares, asking their cost (DEGIRO writes 0; the price when it gives one).
 */
function stockDividend(
  cells: readonly string[],
  quantity: Decimal,
  price: Decimal | null,
  currency: string,
): RowOutcome {
  const product = productOf(cells, 'stock dividend');
  if ('kind' in product) return product;
  const row = {
    symbol: product.isin,
    date: cells[DATE],
    quantity: quantity.abs().toFixed(),
    price: price?.abs().toFixed(),
    currency,
  };
  return suggestionOutcome('scrip-dividend', row, ORDERS, product.product);
}

/** A dividend, its withholding or a cost on a product. */
function onProduct(cells: readonly string[], description: string): AccountRow | null {
  const kind = WITHHOLDING.test(description)
    ? 'tax'
    : DIVIDEND.test(description)
      ? 'dividend'
      : FEE.test(description)
        ? 'fee'
        : null;
  if (kind === null) return null;
  // A cost with no product at all is the account's (connection fees, corporate action costs).
  if (kind === 'fee' && (cells[ISIN] ?? '').trim() === '') return null;
  const amount = parseAnyNumber(cells[AMOUNT]);
  const outcome = (value: RowOutcome): AccountRow => ({ kind: 'outcome', outcome: value });
  if (amount === null || amount.isZero())
    return outcome(failed(`Amount "${cells[AMOUNT] ?? ''}" is not a number`));
  const what = kind === 'tax' ? 'withholding tax' : kind === 'fee' ? 'cost' : 'dividend';
  const product = productOf(cells, what);
  if ('kind' in product) return outcome(product);
  // The sign says which way the money went: a refund or a reversal is to edit by hand.
  if (kind === 'dividend' && amount.isNegative())
    return outcome(skipped('Dividend reversal: not imported; remove or edit the dividend by hand'));
  if (kind === 'tax' && amount.isPositive())
    return outcome(skipped('Withholding tax refund: not imported; lower the tax by hand'));
  if (kind === 'fee' && amount.isPositive())
    return outcome(skipped('Cost refund: not imported; lower the fee of its trade by hand'));
  if (kind === 'fee') {
    const date = cells[DATE] ?? '';
    return { kind: 'fee', ...product, date, amount: amount.abs(), currency: cells[CURRENCY] ?? '' };
  }
  const cash = { symbol: product.isin, date: cells[DATE], currency: cells[CURRENCY] };
  return outcome(cashOutcome(kind, { ...cash, amount: amount.abs().toFixed() }, ORDERS));
}

/** One data line of the statement. */
export function readRow(cells: readonly string[]): AccountRow {
  const outcome = (value: RowOutcome): AccountRow => ({ kind: 'outcome', outcome: value });
  if (parseDate(cells[DATE], 'DD-MM-YYYY') === null) {
    return outcome(failed(`Date "${cells[DATE] ?? ''}" is not a DD-MM-YYYY date`));
  }
  const description = fixMojibake((cells[DESCRIPTION] ?? '').trim());
  const match = TRADE.exec(description);
  if (match) return trade(cells, match, description);
  if (TRADE_WORD.test(description) && description.includes('@')) {
    return outcome(failed(`Cannot read the quantity and price in "${description}"`));
  }
  const reason = REASONS.find(([pattern]) => pattern.test(description))?.[1];
  if (reason) return outcome(skipped(reason));
  const product = onProduct(cells, description);
  if (product) return product;
  if (FEE.test(description)) return outcome(cashRow(cells, 'account-fee', description));
  const cash = CASH.find(([pattern]) => pattern.test(description))?.[1];
  if (cash) return outcome(cashRow(cells, cash, description));
  const late = LATE_REASONS.find(([pattern]) => pattern.test(description))?.[1];
  if (late) return outcome(skipped(late));
  return outcome(skipped(`Unknown entry "${description}": not imported`));
}
