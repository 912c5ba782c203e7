import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { cashEffect, ledgerOrder, type LedgerEntry } from './ledger-entry.ts';

// Each account's cash, per currency (docs/decisions/085): deposits, sells, dividends and
// interest add to it; buys, fees, taxes and withdrawals take from it; a cash transfer moves it
// between two accounts. When a day leaves a balance below zero, an implied deposit of the
// difference is recorded on that day, so a ledger without deposits still works: its buys are
// funded by money paid in on their dates, and its returns are the same as if the user had
// recorded those deposits.

export interface CashBalance {
  accountId: string;
  currency: string;
  amount: Decimal;
}

export interface ImpliedDeposit extends CashBalance {
  date: string;
}

export function createCashTracker(accountCurrency: (accountId: string) => string) {
  const balances = new Map<string, CashBalance>();
  const touched = new Set<CashBalance>();
  const balanceOf = (accountId: string, currency: string) => {
    const key = `${accountId} ${currency}`;
    let balance = balances.get(key);
    if (!balance) {
      balance = { accountId, currency, amount: decimal(0) };
      balances.set(key, balance);
    }
    return balance;
  };
  const move = (accountId: string, currency: string, amount: Decimal) => {
    const balance = balanceOf(accountId, currency);
    balance.amount = balance.amount.plus(amount);
    touched.add(balance);
  };
  return {
    balances,
    /** Applies one entry's cash (both sides of a cash transfer). */
    apply(entry: LedgerEntry) {
      const effect = cashEffect(entry, accountCurrency);
      if (!effect) return;
      move(entry.accountId, effect.currency, effect.amount);
      if (entry.type === 'transfer-cash') {
        move(entry.toAccountId, effect.currency, effect.amount.negated());
      }
    },
    /** At the end of a day: tops every negative balance up to zero, as an implied deposit. */
    endOfDay(date: string): ImpliedDeposit[] {
      const implied: ImpliedDeposit[] = [];
      for (const balance of touched) {
        if (balance.amount.isNegative()) {
          implied.push({ ...balance, amount: balance.amount.negated(), date });
          balance.amount = decimal(0);
        }
      }
      touched.clear();
      return implied;
    },
  };
}

/** The cash of every account and currency after the whole ledger, and its implied deposits. */
export function cashOf(
  ledger: readonly LedgerEntry[],
  accountCurrency: (accountId: string) => string,
): { balances: CashBalance[]; implied: ImpliedDeposit[] } {
  const tracker = createCashTracker(accountCurrency);
  const implied: ImpliedDeposit[] = [];
  const entries = [...ledger].sort(ledgerOrder);
  entries.forEach((entry, i) => {
    tracker.apply(entry);
    if (entries[i + 1]?.date !== entry.date) implied.push(...tracker.endOfDay(entry.date));
  });
  return { balances: [...tracker.balances.values()], implied };
}
