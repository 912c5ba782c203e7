import type { Transaction, TransactionType } from '#shared/portfolio/portfolio-ledger.ts';
import { moneyText, priceText } from './money-display.ts';

/** How each kind of transaction reads: in the type pickers and the ledger's rows. */
export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  buy: 'Buy',
  sell: 'Sell',
  dividend: 'Dividend',
  split: 'Split',
  fee: 'Fee',
  tax: 'Tax withheld',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  interest: 'Interest',
  'account-fee': 'Account fee',
  'transfer-cash': 'Transfer cash',
  'transfer-shares': 'Transfer shares',
  'receive-shares': 'Shares received',
};

/** 'buy of MSFT on 2026-02-02', 'deposit on 2026-02-02': the row's buttons' names. */
export const transactionName = (t: Transaction) =>
  `${t.type}${t.symbol ? ` of ${t.symbol}` : ''} on ${t.date}`;

/**
 * What a transaction moved, in its own currency: '4 × $120.00 (fees $1.00)', '$12.25',
 * '1 → 4 shares', '10 shares to IRA', '€500.00 to Savings'. `names`: account id → name.
 */
export function transactionDetail(t: Transaction, names: ReadonlyMap<string, string>) {
  const money = (value: string) => moneyText(value, t.currency);
  const to = t.toAccountId ? ` to ${names.get(t.toAccountId) ?? 'another account'}` : '';
  if (t.ratio) return `${t.ratio.from} → ${t.ratio.to} shares`;
  if (t.type === 'transfer-shares') return `${t.quantity ?? ''} shares${to}`;
  if (t.amount !== null) return `${money(t.amount)}${to}`;
  const fees = t.fees && Number(t.fees) > 0 ? ` (fees ${money(t.fees)})` : '';
  const acquired = t.acquiredOn && t.acquiredOn !== t.date ? `, acquired ${t.acquiredOn}` : '';
  return `${t.quantity ?? ''} × ${priceText(t.price ?? '0', t.currency)}${fees}${acquired}`;
}

/** How a sale chose its lots, when not the default oldest first (docs/decisions/089-realized-gains-by-tax-year.md). */
export const lotMethodNote = (t: Transaction) =>
  t.lotMethod === 'hifo'
    ? ' · Highest cost first'
    : t.lotMethod === 'specific'
      ? ' · Specific lots'
      : t.lotMethod === 'average'
        ? ' · Average cost'
        : '';
