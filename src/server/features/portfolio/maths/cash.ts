import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { cashEffect, type LedgerEntry } from './ledger-entry.ts';

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

type Effect = ReturnType<typeof cashEffect>;

/**
 * Each entry's cash effect, remembered while the entry lives: a worker thread keeps a ledger's
 * entries between requests (docs/decisions/086), so after a write only new entries are worked
 * out. An effect that depends on an account's currency (a trade at a broker's rate) is not kept.
 */
const effects = new WeakMap<LedgerEntry, Effect>();

function effectOf(entry: LedgerEntry, accountCurrency: (accountId: string) => string): Effect {
  const known = effects.get(entry);
  if (known !== undefined) return known;
  const effect = cashEffect(entry, accountCurrency);
  if (!entry.fxRate) effects.set(entry, effect);
  return effect;
}

export function createCashTracker(accountCurrency: (accountId: string) => string) {
  const balances: CashBalance[] = [];
  // By account, then currency: no key text built per entry.
  const byAccount = new Map<string, Map<string, CashBalance>>();
  const touched = new Set<CashBalance>();
  const balanceOf = (accountId: string, currency: string) => {
    let currencies = byAccount.get(accountId);
    if (!currencies) byAccount.set(accountId, (currencies = new Map()));
    let balance = currencies.get(currency);
    if (!balance) {
      balance = { accountId, currency, amount: decimal(0) };
      currencies.set(currency, balance);
      balances.push(balance);
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
      const effect = effectOf(entry, accountCurrency);
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

const byAccountAndCurrency = (a: CashBalance, b: CashBalance) =>
  a.accountId !== b.accountId
    ? a.accountId < b.accountId
      ? -1
      : 1
    : a.currency < b.currency
      ? -1
      : a.currency > b.currency
        ? 1
        : 0;

/** The cash of every account and currency after the whole ledger, and its implied deposits. */
export function cashOf(
  ledger: readonly LedgerEntry[],
  accountCurrency: (accountId: string) => string,
): { balances: CashBalance[]; implied: ImpliedDeposit[] } {
  const tracker = createCashTracker(accountCurrency);
  const implied: ImpliedDeposit[] = [];
  // Day by day: only the end of a day tops balances up, so the days need order and a day's
  // entries none (sums do not depend on it; sorting 100,000 entries cost ~100 ms). A day's
  // implied deposits come in account and currency order.
  const days = new Map<string, LedgerEntry[]>();
  for (const entry of ledger) {
    const day = days.get(entry.date);
    if (day) day.push(entry);
    else days.set(entry.date, [entry]);
  }
  for (const date of [...days.keys()].sort()) {
    for (const entry of days.get(date) ?? []) tracker.apply(entry);
    implied.push(...tracker.endOfDay(date).sort(byAccountAndCurrency));
  }
  return { balances: [...tracker.balances], implied };
}
