import type { TransactionType } from '#shared/portfolio/portfolio-ledger.ts';

// "3 buys, 1 sell and 4 dividends": what deleting a holding removes, or what its undo restores.

const NOUNS: Record<TransactionType, [one: string, many: string]> = {
  buy: ['buy', 'buys'],
  sell: ['sell', 'sells'],
  dividend: ['dividend', 'dividends'],
  split: ['split', 'splits'],
  fee: ['fee', 'fees'],
  tax: ['tax withholding', 'tax withholdings'],
  deposit: ['deposit', 'deposits'],
  withdrawal: ['withdrawal', 'withdrawals'],
  interest: ['interest payment', 'interest payments'],
  'account-fee': ['account fee', 'account fees'],
  'transfer-cash': ['cash transfer', 'cash transfers'],
  'transfer-shares': ['share transfer', 'share transfers'],
  'receive-shares': ['receipt of shares', 'receipts of shares'],
};

/** '3 buys, 1 sell and 4 dividends'; 'no transactions' for none. */
export function kindsText(kinds: readonly { type: TransactionType; count: number }[]): string {
  const parts = kinds.map(({ type, count }) => `${count} ${NOUNS[type][count === 1 ? 0 : 1]}`);
  if (parts.length === 0) return 'no transactions';
  const last = parts.pop() ?? '';
  return parts.length === 0 ? last : `${parts.join(', ')} and ${last}`;
}
