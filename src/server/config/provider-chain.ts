import {
  servesSimulatedData,
  type MarketDataProviderName,
} from '#shared/market-data/market-data-providers.ts';
import type { Capability } from '../market-data/provider.ts';
import {
  declares,
  PRIMARY_CAPABILITIES,
  readProviderSettings,
  storageOf,
  type MarketDataSettings,
} from '../market-data/providers/registry.ts';
import type { EnvSource } from './env-values.ts';

// Which provider answers each capability (docs/decisions/023): MARKET_DATA_PROVIDER for
// quotes, search, profiles, news and the trade stream; HISTORY_PROVIDER for daily bars and
// INTRADAY_PROVIDER for intraday bars, each defaulting to MARKET_DATA_PROVIDER; FX_PROVIDER for
// exchange rates, defaulting to the simulated ones beside simulated prices and to the ECB's
// beside a real market (docs/decisions/083). A choice whose registry entry does not declare
// the capability is refused, naming the variable.

export interface HistoryProviderSettings {
  /** Absent: MARKET_DATA_PROVIDER serves daily bars (or, without them, we record our own). */
  dailyHistory?: MarketDataSettings;
  /** Absent: MARKET_DATA_PROVIDER serves intraday bars. */
  intraday?: MarketDataSettings;
}

interface Choices {
  primary: MarketDataProviderName;
  dailyHistory: MarketDataProviderName | undefined;
  intraday: MarketDataProviderName | undefined;
  fx: MarketDataProviderName | undefined;
}

type ChainResult =
  | {
      ok: true;
      settings: {
        primary: MarketDataSettings;
        history: HistoryProviderSettings;
        /** Exchange rates: simulated or ecb. */
        fx: MarketDataSettings;
      };
    }
  | { ok: false; issues: string[] };

export function readProviderChain(source: EnvSource, choices: Choices): ChainResult {
  const issues: string[] = [];
  const missing = PRIMARY_CAPABILITIES.filter(
    (capability) => !declares(choices.primary, capability),
  );
  if (missing.length > 0) {
    issues.push(
      `MARKET_DATA_PROVIDER: ${choices.primary} does not serve ${missing.join(', ')}; ` +
        `choose a provider that does and name ${choices.primary} in HISTORY_PROVIDER instead`,
    );
  }
  const primary = readProviderSettings(
    choices.primary,
    source,
    `MARKET_DATA_PROVIDER=${choices.primary}`,
  );
  if (!primary.ok) issues.push(...primary.issues);

  const other = (
    variable: string,
    name: MarketDataProviderName | undefined,
    capability: Capability,
  ) => {
    if (name === undefined || name === choices.primary) return undefined;
    if (!declares(name, capability)) {
      issues.push(`${variable}: ${name} does not serve ${capability}`);
      return undefined;
    }
    const settings = readProviderSettings(name, source, `${variable}=${name}`);
    if (!settings.ok) issues.push(...settings.issues);
    return settings.ok ? settings.settings : undefined;
  };
  const dailyHistory = other('HISTORY_PROVIDER', choices.dailyHistory, 'daily-history');
  const intraday = other('INTRADAY_PROVIDER', choices.intraday, 'intraday');
  // Intraday bars are refreshed every few minutes and kept in PostgreSQL: a plan whose terms
  // forbid storing rows (Tiingo Starter, which also has only 50 calls an hour) cannot serve them.
  if (intraday && storageOf(intraday) === 'memory') {
    issues.push(
      `INTRADAY_PROVIDER: ${intraday.provider}'s plan may not store rows (and allows too few ` +
        'calls for intraday refreshes); declare a plan that allows storage (TIINGO_PLAN=power)',
    );
  }
  const fxName = choices.fx ?? (servesSimulatedData(choices.primary) ? 'simulated' : 'ecb');
  let fx: MarketDataSettings | undefined;
  if (!declares(fxName, 'fx')) {
    issues.push(`FX_PROVIDER: ${fxName} does not serve fx`);
  } else {
    const settings = readProviderSettings(fxName, source, `FX_PROVIDER=${fxName}`);
    if (settings.ok) fx = settings.settings;
    else issues.push(...settings.issues);
  }
  if (issues.length > 0 || !primary.ok || !fx) return { ok: false, issues };
  return {
    ok: true,
    settings: {
      primary: primary.settings,
      history: {
        ...(dailyHistory ? { dailyHistory } : {}),
        ...(intraday ? { intraday } : {}),
      },
      fx,
    },
  };
}
