import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { dayOf } from './days.ts';
import { ledgerOrder, tradeCash, type LedgerEntry } from './ledger-entry.ts';

// The portfolio's day-by-day value and cash flows (docs/portfolio-maths.md): V_t = Σ shares held
// after day t's transactions × that day's close (the last known close, or the trade price
// before any close is stored). In_t: buys with fees and fee transactions; Out_t: sells net of
// fees and dividends. Money in the ledger is exact; the series are doubles, because the stored
// closes they multiply are doubles (display values, decision 027).

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

interface SymbolState {
  quantity: Decimal;
  shares: number;
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

/**
 * Builds the series a slice of days at a time, so a caller can let other work run between
 * slices (750,000 closes take longer than one turn of the event loop should; decision 027).
 */
export function dailySeriesBuilder(
  ledger: readonly LedgerEntry[],
  closes: ReadonlyMap<string, CloseSeries>,
) {
  const entries = [...ledger].sort(ledgerOrder);
  const days = calendar(entries, closes);
  const entryDays = entries.map((entry) => dayOf(entry.date));
  const states = new Map<string, SymbolState>();
  const out: DailySeries = { days, value: [], inflow: [], outflow: [] };
  let cursor = 0;
  let next = 0;
  return {
    series: out,
    done: () => next >= days.length,
    /** Computes up to `count` more days. */
    step(count: number) {
      const stop = Math.min(days.length, next + count);
      for (; next < stop; next++) {
        const day = days[next] ?? 0;
        let inflow: Decimal | null = null;
        let outflow: Decimal | null = null;
        for (; cursor < entries.length; cursor++) {
          const entry = entries[cursor];
          if (!entry || entryDays[cursor] !== day) break;
          const state = stateOf(states, closes, entry.symbol);
          const cash = tradeCash(entry);
          if (entry.type === 'buy' && entry.quantity && cash) {
            state.quantity = state.quantity.plus(entry.quantity);
            inflow = inflow ? inflow.plus(cash) : cash;
            state.price ??= entry.price?.toNumber() ?? null;
          } else if (entry.type === 'sell' && entry.quantity && cash) {
            state.quantity = state.quantity.minus(entry.quantity);
            outflow = outflow ? outflow.plus(cash) : cash;
          } else if (entry.type === 'dividend' && entry.amount) {
            outflow = outflow ? outflow.plus(entry.amount) : entry.amount;
          } else if (entry.type === 'fee' && entry.amount) {
            inflow = inflow ? inflow.plus(entry.amount) : entry.amount;
          } else if (entry.type === 'split' && entry.ratio) {
            state.quantity = state.quantity.times(entry.ratio.to).dividedBy(entry.ratio.from);
            if (state.price !== null && !closedOn(state, day)) {
              state.price = (state.price * entry.ratio.from) / entry.ratio.to;
            }
          }
          state.shares = state.quantity.toNumber();
        }
        let value = 0;
        for (const state of states.values()) {
          advance(state, day);
          if (state.shares !== 0 && state.price !== null) value += state.shares * state.price;
        }
        out.value.push(value);
        out.inflow.push(inflow ? inflow.toNumber() : 0);
        out.outflow.push(outflow ? outflow.toNumber() : 0);
      }
    },
  };
}

export function dailySeries(
  ledger: readonly LedgerEntry[],
  closes: ReadonlyMap<string, CloseSeries>,
): DailySeries {
  const builder = dailySeriesBuilder(ledger, closes);
  builder.step(Infinity);
  return builder.series;
}

function stateOf(
  states: Map<string, SymbolState>,
  closes: ReadonlyMap<string, CloseSeries>,
  symbol: string,
): SymbolState {
  let state = states.get(symbol);
  if (!state) {
    state = { quantity: decimal(0), shares: 0, price: null, closes: closes.get(symbol), next: 0 };
    states.set(symbol, state);
  }
  return state;
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
  const at = state.next < series.days.length ? series.days[state.next] : undefined;
  return at === day;
}
