import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { createCashTracker } from './cash.ts';
import { dayOf } from './days.ts';
import { sameCurrency, type Fx } from './fx.ts';
import { ledgerOrder, type LedgerEntry } from './ledger-entry.ts';

// The portfolio's day-by-day value and external cash flows in the base currency
// (docs/portfolio-maths.md, docs/decisions/085):
//   V_t = Σ shares held after day t × that day's price × that day's rate
//       + Σ cash after day t × that day's rate,
// the price being the day's close, or the last close before it, or — on a day without a close,
// and before any close is stored — the price of the symbol's last trade up to that day.
// In_t: deposits (recorded or implied), shares received (at that day's price), and, for one
// account, what other accounts transfer to it; Out_t: withdrawals and, for one account, what it
// transfers to others. Buys, sells, dividends, interest and fees move money inside the
// portfolio: they change V, not the flows. Money in the ledger is exact; the series are
// doubles, because the stored closes and rates they multiply are doubles (decision 027).

export interface CloseSeries {
  days: Int32Array;
  closes: Float64Array;
}

export interface DailySeries {
  /** Day numbers (dateOf turns them back): every day with a close or a transaction. */
  days: number[];
  value: number[];
  inflow: number[];
  outflow: number[];
}

export interface SeriesScope {
  fx: Fx;
  accountCurrency(accountId: string): string;
  /** One account's series; every account's when absent. */
  account?: string;
}

interface SymbolState {
  currency: string;
  price: number | null;
  closes: CloseSeries | undefined;
  next: number;
}

/**
 * Days from the first transaction on with any close or transaction, in order: marked in a
 * bitmap over the span (750,000 closes of 250 symbols fall on ~3,000 distinct days).
 */
function calendar(entries: readonly LedgerEntry[], closes: ReadonlyMap<string, CloseSeries>) {
  const entryDays = entries.map((entry) => dayOf(entry.date));
  const first = entryDays[0];
  if (first === undefined) return [];
  let last = entryDays[entryDays.length - 1] ?? first;
  for (const series of closes.values()) last = Math.max(last, series.days.at(-1) ?? last);
  const marked = new Uint8Array(last - first + 1);
  for (const day of entryDays) marked[day - first] = 1;
  for (const series of closes.values()) {
    for (const day of series.days) if (day >= first) marked[day - first] = 1;
  }
  const days: number[] = [];
  for (let i = 0; i < marked.length; i++) if (marked[i]) days.push(first + i);
  return days;
}

const inScope = (scope: SeriesScope) => (entry: LedgerEntry) =>
  scope.account === undefined ||
  entry.accountId === scope.account ||
  entry.toAccountId === scope.account;

/**
 * Builds the series a slice of days at a time, so a caller can let other work run between
 * slices (750,000 closes take longer than one turn of the event loop should; decision 027).
 */
