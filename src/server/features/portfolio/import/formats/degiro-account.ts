import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { cellKey, decimalText, isBlank } from '../cells.ts';
import { rowCurrency } from '../row-currency.ts';
import {
  ORDER_ID,
  readRow,
  type AccountFee,
  type AccountRow,
  type AccountTrade,
} from './degiro-account-rows.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { findHeader } from './header-spec.ts';
import { cashOutcome, failed, skipped, STRUCTURE, tradeOutcome } from './row-outcomes.ts';

// DEGIRO's account statement (Account.csv), read line by line in degiro-account-rows.ts. A
// trade's transaction costs are lines of their own with the trade's Order Id (a long one may wrap
// onto a continuation line that holds only that cell): costs in the trade's currency join its
// fees, and their line says so; costs in another currency (the account's, for a foreign trade),
// or with no trade of their order in the file, are a fee on the product in their own currency.
// Each line is thus counted once: the trade line is the trade and its cash, the FX legs that
// paid for it are skipped. Products are named by ISIN, which the importer turns into the ticker
// the market data finds (isin-symbols.ts), or an error asking for a mapping.

const ORDERS = ['DD-MM-YYYY'] as const;

/** A continuation line: every cell empty but the Order Id, which continues the line above. */
const isContinuation = (cells: readonly string[]) =>
  cells.length > ORDER_ID &&
  (cells[ORDER_ID] ?? '').trim() !== '' &&
  isBlank(cells.slice(0, ORDER_ID));

/** A line's Order Id, with the part a continuation line below it carries. */
function orderIdAt(records: readonly CsvRecord[], index: number): string {
  const own = (records[index]?.cells[ORDER_ID] ?? '').trim();
  const next = records[index + 1]?.cells;
  return own !== '' && next && isContinuation(next)
    ? `${own}${(next[ORDER_ID] ?? '').trim()}`
    : own;
}

const codeOf = (text: string) => {
  const currency = rowCurrency(text);
  return currency.ok ? currency : null;
};

interface Joined {
  /** Per trade line: its costs, in the unit of its price (pence for a GBX price). */
  fees: Map<number, Decimal>;
  /** Per cost line: its outcome. */
  costs: Map<number, RowOutcome>;
  /** Order Ids that more than one trade line carries (partial fills): no id of their own. */
  shared: Set<string>;
}

/** A cost line that joins no trade: a fee on the product, in its own currency. */
function feeLine(fee: AccountFee, trade: { row: AccountTrade; line: number } | undefined) {
  const outcome = cashOutcome(
    'fee',
    { symbol: fee.isin, date: fee.date, amount: fee.amount.toFixed(), currency: fee.currency },
    ORDERS,
  );
  if (outcome.kind !== 'transaction') return outcome;
  const note = trade
    ? `${fee.product}: costs of the ${trade.row.type} on line ${trade.line}, charged in ${fee.currency.trim()} (the trade is in ${trade.row.currency})`
    : `${fee.product}: transaction costs`;
  return { ...outcome, transaction: { ...outcome.transaction, note: note.slice(0, 500) } };
}

/** The costs joined to their trades by Order Id. Linear in the file's lines. */
function joinCosts(records: readonly CsvRecord[], rows: ReadonlyArray<AccountRow | null>): Joined {
  const orderIds = rows.map((row, index) =>
    row && row.kind !== 'outcome' ? orderIdAt(records, index) : '',
  );
  const tradesOf = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const id = orderIds[index] ?? '';
    if (row?.kind !== 'trade' || id === '') return;
    const list = tradesOf.get(id);
    if (list) list.push(index);
    else tradesOf.set(id, [index]);
  });
  const joined: Joined = { fees: new Map(), costs: new Map(), shared: new Set() };
  for (const [id, list] of tradesOf) if (list.length > 1) joined.shared.add(id);
  rows.forEach((row, index) => {
    if (row?.kind !== 'fee') return;
    const trades = (tradesOf.get(orderIds[index] ?? '') ?? []).map((at) => ({
      at,
      row: rows[at] as AccountTrade,
      line: records[at]?.line ?? 0,
    }));
    const unit = codeOf(row.currency);
    const same = trades.find(
      (trade) =>
        trade.row.isin === row.isin && unit && codeOf(trade.row.currency)?.code === unit.code,
    );
    if (!same || !unit) {
      joined.costs.set(index, feeLine(row, trades[0]));
      return;
    }
    const perUnit = codeOf(same.row.currency)?.perUnit ?? 1;
    const fee = row.amount.times(perUnit).dividedBy(unit.perUnit);
    joined.fees.set(same.at, (joined.fees.get(same.at) ?? decimal(0)).plus(fee));
    joined.costs.set(
      index,
      skipped(
        `Transaction costs ${decimalText(row.amount)} ${unit.code}: in the fees of the ${same.row.type} on line ${same.line}`,
      ),
    );
  });
  return joined;
}

function tradeLine(trade: AccountTrade, orderId: string, joined: Joined, index: number) {
  const fees = joined.fees.get(index);
  const sourceId = orderId !== '' && !joined.shared.has(orderId) ? orderId : undefined;
  return tradeOutcome(
    trade.type,
    {
      symbol: trade.isin,
      date: trade.date,
      quantity: trade.quantity,
      price: trade.price,
      currency: trade.currency,
      fees: fees ? [fees.toFixed()] : [],
      sourceId,
      note: trade.product,
    },
    ORDERS,
  );
}

const isHeader = (cells: readonly string[]) =>
  cells.length >= ORDER_ID + 1 &&
  cellKey(cells[4]) === 'isin' &&
  cellKey(cells[8]) === '' &&
  cellKey(cells[10]) === '' &&
  cellKey(cells[7]) !== '' &&
  cellKey(cells[5]) !== '';

export const degiroAccountFormat: BrokerFormat = {
  id: 'degiro-account',
  broker: 'DEGIRO',
  label: 'Account statement (Account.csv)',
  detect: (records) => findHeader(records, isHeader) >= 0,
  parse: (records: readonly CsvRecord[]) => {
    const headerAt = findHeader(records, isHeader);
    const rows = records.map(({ cells }, index): AccountRow | null =>
      index <= headerAt || isBlank(cells) || isContinuation(cells) ? null : readRow(cells),
    );
    const joined = joinCosts(records, rows);
    return rows.map((row, index): RowOutcome => {
      if (row === null) return STRUCTURE;
      if (row.kind === 'outcome') return row.outcome;
      if (row.kind === 'fee')
        return joined.costs.get(index) ?? failed('Transaction costs: not read');
      return tradeLine(row, orderIdAt(records, index), joined, index);
    });
  },
};
