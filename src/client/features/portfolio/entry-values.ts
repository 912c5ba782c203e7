import type { Transaction, TransactionType } from '#shared/portfolio/portfolio-ledger.ts';
import { isCashType } from '#shared/portfolio/portfolio-accounts.ts';
import { optionalText, todayIso } from './trade-values.ts';

// The general entry form's values: a stored transaction as the form shows it, and the fields
// each type sends to the API.

export interface Values {
  type: TransactionType;
  symbol: string;
  date: string;
  quantity: string;
  price: string;
  fees: string;
  amount: string;
  from: string;
  to: string;
  note: string;
  /** '' until chosen: the first open account. */
  accountId: string;
  /** '' for the server's default (the account's currency, or the security's). */
  currency: string;
  toAccountId: string;
  acquiredOn: string;
}

export const fromTransaction = (t: Transaction): Values => ({
  type: t.type,
  symbol: t.symbol ?? '',
  date: t.date,
  quantity: t.quantity ?? '',
  price: t.price ?? '',
  fees: t.fees ?? '',
  amount: t.amount ?? '',
  from: String(t.ratio?.from ?? 1),
  to: String(t.ratio?.to ?? 2),
  note: t.note ?? '',
  accountId: t.accountId,
  currency: t.currency,
  toAccountId: t.toAccountId ?? '',
  acquiredOn: t.acquiredOn ?? '',
});
export const blank: Values = {
  type: 'dividend',
  symbol: '',
  date: todayIso(),
  quantity: '',
  price: '',
  fees: '',
  amount: '',
  from: '1',
  to: '2',
  note: '',
  accountId: '',
  currency: '',
  toAccountId: '',
  acquiredOn: '',
};

export const TRANSFERS: ReadonlySet<TransactionType> = new Set([
  'transfer-cash',
  'transfer-shares',
]);

/** The fields a type carries, as the API takes them (`accountId`: the account chosen). */
export function fieldsOf(v: Values, accountId: string) {
  const note = optionalText(v.note.trim());
  const placed = {
    date: v.date,
    note,
    ...(accountId && { accountId }),
    ...(v.currency && { currency: v.currency }),
  };
  const toAccount = TRANSFERS.has(v.type) ? { toAccountId: v.toAccountId } : {};
  if (v.type === 'buy' || v.type === 'sell')
    return { ...placed, quantity: v.quantity, price: v.price, fees: optionalText(v.fees) };
  if (v.type === 'split') return { ...placed, ratio: { from: Number(v.from), to: Number(v.to) } };
  if (v.type === 'transfer-shares') return { ...placed, ...toAccount, quantity: v.quantity };
  if (v.type === 'receive-shares')
    return {
      ...placed,
      quantity: v.quantity,
      price: v.price,
      acquiredOn: optionalText(v.acquiredOn),
    };
  return { ...placed, ...toAccount, amount: v.amount };
}

/** Kinds with a symbol: a security's trades and cash, and share transfers. */
export const hasSymbol = (type: TransactionType) => !isCashType(type);