export function dailySeriesBuilder(
  ledger: readonly LedgerEntry[],
  closes: ReadonlyMap<string, CloseSeries>,
  scope: SeriesScope = { fx: sameCurrency('USD'), accountCurrency: () => 'USD' },
) {
  const entries = ledger.filter(inScope(scope)).sort(ledgerOrder);
  const days = calendar(entries, closes);
  const entryDays = entries.map((entry) => dayOf(entry.date));
  const symbols = new Map<string, SymbolState>();
  /** Shares per account and symbol, for the accounts in scope. */
  const held = new Map<string, { symbol: SymbolState; quantity: Decimal; shares: number }>();
  const cash = createCashTracker(scope.accountCurrency);
  const counts = (accountId: string) => scope.account === undefined || accountId === scope.account;
  const out: DailySeries = { days, value: [], inflow: [], outflow: [] };
  let cursor = 0;
  let next = 0;

  const symbolOf = (entry: LedgerEntry) => {
    let state = symbols.get(entry.symbol);
    if (!state) {
      state = { currency: entry.currency, price: null, closes: closes.get(entry.symbol), next: 0 };
      symbols.set(entry.symbol, state);
    }
    return state;
  };
  const shares = (accountId: string, entry: LedgerEntry, change: (q: Decimal) => Decimal) => {
    if (!counts(accountId)) return;
    const key = `${accountId} ${entry.symbol}`;
    let position = held.get(key);
    if (!position) {
      position = { symbol: symbolOf(entry), quantity: decimal(0), shares: 0 };
      held.set(key, position);
    }
    position.quantity = change(position.quantity);
    position.shares = position.quantity.toNumber();
  };

  return {
    series: out,
    done: () => next >= days.length,
    /** Computes up to `count` more days. */
    step(count: number) {
      const stop = Math.min(days.length, next + count);
      for (; next < stop; next++) {
        const day = days[next] ?? 0;
        // Each currency's rate once a day (a lookup in its series), however many positions.
        const rates = new Map<string, number>();
        const rate = (currency: string) => {
          let known = rates.get(currency);
          if (known === undefined) {
            known = scope.fx.rate(currency, day);
            rates.set(currency, known);
          }
          return known;
        };
        let inflow = 0;
        let outflow = 0;
        /** Shares that came in (+) or went out (−) of the scope today, valued after the day. */
        const moved: [SymbolState, number][] = [];
        let date = '';
        for (; cursor < entries.length; cursor++) {
          const entry = entries[cursor];
          if (!entry || entryDays[cursor] !== day) break;
          date = entry.date;
          cash.apply(entry);
          if (entry.type === 'deposit' && entry.amount) {
            inflow += entry.amount.toNumber() * rate(entry.currency);
          } else if (entry.type === 'withdrawal' && entry.amount) {
            outflow += entry.amount.toNumber() * rate(entry.currency);
          } else if (entry.type === 'transfer-cash' && entry.amount && scope.account) {
            const value = entry.amount.toNumber() * rate(entry.currency);
            if (entry.accountId === scope.account) outflow += value;
            else inflow += value;
          }
          if (!entry.symbol) continue;
          const state = symbolOf(entry);
          const quantity = entry.quantity;
          if ((entry.type === 'buy' || entry.type === 'sell') && quantity) {
            shares(entry.accountId, entry, (q) =>
              entry.type === 'buy' ? q.plus(quantity) : q.minus(quantity),
            );
            tradedAt(state, day, entry.price);
          } else if (entry.type === 'receive-shares' && quantity) {
            shares(entry.accountId, entry, (q) => q.plus(quantity));
            advance(state, day - 1);
            if (state.price === null) state.price = entry.price?.toNumber() ?? null;
            moved.push([state, quantity.toNumber()]);
          } else if (entry.type === 'transfer-shares' && quantity) {
            shares(entry.accountId, entry, (q) => q.minus(quantity));
            shares(entry.toAccountId, entry, (q) => q.plus(quantity));
            if (scope.account !== undefined) {
              const sign = entry.accountId === scope.account ? -1 : 1;
              moved.push([state, sign * quantity.toNumber()]);
            }
          } else if (entry.type === 'split' && entry.ratio) {
            const { from, to } = entry.ratio;
            for (const position of held.values()) {
              if (position.symbol !== state) continue;
              position.quantity = position.quantity.times(to).dividedBy(from).toDecimalPlaces(6);
              position.shares = position.quantity.toNumber();
            }
            advance(state, day - 1);
            if (state.price !== null && !closedOn(state, day)) {
              state.price = (state.price * from) / to;
            }
          }
        }
        for (const implied of date ? cash.endOfDay(date) : []) {
          if (counts(implied.accountId)) {
            inflow += implied.amount.toNumber() * rate(implied.currency);
          }
        }
        let value = 0;
        for (const state of symbols.values()) advance(state, day);
        for (const position of held.values()) {
          const { price, currency } = position.symbol;
          if (position.shares !== 0 && price !== null) {
            value += position.shares * price * rate(currency);
          }
        }
        for (const balance of cash.balances) {
          if (!counts(balance.accountId) || balance.amount.isZero()) continue;
          value += balance.amount.toNumber() * rate(balance.currency);
        }
        for (const [state, quantity] of moved) {
          const worth = Math.abs(quantity) * (state.price ?? 0) * rate(state.currency);
          if (quantity > 0) inflow += worth;
          else outflow += worth;
        }
        out.value.push(value);
        out.inflow.push(inflow);
        out.outflow.push(outflow);
      }
    },
  };
}

export function dailySeries(
  ledger: readonly LedgerEntry[],
  closes: ReadonlyMap<string, CloseSeries>,
  scope?: SeriesScope,
): DailySeries {
  const builder = dailySeriesBuilder(ledger, closes, scope);
  builder.step(Infinity);
  return builder.series;
}

/**
 * A trade values the symbol at its own price on a day without a close, and from then until the
 * next close (before the first stored close, the last trade's price values it).
 */
function tradedAt(state: SymbolState, day: number, price: Decimal | null) {
  advance(state, day - 1);
  if (price && !closedOn(state, day)) state.price = price.toNumber();
}

/** Moves the symbol's price to its last close on or before `day`. */
function advance(state: SymbolState, day: number) {
  const series = state.closes;
  if (!series) return;
  while (state.next < series.days.length && (series.days[state.next] ?? Infinity) <= day) {
    state.price = series.closes[state.next] ?? state.price;
    state.next++;
  }
}

/** Whether a stored close exists for the symbol on `day` (it is then already post-split). */
function closedOn(state: SymbolState, day: number): boolean {
  const series = state.closes;
  if (!series) return false;
  // Closes before today were consumed (advance to the day before): the next is today's if any.
  return series.days[state.next] === day;
}
