import { cellKey, isBlank, parseAnyNumber, parseDate } from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { findHeader } from './header-spec.ts';

// DEGIRO's Transactions export (Transactions.csv): one row per trade with an explicit signed
// quantity (negative for a sell), the price, values and fees, each amount beside an unnamed
// column with its currency. Header names follow the account's language, so columns are found by
// the words DEGIRO uses in each. DEGIRO names products by ISIN, never by ticker, so every trade,
// in whatever currency, is an error that says so: it needs adding by hand.

const COLUMNS = {
  date: /^(datum|date|data|fecha)$/,
  isin: /^isin$/,
  product: /^(produkt|product|produto|produit|producto|prodotto)$/,
  quantity: /^(anzahl|quantity|aantal|quantidade|quantit[ée]|cantidad|quantit[àa]|number)$/,
  price: /^(kurs|price|koers|pre[çc]o|cours|precio|prezzo)$/,
  orderId: /^(order[- ]?id|id da ordem|id de orden|id ordine|auftrags?-?id)$/,
};
type Column = keyof typeof COLUMNS;

function columnsOf(header: readonly string[]) {
  const keys = header.map(cellKey);
  const found = Object.fromEntries(
    Object.entries(COLUMNS).map(([name, pattern]) => [
      name,
      keys.findIndex((key) => pattern.test(key)),
    ]),
  ) as Record<Column, number>;
  return Object.values(found).every((index) => index >= 0) ? found : null;
}

const isHeader = (cells: readonly string[]) => columnsOf(cells) !== null;

function row(at: Record<Column, number>, cells: readonly string[]): RowOutcome {
  if (parseDate(cells[at.date], 'DD-MM-YYYY') === null) {
    return { kind: 'error', message: `Date "${cells[at.date] ?? ''}" is not a DD-MM-YYYY date` };
  }
  const quantity = parseAnyNumber(cells[at.quantity]);
  if (quantity === null || quantity.isZero())
    return { kind: 'error', message: `Quantity "${cells[at.quantity] ?? ''}" is not a number` };
  if (parseAnyNumber(cells[at.price]) === null)
    return { kind: 'error', message: `Price "${cells[at.price] ?? ''}" is not a number` };
  const isin = (cells[at.isin] ?? '').trim() || '(none)';
  const product = (cells[at.product] ?? '').trim() || 'unnamed product';
  return {
    kind: 'error',
    message: `DEGIRO gives no ticker, only the ISIN ${isin} (${product}): add this one by hand`,
  };
}

export const degiroTransactionsFormat: BrokerFormat = {
  id: 'degiro-transactions',
  broker: 'DEGIRO',
  label: 'Transactions (Transactions.csv)',
  detect: (records) => findHeader(records, isHeader) >= 0,
  parse: (records: readonly CsvRecord[]) => {
    const headerAt = findHeader(records, isHeader);
    const header = records[headerAt]?.cells ?? [];
    const at = columnsOf(header);
    return records.map(({ cells }, index): RowOutcome => {
      if (index <= headerAt || isBlank(cells)) return { kind: 'structure' };
      return at
        ? row(at, cells)
        : { kind: 'error', message: 'No DEGIRO Transactions header above this line' };
    });
  },
};
