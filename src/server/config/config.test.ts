import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config.ts';

function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
}

const OPERATOR_TOKEN = 'an-operator-secret-of-at-least-32-chars';

describe('loadConfig', () => {
  it('runs with no configuration at all: port 3000, embedded database, simulated data', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      baseUrl: 'http://localhost:3000',
      marketData: { provider: 'simulated' },
      mail: { smtpUrl: undefined, outbox: true },
    });
  });

  it('opens the simulated market around the clock only when asked, and only the simulated one', () => {
    expect(loadConfig({}).marketAlwaysOpen).toBe(false);
    expect(loadConfig({ SIMULATED_MARKET_ALWAYS_OPEN: '1' }).marketAlwaysOpen).toBe(true);
    expect(loadConfig({ SIMULATED_MARKET_ALWAYS_OPEN: 'false' }).marketAlwaysOpen).toBe(false);
    const finnhub = { MARKET_DATA_PROVIDER: 'finnhub', FINNHUB_API_KEY: 'k' };
    expect(loadConfig({ ...finnhub, SIMULATED_MARKET_ALWAYS_OPEN: '1' }).marketAlwaysOpen).toBe(
      false,
    );
    expect(issuesOf({ SIMULATED_MARKET_ALWAYS_OPEN: 'yes' })).toEqual([
      expect.stringMatching(/^SIMULATED_MARKET_ALWAYS_OPEN: /),
    ]);
  });

  it('treats empty variables as unset, as .env files write them', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names the variable when a value is invalid', () => {
    expect(issuesOf({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(issuesOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      expect.stringMatching(/^DATABASE_URL: must be a postgres/),
    ]);
    expect(issuesOf({ MARKET_DATA_PROVIDER: 'yahoo' })).toEqual([
      expect.stringMatching(/^MARKET_DATA_PROVIDER: /),
    ]);
  });

  it('reports every invalid variable at once', () => {
    expect(issuesOf({ PORT: '-1', LOG_LEVEL: 'loud', AUTH_SECRET: 'short' })).toHaveLength(3);
  });

  it('requires a key for the finnhub provider and never invents one', () => {
    expect(issuesOf({ MARKET_DATA_PROVIDER: 'finnhub' })).toEqual([
      'FINNHUB_API_KEY: required when MARKET_DATA_PROVIDER=finnhub',
    ]);
    const config = loadConfig({
      MARKET_DATA_PROVIDER: 'finnhub',
      FINNHUB_API_KEY: 'k',
      FINNHUB_BASE_URL: 'http://127.0.0.1:9999/api/v1/',
    });
    expect(config.marketData).toEqual({
      provider: 'finnhub',
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9999/api/v1',
      wsUrl: 'wss://ws.finnhub.io',
    });
  });

  it("checks a provider's own variables even while another provider is selected", () => {
    expect(issuesOf({ FINNHUB_WS_URL: 'https://ws.example' })).toEqual([
      'FINNHUB_WS_URL: must be a ws:// or wss:// URL',
    ]);
    expect(issuesOf({ PORT: 'eighty', FINNHUB_BASE_URL: 'ftp://x' })).toEqual([
      expect.stringMatching(/^PORT: /),
      expect.stringMatching(/^FINNHUB_BASE_URL: /),
    ]);
  });

  it('in production needs BASE_URL and turns the local mailbox off unless asked', () => {
    expect(issuesOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example' })).toEqual([
      expect.stringMatching(/^BASE_URL: /),
    ]);
    const production = { NODE_ENV: 'production', BASE_URL: 'https://deck.example' };
    const withSmtp = { ...production, SMTP_URL: 'smtp://mail.example' };
    expect(loadConfig(withSmtp).mail.outbox).toBe(false);
    expect(
      loadConfig({ ...production, MAIL_OUTBOX: '1', MAILBOX_TOKEN: OPERATOR_TOKEN }).mail.outbox,
    ).toBe(true);
    expect(loadConfig(withSmtp).host).toBe('0.0.0.0');
  });

  it('refuses to start in production without SMTP_URL, and never offers the outbox instead', () => {
    const production = { NODE_ENV: 'production', BASE_URL: 'https://deck.example' };
    const refusal = [expect.stringMatching(/^SMTP_URL: required when NODE_ENV=production/)];
    expect(issuesOf(production)).toEqual(refusal);
    expect(issuesOf({ ...production, MAIL_OUTBOX: '0' })).toEqual(refusal);
    expect(issuesOf({ ...production, MAIL_OUTBOX: '' })).toEqual(refusal);
    expect(() => loadConfig(production)).toThrow(/SMTP_URL.*nobody can sign up/);
    // The old message sent operators to MAIL_OUTBOX=1: a mailbox anyone could read.
    expect(issuesOf(production).join('\n')).not.toMatch(/MAIL_OUTBOX|mailbox/i);
    // Development and tests keep working without any mail server.
    expect(issuesOf({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('keeps an outbox in production only behind an operator secret (MAILBOX_TOKEN)', () => {
    const production = { NODE_ENV: 'production', BASE_URL: 'https://deck.example' };
    expect(issuesOf({ ...production, MAIL_OUTBOX: '1' })).toEqual([
      expect.stringMatching(/^MAILBOX_TOKEN: required with MAIL_OUTBOX=1 in production/),
    ]);
    expect(issuesOf({ ...production, MAIL_OUTBOX: '1', MAILBOX_TOKEN: 'short' })).toEqual([
      'MAILBOX_TOKEN: must be at least 32 characters',
    ]);
    expect(
      loadConfig({ ...production, MAIL_OUTBOX: '1', MAILBOX_TOKEN: OPERATOR_TOKEN }).mail,
    ).toMatchObject({ smtpUrl: undefined, outbox: true, mailboxToken: OPERATOR_TOKEN });
    // Locally the mailbox stays open with no setting at all.
    expect(loadConfig({}).mail).toMatchObject({ outbox: true, mailboxToken: undefined });
  });

  it('warns when a shared database meets a generated AUTH_SECRET, and only then', () => {
    const databaseUrl = 'postgres://app@db.internal/tickerdeck';
    expect(configWarnings(loadConfig({ DATABASE_URL: databaseUrl }))).toEqual([
      expect.stringMatching(/^AUTH_SECRET is not set.*DATABASE_URL.*same AUTH_SECRET/),
    ]);
    const secret = 'a-secret-that-is-at-least-32-characters';
    expect(configWarnings(loadConfig({ DATABASE_URL: databaseUrl, AUTH_SECRET: secret }))).toEqual(
      [],
    );
    // The embedded database belongs to one data directory, so one generated secret is right.
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('sends mail over SMTP instead of the outbox when SMTP_URL is set', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_OUTBOX: '1' });
    expect(config.mail).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:2525', outbox: false });
  });

  it('has the SPEC password policy by default: at least 6 characters, nothing else', () => {
    expect(loadConfig({}).passwordPolicy).toEqual({
      minLength: 6,
      maxLength: null,
      requireLowercase: false,
      requireUppercase: false,
      requireNumeric: false,
      requireNonAlphanumeric: false,
    });
  });

  it('reads a stricter password policy and rejects a maximum below the minimum', () => {
    const config = loadConfig({
      PASSWORD_MIN_LENGTH: '12',
      PASSWORD_MAX_LENGTH: '64',
      PASSWORD_REQUIRE_UPPERCASE: '1',
      PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'true',
    });
    expect(config.passwordPolicy).toMatchObject({
      minLength: 12,
      maxLength: 64,
      requireUppercase: true,
      requireNonAlphanumeric: true,
      requireLowercase: false,
    });
    expect(issuesOf({ PASSWORD_MIN_LENGTH: '5' })).toEqual([
      expect.stringMatching(/^PASSWORD_MIN_LENGTH: /),
    ]);
    expect(issuesOf({ PASSWORD_MIN_LENGTH: '20', PASSWORD_MAX_LENGTH: '10' })).toEqual([
      expect.stringMatching(/^PASSWORD_MAX_LENGTH: /),
    ]);
  });

  it('trusts no proxy by default and only listed proxy addresses when configured', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, ::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(issuesOf({ TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^TRUST_PROXY/)]);
  });
  it('keeps /metrics loopback-only unless METRICS_TOKEN is set, and refuses a short token', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-scrape-token-123' }).metricsToken).toBe(
      'a-long-scrape-token-123',
    );
    expect(issuesOf({ METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
  });

  it('caps open connections per address at 64 unless MAX_CONNECTIONS_PER_ADDRESS says otherwise', () => {
    expect(loadConfig({}).maxConnectionsPerAddress).toBe(64);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '500' }).maxConnectionsPerAddress).toBe(500);
    expect(issuesOf({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toEqual([
      expect.stringMatching(/^MAX_CONNECTIONS_PER_ADDRESS: /),
    ]);
    expect(issuesOf({ MAX_CONNECTIONS_PER_ADDRESS: 'many' })).toEqual([
      expect.stringMatching(/^MAX_CONNECTIONS_PER_ADDRESS: /),
    ]);
  });
});
