import { readFileSync } from 'node:fs';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  MARKET_DATA_PROVIDER_NAMES,
  type MarketDataProviderName,
} from '#shared/market-data/market-data-providers.ts';
import type { Capability, MarketDataProvider, ProviderInstance } from '../provider.ts';
import {
  createRegisteredProvider,
  PROVIDER_REGISTRY,
  readProviderSettings,
  storageOf,
} from './registry.ts';

// docs/decisions/019: the registry is the one list of providers; these tests keep each entry
// honest about its name, what it can do, its limits and the variables it reads.

/** The interface member that answers each capability; null: no provider method yet. */
const MEMBER_OF: Record<Capability, keyof MarketDataProvider | null> = {
  quotes: 'quote',
  search: 'search',
  profile: 'profile',
  news: 'news',
  'company-news': 'companyNews',
  'daily-history': 'dailyBars',
  intraday: 'intradayBars',
  'trade-stream': 'tradeStream',
  'symbol-list': 'symbols',
  fx: 'fxRates',
  fundamentals: 'fundamentals',
  dividends: 'dividends',
};

// Enough for every entry to build an instance; nothing is called, so nothing connects.
const env = {
  FINNHUB_API_KEY: 'registry-test-key',
  FINNHUB_BASE_URL: 'http://127.0.0.1:9/api/v1',
  FINNHUB_WS_URL: 'ws://127.0.0.1:9',
  TIINGO_API_KEY: 'registry-test-key',
  TIINGO_BASE_URL: 'http://127.0.0.1:9',
};

function settingsOf(name: MarketDataProviderName, source: Record<string, string> = env) {
  const settings = readProviderSettings(name, source, `HISTORY_PROVIDER=${name}`);
  if (!settings.ok) throw new Error(settings.issues.join('\n'));
  return settings.settings;
}

function instanceOf(name: MarketDataProviderName): ProviderInstance {
  return createRegisteredProvider(settingsOf(name), pino({ level: 'silent' }));
}

describe('the market-data provider registry', () => {
  it('files every provider of the shared list under its own name, in the same order', () => {
    expect(Object.keys(PROVIDER_REGISTRY)).toEqual(MARKET_DATA_PROVIDER_NAMES);
    for (const name of MARKET_DATA_PROVIDER_NAMES) expect(PROVIDER_REGISTRY[name].name).toBe(name);
  });

  it.each(MARKET_DATA_PROVIDER_NAMES)(
    'builds %s instances that carry its name and declared limits and implement each declared capability',
    async (name) => {
      const entry = PROVIDER_REGISTRY[name];
      const provider = instanceOf(name);
      try {
        expect(provider.name).toBe(name);
        expect(provider.limits).toEqual(entry.limits);
        expect(provider.historyStorage ?? 'database').toBe(storageOf(settingsOf(name)));
        for (const capability of entry.capabilities) {
          const member = MEMBER_OF[capability];
          expect(member, `${name} declares ${capability}`).not.toBeNull();
          if (member) expect(provider[member], `${name}.${member}`).toBeDefined();
        }
      } finally {
        await provider.close();
      }
    },
  );

  it('declares the simulated provider offline and Finnhub with its free plan of 30/s and 60/min', () => {
    expect(PROVIDER_REGISTRY.simulated.limits).toBe('offline');
    expect(PROVIDER_REGISTRY.finnhub.limits).toEqual({ perSecond: 30, perMinute: 60 });
  });

  it('declares Tiingo history-only, on Starter limited per hour and day and kept in memory unless the plan allows storage', async () => {
    expect(PROVIDER_REGISTRY.tiingo.capabilities).toEqual(['daily-history', 'intraday']);
    expect(PROVIDER_REGISTRY.tiingo.limits).toEqual({ perHour: 50, perDay: 1_000 });
    expect(storageOf(settingsOf('tiingo'))).toBe('memory');
    const power = settingsOf('tiingo', { ...env, TIINGO_PLAN: 'power' });
    expect(storageOf(power)).toBe('database');
    const instance = createRegisteredProvider(power, pino({ level: 'silent' }));
    expect(instance.limits).toEqual({ perHour: 10_000, perDay: 100_000 });
    expect(instance.historyStorage).toBe('database');
    // One budget per key, whichever process holds it; the key itself is not in its name.
    expect(instance.budgetKey).toMatch(/^tiingo:[0-9a-f]{16}$/);
    expect(instance.budgetKey).not.toContain(env.TIINGO_API_KEY);
    await instance.close();
  });

  it('documents every provider and every variable it reads in the README table and .env.example', () => {
    const tableRows = readFileSync('README.md', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const example = readFileSync('.env.example', 'utf8');
    const variables = Object.values(PROVIDER_REGISTRY).flatMap((entry) =>
      Object.keys(entry.envSchema.shape),
    );
    expect(variables).toContain('FINNHUB_API_KEY');
    for (const variable of variables) {
      expect(
        tableRows.filter((row) => row.includes(`\`${variable}\``)),
        variable,
      ).toHaveLength(1);
      expect(example, variable).toMatch(new RegExp(`^${variable}=`, 'm'));
    }
    const providerRow = tableRows.find((row) => row.startsWith('| `MARKET_DATA_PROVIDER`'));
    const exampleNote = example
      .split('\n')
      .find((_, i, lines) => lines[i + 1] === 'MARKET_DATA_PROVIDER=');
    for (const name of MARKET_DATA_PROVIDER_NAMES) {
      expect(providerRow).toContain(`\`${name}\``);
      expect(exampleNote).toContain(name);
    }
  });
});
