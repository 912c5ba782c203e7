import { cellKey, headerIndex, parseNumber } from '../cells.ts';
import type { AccountRef, BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { headerRule } from './header-spec.ts';
import {
  REASONS,
  STRUCTURE,
  accountCashOutcome,
  cashOutcome,
  skipped,
  tradeOutcome,
  type RowCells,
} from './row-outcomes.ts';

// Ghostfolio's JSON export (Portfolio → Activities → Export), read as sections by read-json.ts:
// `accounts` (id, name, currency) and `activities` (type, date as an ISO instant, quantity,
// unitPrice, fee, currency, dataSource, symbol, accountId, comment, id). A dividend or interest
// is quantity × unitPrice; a fee is `fee` (its quantity and unitPrice are 0). Activities on a
// MANUAL asset (a symbol Ghostfolio made up: a flat, an account-opening fee) name no listed
// security: a fee on one is the account's, anything else is skipped.

const ORDERS = ['YYYY-MM-DD'] as const;
const isActivities = headerRule({
  required: ['type', 'date', 'quantity', 'unitPrice', 'fee', 'currency', 'symbol'],
});

type Section = { columns: ReturnType<typeof headerIndex> };

/** The accounts section's accounts by id, as the import's account references. */
function accountsOf(records: readonly CsvRecord[]): Map<string, AccountRef> {
  const accounts = new Map<string, AccountRef>();
  let columns: ReturnType<typeof headerIndex> | null = null;
  for (const { cells } of records) {
    if (cells[0] !== 'accounts') continue;
    const own = cells.slice(2);
    if (cells[1] === 'Header') columns = headerIndex(own);
    else if (columns) {
      const id = columns.cell(own, 'id')?.trim();
      const name = columns.cell(own, 'name')?.trim();
      if (id && name) {
        const currency = (columns.cell(own, 'currency') ?? '').trim().toUpperCase();
        accounts.set(id, { name, kind: 'brokerage', currency });
      }
    }
  }
  return accounts;
}

/** quantity × unitPrice, as decimal text ('' when either is not a number). */
function value(read: (name: string) => string | undefined): string {
  const quantity = parseNumber(read('quantity'));
  const price = parseNumber(read('unitPrice'));
  return quantity && price ? quantity.times(price).abs().toFixed() : '';
}

/**
 * The day an activity is on. Ghostfolio keeps a date entered in its form as the user's local
 * midnight in UTC, so a user east of UTC has '2024-05-01T22:00:00.000Z' for 2 May: a time on
 * the hour (or half, quarter hour) from 12:00 UTC on is the next day's midnight. Any other time
 * (a trade time an importer wrote) is read as its UTC date.
 */
export function activityDay(text: string | undefined): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(00|15|30|45):00(\.0+)?Z$/.exec((text ?? '').trim());
  if (!match || Number(match[2]) < 12) return text;
  const next = new Date(`${match[1]}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function activity(read: (name: string) => string | undefined): RowOutcome {
  const type = (read('type') ?? '').trim().toUpperCase();
  const manual = cellKey(read('dataSource')) === 'manual';
  const comment = (read('comment') ?? '').trim();
  const cells: RowCells = {
    symbol: read('symbol'),
    date: activityDay(read('date')),
    quantity: read('quantity'),
    price: read('unitPrice'),
    fees: [read('fee')],
    currency: read('currency'),
    sourceId: read('id'),
    ...(comment ? { note: comment } : {}),
  };
  if (type === 'LIABILITY') return skipped('Liability: debts are not tracked');
  if (type === 'ITEM') return skipped('Valuable (ITEM): only listed securities are tracked');
  if (type === 'FEE') {
    const amount = parseNumber(read('fee'))?.isZero() === false ? read('fee') : value(read);
    return manual
      ? accountCashOutcome('account-fee', { ...cells, amount }, ORDERS)
      : cashOutcome('fee', { ...cells, amount }, ORDERS);
  }
  if (type === 'INTEREST')
    return accountCashOutcome('interest', { ...cells, amount: value(read) }, ORDERS);
  if (manual && ['BUY', 'SELL', 'DIVIDEND'].includes(type)) {
    return skipped(
      `${type[0]}${type.slice(1).toLowerCase()} of a manual asset: only listed securities are tracked`,
    );
  }
  if (type === 'BUY' || type === 'SELL') {
    return tradeOutcome(type === 'BUY' ? 'buy' : 'sell', cells, ORDERS);
  }
  if (type === 'DIVIDEND')
    return cashOutcome('dividend', { ...cells, amount: value(read) }, ORDERS);
  return skipped(REASONS.unknown(type));
}

function parse(records: readonly CsvRecord[]): RowOutcome[] {
  const accounts = accountsOf(records);
  let section: Section | null = null;
  return records.map(({ cells }): RowOutcome => {
    if (cells[0] !== 'activities') return STRUCTURE;
    const own = cells.slice(2);
    if (cells[1] === 'Header') {
      section = { columns: headerIndex(own) };
      return STRUCTURE;
    }
    const columns = section?.columns;
    if (!columns) return STRUCTURE;
    const read = (name: string) => columns.cell(own, name);
    const outcome = activity(read);
    const account = accounts.get((read('accountId') ?? '').trim());
    return outcome.kind === 'transaction' && account ? { ...outcome, account } : outcome;
  });
}

export const ghostfolioFormats: BrokerFormat[] = [
  {
    id: 'ghostfolio-export',
    broker: 'Ghostfolio',
    label: 'Export (JSON)',
    detect: (records) =>
      records.some(
        ({ cells }) =>
          cells[0] === 'activities' && cells[1] === 'Header' && isActivities(cells.slice(2)),
      ),
    parse,
  },
];
