import { cellKey } from '../cells.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';
import { REASONS, failed, skipped, tradeOutcome } from './row-outcomes.ts';

// Webull's order history (Orders Records CSV, sent by e-mail from the app): Name, Symbol, Side
// (Buy, Sell, Short), Status (Filled, Partially Filled, Cancelled, Failed…), Filled, Total Qty,
// Price (the limit, '@186.50'), Avg Price (what the fill cost), Time-in-Force, Placed Time,
// Filled Time ('01/22/2024 09:53:04 EST'), in US dollars. Only filled shares are trades; the
// export carries no fees, dividends or cash, which are added by hand.

const ORDERS = ['MM/DD/YYYY'] as const;
type Read = (name: string) => string | undefined;

function row(read: Read): RowOutcome {
  const status = cellKey(read('Status'));
  const side = cellKey(read('Side'));
  if (/cancel|fail|reject|expire/.test(status) || status === 'pending' || status === 'working') {
    return skipped(`${(read('Status') ?? '').trim()} order: nothing was traded`);
  }
  if (!status.includes('filled'))
    return skipped(`${(read('Status') ?? '').trim() || 'No status'}: not a filled order`);
  if (/short|cover/.test(side)) return failed(REASONS.shortSale);
  const type = side === 'buy' ? 'buy' : side === 'sell' ? 'sell' : null;
  if (!type) return skipped(`${(read('Side') ?? '').trim() || 'No side'}: not a buy or a sell`);
  return tradeOutcome(
    type,
    {
      symbol: read('Symbol'),
      date: read('Filled Time'),
      quantity: read('Filled'),
      price: (read('Avg Price') ?? '').replace('@', ''),
      currency: 'USD',
    },
    ORDERS,
  );
}

export const webullFormats: BrokerFormat[] = [
  oneTableFormat({
    id: 'webull-orders',
    broker: 'Webull',
    label: 'Orders records (CSV)',
    columns: ['Symbol', 'Side', 'Status', 'Filled', 'Total Qty', 'Avg Price', 'Filled Time'],
    row,
  }),
];
