import { cellKey, isBlank, parseAnyNumber, parseDate } from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { findHeader } from './header-spec.ts';
import { ISIN } from '../isin-symbols.ts';
import { tradeOutcome } from './row-outcomes.ts';

// DEGIRO's Transactions export (Transactions.csv): one row per trade with an explicit signed
// quantity (negative for a sell), the price, values and fees, each amount beside an unnamed
// column with its currency. Header names follow the account's language, so columns are found by
// the words DEGIRO uses in each. DEGIRO names products by ISIN, never by ticker: the importer
// finds the ticker through the market data (isin-symbols.ts).

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

/** The transaction costs column (optional), in any of DEGIRO's languages. */
const FEES =
  /^(transaktionskost|transaction ?costs?|transactiekosten|custos de transa[çc][ãa]o|frais de transaction|costes de transacci[óo]n|costi di transazione)/;

function row(at: Record<Column, number>, fees: number, cells: readonly string[]): RowOutcome {
  if (parseDate(cells[at.date], 'DD-MM-YYYY') === null) {
    return { kind: 'error', message: `Date "${cells[at.date] ?? ''}" is not a DD-MM-YYYY date` };
  }
  const quantity = parseAnyNumber(cells[at.quantity]);
  if (quantity === null || quantity.isZero())
    return { kind: 'error', message: `Quantity "${cells[at.quantity] ?? ''}" is not a number` };
  const price = parseAnyNumber(cells[at.price]);
  if (price === null)
    return { kind: 'error', message: `Price "${cells[at.price] ?? ''}" is not a number` };
  const isin = (cells[at.isin] ?? '').trim().toUpperCase();
  const product = (cells[at.product] ?? '').trim() || 'unnamed product';
  if (!ISIN.test(isin)) {
    return {
      kind: 'error',
      message: `DEGIRO gives no ticker, only the ISIN ${isin || '(none)'} (${product}): add this one by hand`,
    };
  }
  // Each amount's currency is the unnamed column after it; the costs count only when they are
  // in the price's currency (else they are in the account's, at a rate the row does not give).
  const currency = (cells[at.price + 1] ?? '').trim();
  const feeCurrency = fees >= 0 ? (cells[fees + 1] ?? '').trim() : '';
  const sameCurrency = feeCurrency === '' || feeCurrency.toUpperCase() === currency.toUpperCase();
  const feeText = fees >= 0 ? parseAnyNumber(cells[fees])?.abs().toString() : undefined;
  return tradeOutcome(
    quantity.isNegative() ? 'sell' : 'buy',
    {
      symbol: isin,
      date: cells[at.date],
      quantity: quantity.abs().toString(),
      price: price.abs().toString(),
      ...(currency ? { currency } : {}),
      fees: sameCurrency ? [feeText] : [],
      sourceId: cells[at.orderId],
      note: `${product}${sameCurrency || !feeText ? '' : ` (costs ${feeText} ${feeCurrency} not included)`}`,
    },
    ['DD-MM-YYYY'],
  );
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
    const fees = header.map(cellKey).findIndex((key) => FEES.test(key));
    return records.map(({ cells }, index): RowOutcome => {
      if (index <= headerAt || isBlank(cells)) return { kind: 'structure' };
      return at
        ? row(at, fees, cells)
        : { kind: 'error', message: 'No DEGIRO Transactions header above this line' };
    });
  },
};
