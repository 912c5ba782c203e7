import type { Decimal } from 'decimal.js';
import { canonical, decimal } from '#shared/platform/money.ts';
import {
  CORPORATE_ACTION_SUGGESTIONS_MAX,
  type CorporateActionSuggestion,
  type CorporateActionSuggestions,
} from '#shared/portfolio/portfolio-corporate-actions.ts';
import { groupBySymbol } from './group-by-symbol.ts';
import { recordedDividends } from './recorded-dividends.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { sharesHeldAtStartOf } from './shares-held.ts';
import { splitRatio } from './split-ratio.ts';

// Dividends and splits the history provider reports, dated while shares were held and not yet
// in the ledger (docs/decisions/031). Pure, so it runs in the portfolio pool's threads.

/** A day's dividend and split as the market-data layer stores them (decimal strings). */
export interface ReportedAction {
  date: string;
  dividend: string | null;
  splitFactor: string | null;
}

/** At least 2 places (cash), at most 6 (the ledger's NUMERIC scale; rounded before). */
const cashText = (value: Decimal) => value.toFixed(Math.max(2, value.decimalPlaces()));

/** One symbol's suggestions from its ledger entries and the provider's actions. */
export function suggestionsFor(
  symbol: string,
  entries: readonly LedgerEntry[],
  actions: readonly ReportedAction[],
): CorporateActionSuggestion[] {
  const splits = new Set(entries.filter((e) => e.type === 'split').map((e) => e.date));
  const dividends = recordedDividends(entries);
  const held = sharesHeldAtStartOf(
    entries,
    actions.map((action) => action.date),
  );
  const suggestions: CorporateActionSuggestion[] = [];
  // In ex-date order: a recorded dividend answers for the earliest payment it fits.
  for (const action of [...actions].sort((a, b) => a.date.localeCompare(b.date))) {
    const shares = held.get(action.date);
    if (!shares || !shares.greaterThan(0)) continue;
    const common = { symbol, date: action.date, shares: canonical(shares) };
    if (action.splitFactor !== null && !splits.has(action.date)) {
      const ratio = splitRatio(action.splitFactor);
      if (ratio)
        suggestions.push({ ...common, type: 'split', perShare: null, amount: null, ratio });
    }
    if (action.dividend !== null) {
      const perShare = decimal(action.dividend);
      const amount = perShare.times(shares).toDecimalPlaces(6);
      // Less than the ledger's smallest amount (0.000001) is nothing to record.
      if (!amount.greaterThan(0) || dividends.take(action.date, amount)) continue;
      suggestions.push({
        ...common,
        type: 'dividend',
        perShare: canonical(perShare),
        amount: cashText(amount),
        ratio: null,
      });
    }
  }
  return suggestions;
}

/** Newest first; on one date, by symbol, a split before a dividend (as the ledger books them). */
const newestFirst = (a: CorporateActionSuggestion, b: CorporateActionSuggestion) =>
  b.date.localeCompare(a.date) || a.symbol.localeCompare(b.symbol) || b.type.localeCompare(a.type);

/** Every held symbol's suggestions, newest first, at most CORPORATE_ACTION_SUGGESTIONS_MAX. */
export function suggestionsOf(
  entries: readonly LedgerEntry[],
  actions: ReadonlyMap<string, readonly ReportedAction[]>,
): CorporateActionSuggestions {
  const suggestions: CorporateActionSuggestion[] = [];
  for (const [symbol, group] of groupBySymbol(entries)) {
    const reported = actions.get(symbol);
    if (reported) suggestions.push(...suggestionsFor(symbol, group, reported));
  }
  return {
    suggestions: suggestions.sort(newestFirst).slice(0, CORPORATE_ACTION_SUGGESTIONS_MAX),
  };
}
