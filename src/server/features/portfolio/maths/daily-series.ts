import type { Decimal } from 'decimal.js';
import { decimal } from '../../../../shared/money.ts';
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

/** Days from the first transaction on with any close or transaction, in order. */
function calendar(entries: readonly LedgerEntry[], closes: ReadonlyMap<string, CloseSeries>) {
  const first = entries[0] ? dayOf(entries[0].date) : Infinity;
  const days = new Set<number>();
  for (const entry of entries) days.add(dayOf(entry.date));
  for (const series of closes.values()) {
    for (const day of series.days) if (day >= first) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

export function dailySeries(
  ledger: readonly LedgerEntry[],
  closes: ReadonlyMap<string, CloseSeries>,
): DailySeries {
  const entries = [...ledger].sort(ledgerOrder);
  const days = calendar(entries, closes);
  const states = new Map<string, SymbolState>();
  const out: DailySeries = { days, value: [], inflow: [], outflow: [] };
  let cursor = 0;
  for (const day of days) {
    let inflow = decimal(0);
    let outflow = decimal(0);
    for (; cursor < entries.length; cursor++) {
      const entry = entries[cursor];
      if (!entry || dayOf(entry.date) !== day) break;
      const state = stateOf(states, closes, entry.symbol);
      const cash = tradeCash(entry);
      if (entry.type === 'buy' && entry.quantity && cash) {
        state.quantity = state.quantity.plus(entry.quantity);
        inflow = inflow.plus(cash);
        state.price ??= entry.price?.toNumber() ?? null;
      } else if (entry.type === 'sell' && entry.quantity && cash) {
        state.quantity = state.quantity.minus(entry.quantity);
        outflow = outflow.plus(cash);
      } else if (entry.type === 'dividend' && entry.amount) outflow = outflow.plus(entry.amount);
      else if (entry.type === 'fee' && entry.amount) inflow = inflow.plus(entry.amount);
      else if (entry.type === 'split' && entry.ratio) {
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
    out.inflow.push(inflow.toNumber());
    out.outflow.push(outflow.toNumber());
  }
  return out;
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
