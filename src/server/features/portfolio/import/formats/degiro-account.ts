import { cellKey, fixMojibake, isBlank, parseAnyNumber, parseDate } from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { findHeader } from './header-spec.ts';
import { accountCashOutcome } from './row-outcomes.ts';

// DEGIRO's account statement (Account.csv), in the account holder's language: Date, Time, Value
// date, Product, ISIN, Description, FX, Change (currency, amount), Balance (currency, amount),
// Order Id — read by position, the names change with the language. Quantities and prices exist
// only in the description ('Koop 1 @ 33,9 USD', 'Buy 5 HP Inc@21.31 USD (US…)'); fees, FX legs
// and withholding are rows of their own. A long Order Id may wrap onto a continuation line that
// holds only that cell. DEGIRO names products by ISIN, never by ticker, so a trade, dividend,
// withholding or fee on a product is an error that says so: it needs adding by hand. Deposits,
// withdrawals, interest and account fees are the account's cash in their currency.

const DATE = 0;
const PRODUCT = 3;
const ISIN = 4;
const DESCRIPTION = 5;
const CURRENCY = 7;
const AMOUNT = 8;
const ORDER_ID = 11;

const TRADE =
  /^(?:(productwijziging|stock dividend)\s*:\s*)?(koop|verkoop|buy|sell|compra|venda|venta|achat|vente|kauf|verkauf|acquisto|vendita)\s+([\d.,\s\u00a0\u202f]+?)\s*(?:\s[^@]*?)?@\s*([\d.,\s\u00a0\u202f]+?)\s*([A-Z]{3})\b/i;

/** A description that starts like a trade ('Compra x …@…') but that TRADE could not read. */
const TRADE_WORD =
  /^(koop|verkoop|buy|sell|compra|venda|venta|achat|vente|kauf|verkauf|acquisto|vendita)\b/i;

const WITHHOLDING =
  /dividendbelasting|dividend tax|imp[oô]ts? sur dividende|imposto sobre dividendo|retenci[oó]n|quellensteuer|withholding/i;

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

/** A row of the account's own cash in its currency. */
function cashRow(
  cells: readonly string[],
  kind: 'deposit' | 'withdrawal' | 'interest' | 'account-fee',
) {
  const amount = parseAnyNumber(cells[AMOUNT]);
  const type = kind === 'interest' && amount?.isNegative() ? 'account-fee' : kind;
  return accountCashOutcome(
    type,
    { date: cells[DATE], amount: amount?.toFixed() ?? cells[AMOUNT], currency: cells[CURRENCY] },
    ['DD-MM-YYYY'],
  );
}

const FEE = /kosten|fee|frais|comiss|comisi|geb[üu]hr|costi|taxas/i;
const DIVIDEND = /^(dividend|dividende|dividendo|dividendi)$/i;

const noTicker = (cells: readonly string[]) =>
  `DEGIRO gives no ticker, only the ISIN ${cells[ISIN]?.trim() || '(none)'} (${cells[PRODUCT]?.trim() || 'unnamed product'}): add this one by hand`;

/** A continuation line: every cell empty but the Order Id, which continues the line above. */
const isContinuation = (cells: readonly string[]) =>
  cells.length > ORDER_ID &&
  (cells[ORDER_ID] ?? '').trim() !== '' &&
  isBlank(cells.slice(0, ORDER_ID));

function row(cells: readonly string[]): RowOutcome {
  if (parseDate(cells[DATE], 'DD-MM-YYYY') === null) {
    return { kind: 'error', message: `Date "${cells[DATE] ?? ''}" is not a DD-MM-YYYY date` };
  }
  const description = fixMojibake((cells[DESCRIPTION] ?? '').trim());
  const product = (cells[ISIN] ?? '').trim() !== '';
  const trade = TRADE.exec(description);
  if (trade) {
    if (trade[1])
      return {
        kind: 'skipped',
        reason: `${/stock/i.test(trade[1]) ? 'Stock dividend' : 'Product change'}: not a trade; add it by hand if it changed your holding`,
      };
    const english = /^(buy|sell)$/i.test(trade[2] ?? '');
    const quantity = parseAnyNumber(english ? trade[3] : (trade[3] ?? '').replace(/\./g, ''));
    const price = parseAnyNumber(trade[4]);
    if (quantity === null || price === null)
      return { kind: 'error', message: `Cannot read the quantity and price in "${description}"` };
    return { kind: 'error', message: noTicker(cells) };
  }
  if (TRADE_WORD.test(description) && description.includes('@')) {
    return { kind: 'error', message: `Cannot read the quantity and price in "${description}"` };
  }
  const reason = REASONS.find(([pattern]) => pattern.test(description))?.[1];
  if (reason) return { kind: 'skipped', reason };
  const onProduct =
    WITHHOLDING.test(description) || FEE.test(description) || DIVIDEND.test(description);
  if (onProduct && product) {
    if (parseAnyNumber(cells[AMOUNT]) === null)
      return { kind: 'error', message: `Amount "${cells[AMOUNT] ?? ''}" is not a number` };
    return { kind: 'error', message: noTicker(cells) };
  }
  if (FEE.test(description)) return cashRow(cells, 'account-fee');
  const cash = CASH.find(([pattern]) => pattern.test(description))?.[1];
  if (cash) return cashRow(cells, cash);
  const late = LATE_REASONS.find(([pattern]) => pattern.test(description))?.[1];
  if (late) return { kind: 'skipped', reason: late };
  return { kind: 'skipped', reason: `Unknown entry "${description}": not imported` };
}

const isHeader = (cells: readonly string[]) =>
  cells.length >= ORDER_ID + 1 &&
  cellKey(cells[ISIN]) === 'isin' &&
  cellKey(cells[AMOUNT]) === '' &&
  cellKey(cells[10]) === '' &&
  cellKey(cells[CURRENCY]) !== '' &&
  cellKey(cells[DESCRIPTION]) !== '';

export const degiroAccountFormat: BrokerFormat = {
  id: 'degiro-account',
  broker: 'DEGIRO',
  label: 'Account statement (Account.csv)',
  detect: (records) => findHeader(records, isHeader) >= 0,
  parse: (records: readonly CsvRecord[]) => {
    const headerAt = findHeader(records, isHeader);
    return records.map(({ cells }, index): RowOutcome =>
      index <= headerAt || isBlank(cells) || isContinuation(cells)
        ? { kind: 'structure' }
        : row(cells),
    );
  },
};
