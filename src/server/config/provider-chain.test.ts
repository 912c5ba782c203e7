import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

// docs/decisions/023: a provider per capability. MARKET_DATA_PROVIDER serves quotes and the
// rest; HISTORY_PROVIDER and INTRADAY_PROVIDER may name another, whose registry entry must
// declare the capability.

function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
}

const finnhub = { MARKET_DATA_PROVIDER: 'finnhub', FINNHUB_API_KEY: 'f-key' };

describe('the provider of each capability', () => {
  it('takes history from MARKET_DATA_PROVIDER when nothing else is named', () => {
    expect(loadConfig(finnhub).historyProviders).toEqual({});
    expect(loadConfig({ ...finnhub, HISTORY_PROVIDER: 'finnhub' }).historyProviders).toEqual({});
  });

  it('takes daily bars from Tiingo, on the Starter plan unless another is declared', () => {
    const config = loadConfig({ ...finnhub, HISTORY_PROVIDER: 'tiingo', TIINGO_API_KEY: 't-key' });
    expect(config.marketData.provider).toBe('finnhub');
    expect(config.historyProviders).toEqual({
      dailyHistory: {
        provider: 'tiingo',
        apiKey: 't-key',
        baseUrl: 'https://api.tiingo.com',
        plan: 'starter',
      },
    });
  });

  it('asks for the key of the provider a capability was given to, naming the setting', () => {
    expect(issuesOf({ ...finnhub, HISTORY_PROVIDER: 'tiingo' })).toEqual([
      'TIINGO_API_KEY: required when HISTORY_PROVIDER=tiingo',
    ]);
  });

  it('refuses Tiingo as MARKET_DATA_PROVIDER: it serves no quotes, search, profiles or news', () => {
    const issues = issuesOf({ MARKET_DATA_PROVIDER: 'tiingo', TIINGO_API_KEY: 't-key' });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(
      /^MARKET_DATA_PROVIDER: tiingo does not serve quotes, search, profile, news/,
    );
  });

  it('refuses intraday bars from a plan whose terms forbid storing them, and takes them on Power', () => {
    const env = { ...finnhub, INTRADAY_PROVIDER: 'tiingo', TIINGO_API_KEY: 't-key' };
    expect(issuesOf(env)[0]).toMatch(/^INTRADAY_PROVIDER: tiingo's plan may not store rows/);
    const config = loadConfig({ ...env, HISTORY_PROVIDER: 'tiingo', TIINGO_PLAN: 'power' });
    expect(config.historyProviders.intraday).toMatchObject({ provider: 'tiingo', plan: 'power' });
    expect(config.historyProviders.dailyHistory).toMatchObject({ provider: 'tiingo' });
  });

  it('names the variable of an unknown provider or plan', () => {
    expect(issuesOf({ HISTORY_PROVIDER: 'yahoo' })[0]).toMatch(/^HISTORY_PROVIDER: /);
    expect(issuesOf({ TIINGO_PLAN: 'gold' })).toEqual([
      'TIINGO_PLAN: must be one of starter, power, commercial',
    ]);
  });
  it('takes exchange rates from the simulation beside simulated prices and from the ECB beside a real market', () => {
    expect(loadConfig({}).fxProvider).toEqual({ provider: 'simulated', alwaysOpen: false });
    expect(loadConfig(finnhub).fxProvider).toEqual({
      provider: 'ecb',
      baseUrl: 'https://www.ecb.europa.eu/stats/eurofxref',
    });
    expect(
      loadConfig({ FX_PROVIDER: 'ecb', ECB_BASE_URL: 'http://127.0.0.1:9/x/' }).fxProvider,
    ).toEqual({
      provider: 'ecb',
      baseUrl: 'http://127.0.0.1:9/x',
    });
    expect(loadConfig({ ...finnhub, FX_PROVIDER: 'simulated' }).fxProvider).toEqual({
      provider: 'simulated',
      alwaysOpen: false,
    });
  });

  it('refuses an FX_PROVIDER without exchange rates, and the ECB anywhere else', () => {
    expect(issuesOf({ ...finnhub, FX_PROVIDER: 'finnhub' })).toEqual([
      'FX_PROVIDER: finnhub does not serve fx',
    ]);
    expect(issuesOf({ HISTORY_PROVIDER: 'ecb' })).toEqual([
      'HISTORY_PROVIDER: ecb does not serve daily-history',
    ]);
    expect(issuesOf({ MARKET_DATA_PROVIDER: 'ecb' })[0]).toMatch(
      /^MARKET_DATA_PROVIDER: ecb does not serve quotes, search, profile, news/,
    );
  });
});
