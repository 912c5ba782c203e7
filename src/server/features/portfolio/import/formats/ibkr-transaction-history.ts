import { Decimal } from 'decimal.js';
import { cellKey, parseNumber, type DateOrder } from '../cells.ts';
import { rateText, rowCurrency } from '../row-currency.ts';
import type { CsvRecord, RowOutcome } from './format.ts';
import { sections } from './ibkr-sections.ts';
import {
  REASONS,
  STRUCTURE,
  accountCashOutcome,
  cashOutcome,
  skipped,
  tradeOutcome,
} from './row-outcomes.ts';
import { isOptionSymbol } from './security-kinds.ts';

// IBKR's newer Transaction History report: only its Transaction History section is read, every
// row in its currency (row-currency.ts). Gross, net and commission are in the account's base
// currency, named in the Summary; a trade priced in another currency keeps its price there, with
// the broker's rate (gross ÷ quantity × price, base units per unit of the price) and its
// commission turned into the price's currency at that rate.

const ORDERS: readonly DateOrder[] = ['YYYY-MM-DD', 'MM/DD/YYYY', 'YYYYMMDD'];

const baseOf = (records: readonly CsvRecord[]) =>
  records.find(
    ({ cells }) => cellKey(cells[0]) === 'summary' && cellKey(cells[2]) === 'base currency',
  )?.cells[3];

/** A trade's rate and commission in its price's currency, when that is not the base one. */
function inPriceCurrency(
  gross: string | undefined,
  quantity: string | undefined,
  price: string | undefined,
  commission: string | undefined,
) {
  const paid = parseNumber(gross)?.abs();
  const worth = parseNumber(quantity)
    ?.abs()
    .times(parseNumber(price)?.abs() ?? 0);
  if (!paid || !worth || worth.isZero() || paid.isZero()) return null;
  const rate = paid.dividedBy(worth);
  const fee = parseNumber(commission)?.abs();
  return {
    fxRate: rateText(rate),
    fee: fee
      ? fee.dividedBy(rate).toDecimalPlaces(6, Decimal.ROUND_HALF_EVEN).toString()
      : undefined,
  };
}

export function parseHistory(records: readonly CsvRecord[]): RowOutcome[] {
  const baseCell = baseOf(records);
  const base = rowCurrency(baseCell, 'USD');
  return sections(records, ({ section, cell }) => {
    if (section !== 'transaction history') return STRUCTURE;
    if (!base.ok) return skipped(base.reason);
    const type = cellKey(cell('Transaction Type'));
    const symbol = cell('Symbol') ?? '';
    const own = {
      date: cell('Date'),
      amount: cell('Gross Amount'),
      currency: base.code,
      note: cell('Description')?.trim() ?? '',
    };
    if (/withholding|tax/.test(type)) return skipped(REASONS.withholding);
    if (/interest/.test(type))
      return accountCashOutcome(/debit/.test(type) ? 'account-fee' : 'interest', own, ORDERS);
    if (type === 'deposit') return accountCashOutcome('deposit', own, ORDERS);
    if (type === 'withdrawal') return accountCashOutcome('withdrawal', own, ORDERS);
    if (/forex/.test(type)) return skipped(REASONS.fx);
    if (/transfer/.test(type)) return skipped(REASONS.transfer);
    const trade = type === 'buy' ? 'buy' : type === 'sell' ? 'sell' : null;
    const dividend = type === 'dividend' || type === 'payment in lieu';
    const noSymbol = symbol.trim() === '-' || symbol.trim() === '';
    if (/fee/.test(type) && noSymbol) return accountCashOutcome('account-fee', own, ORDERS);
    const fee = /fee/.test(type);
    if (!trade && !dividend && !fee)
      return skipped(REASONS.unknown(cell('Transaction Type') ?? ''));
    if (isOptionSymbol(symbol)) return skipped(REASONS.option);
    const row = { symbol, date: cell('Date'), amount: cell('Gross Amount'), currency: base.code };
    if (!trade) return cashOutcome(dividend ? 'dividend' : 'fee', row, ORDERS);
    const priced = rowCurrency(cell('Price Currency'), base.code);
    if (!priced.ok) return skipped(priced.reason);
    const cells = { ...row, quantity: cell('Quantity'), price: cell('Price') };
    if (priced.code === base.code && priced.perUnit === 1)
      return tradeOutcome(trade, { ...cells, fees: [cell('Commission')] }, ORDERS);
    // Priced in another currency: the price there, the rate and commission from the base sums.
    const converted = inPriceCurrency(
      cell('Gross Amount'),
      cell('Quantity'),
      cell('Price'),
      cell('Commission'),
    );
    return tradeOutcome(
      trade,
      {
        ...cells,
        amount: undefined,
        currency: cell('Price Currency'),
        fees: [converted?.fee],
        fxRate: converted?.fxRate ?? null,
        fxInto: base.code,
      },
      ORDERS,
    );
  });
}
