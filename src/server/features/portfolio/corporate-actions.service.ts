import type { Decimal } from 'decimal.js';
import { canonical, decimal } from '../../../shared/money.ts';
import {
  CORPORATE_ACTION_SUGGESTIONS_MAX,
  type CorporateActionSuggestion,
  type CorporateActionSuggestions,
} from '../../../shared/portfolio-corporate-actions.ts';
import type { Db } from '../../db/database.ts';
import { ledgerRows, toLedgerEntry } from './ledger.repo.ts';
import { groupBySymbol } from './maths/group-by-symbol.ts';
import type { LedgerEntry } from './maths/ledger-entry.ts';
import { sharesHeldAtStartOf } from './maths/shares-held.ts';
import { splitRatio } from './maths/split-ratio.ts';

// Dividends and splits the history provider reports for the symbols the user has held, dated
// while shares were held and not yet in the ledger: suggestions the user adds with a click,
// never written here (docs/decisions/031).

/** A day's dividend and split as the market-data layer stores them (decimal strings). */
export interface ReportedAction {
  date: string;
  dividend: string | null;
  splitFactor: string | null;
}

export interface CorporateActionsDeps {
  db: Db;
  /** The provider's actions of a symbol, read with the user's upstream access (app.ts). */
  reportedActions(symbol: string, userId: string): Promise<readonly ReportedAction[]>;
  log: { warn(obj: object, msg: string): void };
}

/** Symbols asked of market data at once: a first look may backfill each one's history. */
const CONCURRENT_SYMBOLS = 4;

/** At least 2 places (cash), at most 6 (the ledger's NUMERIC scale; rounded before). */
const cashText = (value: Decimal) => value.toFixed(Math.max(2, value.decimalPlaces()));

/** One symbol's suggestions from its ledger entries and the provider's actions. */
export function suggestionsFor(
  symbol: string,
  entries: readonly LedgerEntry[],
  actions: readonly ReportedAction[],
): CorporateActionSuggestion[] {
  const recorded = new Set(
    entries
      .filter((e) => e.type === 'dividend' || e.type === 'split')
      .map((e) => `${e.type}|${e.date}`),
  );
  const held = sharesHeldAtStartOf(
    entries,
    actions.map((action) => action.date),
  );
  const suggestions: CorporateActionSuggestion[] = [];
  for (const action of actions) {
    const shares = held.get(action.date);
    if (!shares || !shares.greaterThan(0)) continue;
    const common = { symbol, date: action.date, shares: canonical(shares) };
    if (action.splitFactor !== null && !recorded.has(`split|${action.date}`)) {
      const ratio = splitRatio(action.splitFactor);
      if (ratio)
        suggestions.push({ ...common, type: 'split', perShare: null, amount: null, ratio });
    }
    if (action.dividend !== null && !recorded.has(`dividend|${action.date}`)) {
      const perShare = decimal(action.dividend);
      const amount = perShare.times(shares).toDecimalPlaces(6);
      // Less than the ledger's smallest amount (0.000001) is nothing to record.
      if (!amount.greaterThan(0)) continue;
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

export function createCorporateActionsService(deps: CorporateActionsDeps) {
  async function actionsOf(symbol: string, userId: string) {
    try {
      return await deps.reportedActions(symbol, userId);
    } catch (error) {
      deps.log.warn({ err: error, symbol }, 'corporate actions unavailable; symbol left out');
      return null;
    }
  }

  return {
    async suggestions(userId: string): Promise<CorporateActionSuggestions> {
      const bySymbol = groupBySymbol((await ledgerRows(deps.db, userId)).map(toLedgerEntry));
      const held = [...bySymbol].filter(([, entries]) => entries.some((e) => e.type === 'buy'));
      const suggestions: CorporateActionSuggestion[] = [];
      for (let i = 0; i < held.length; i += CONCURRENT_SYMBOLS) {
        const batch = held.slice(i, i + CONCURRENT_SYMBOLS);
        const found = await Promise.all(
          batch.map(async ([symbol, entries]) => {
            const actions = await actionsOf(symbol, userId);
            return actions ? suggestionsFor(symbol, entries, actions) : [];
          }),
        );
        suggestions.push(...found.flat());
      }
      return {
        suggestions: suggestions.sort(newestFirst).slice(0, CORPORATE_ACTION_SUGGESTIONS_MAX),
      };
    },
  };
}

export type CorporateActionsService = ReturnType<typeof createCorporateActionsService>;
