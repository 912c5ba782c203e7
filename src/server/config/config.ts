import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_MARKET_DATA_PROVIDER,
  MARKET_DATA_PROVIDER_NAMES,
} from '#shared/market-data/market-data-providers.ts';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '#shared/accounts/password-policy.ts';
import type { MarketDataSettings } from '../market-data/providers/registry.ts';
import { providerEnvIssues } from '../market-data/providers/registry.ts';
import { readProviderChain, type HistoryProviderSettings } from './provider-chain.ts';
import { booleanFlag, issuesOf, optional, type EnvSource } from './env-values.ts';

// The shared schemas are zod/mini (docs/decisions/039); configuration keeps classic zod.
const providerName = z.enum(MARKET_DATA_PROVIDER_NAMES);

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
  .describe('PostgreSQL connection string');

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string().min(1)),
  DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(postgresUrl),
  BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  // Each provider's own variables (FINNHUB_*) are in its registry entry (docs/decisions/019).
  MARKET_DATA_PROVIDER: optional(providerName),
  // Per-capability providers (docs/decisions/023); unset: MARKET_DATA_PROVIDER's own.
  HISTORY_PROVIDER: optional(providerName),
  INTRADAY_PROVIDER: optional(providerName),
  // Exchange rates (docs/decisions/083); unset: simulated beside simulated prices, else ecb.
  FX_PROVIDER: optional(providerName),
  MARKET_CLIENT_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).max(1_000_000)),
  // Open connections one client address may hold (docs/decisions/068).
  MAX_CONNECTIONS_PER_ADDRESS: optional(z.coerce.number().int().min(1).max(1_000_000)),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)),
  MAIL_OUTBOX: optional(booleanFlag),
  // The operator's key to /dev/mailbox; production's outbox needs it (docs/decisions/067).
  MAILBOX_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')),
  // How long one mail job may run before another process takes it over (docs/decisions/032).
  MAIL_JOB_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(2).max(3600)),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  LOG_FORMAT: optional(z.enum(['pretty', 'json'])),
  PASSWORD_MIN_LENGTH: optional(z.coerce.number().int().min(6).max(4096)),
  PASSWORD_MAX_LENGTH: optional(z.coerce.number().int().min(6).max(4096)),
  PASSWORD_REQUIRE_LOWERCASE: optional(booleanFlag),
  PASSWORD_REQUIRE_UPPERCASE: optional(booleanFlag),
  PASSWORD_REQUIRE_NUMERIC: optional(booleanFlag),
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: optional(booleanFlag),
  TRUST_PROXY: optional(
    z
      .string()
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(
        z.array(
          z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
            error: 'must be a comma-separated list of proxy IP addresses or CIDR ranges',
          }),
        ),
      ),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the app runs its own embedded PostgreSQL in `${dataDir}/pg`. */
  databaseUrl: string | undefined;
  baseUrl: string;
  /** Unset: generated once and stored in the data directory (see secrets.ts). */
  authSecret: string | undefined;
  /**
   * MARKET_DATA_PROVIDER's name and settings (its registry entry reads them): quotes, search,
   * profiles, news, the trade stream, and history unless historyProviders names another.
   */
  marketData: MarketDataSettings;
  /** HISTORY_PROVIDER / INTRADAY_PROVIDER when they name a provider other than marketData's. */
  historyProviders: HistoryProviderSettings;
  /** FX_PROVIDER: who publishes the exchange rates (simulated or ecb). */
  fxProvider: MarketDataSettings;
  /**
   * SIMULATED_MARKET_ALWAYS_OPEN with the simulated provider: the market calendar says open at
   * every hour, so live prices move and alerts are evaluated on a weekend too.
   */
  marketAlwaysOpen: boolean;
  /** Cache misses (upstream-spending requests) per client per minute (decision 015). */
  marketClientLimitPerMinute: number;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    outbox: boolean;
    /**
     * Set: /dev/mailbox answers only `Authorization: Bearer <mailboxToken>`. Unset: only outside
     * production, where the mailbox is a local tool (docs/decisions/067).
     */
    mailboxToken: string | undefined;
    jobTimeoutSeconds: number;
  };
  logLevel: string;
  /** Unset: readable lines on a terminal, JSON otherwise (observability/logger.ts). */
  logFormat: 'pretty' | 'json' | undefined;
  passwordPolicy: PasswordPolicy;
  /**
   * Addresses of reverse proxies whose X-Forwarded-For we believe. Empty: the client IP is the
   * connection's peer address, and any forwarded header is ignored.
   */
  trustProxy: string[];
  /** Lets a scraper off this machine read /metrics (Authorization: Bearer …); loopback needs none. */
  metricsToken: string | undefined;
  /** Open connections per client address; a trusted proxy's are not capped (decision 068). */
  maxConnectionsPerAddress: number;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; every problem names the variable it comes from. */
export function loadConfig(source: EnvSource, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(source);
  const invalid = [...(parsed.success ? [] : issuesOf(parsed.error)), ...providerEnvIssues(source)];
  if (!parsed.success || invalid.length > 0) throw new ConfigError(invalid);
  const env = parsed.data;
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = env.PORT ?? 3000;
  const host = env.HOST ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');

  const chain = readProviderChain(source, {
    primary: env.MARKET_DATA_PROVIDER ?? DEFAULT_MARKET_DATA_PROVIDER,
    dailyHistory: env.HISTORY_PROVIDER,
    intraday: env.INTRADAY_PROVIDER,
    fx: env.FX_PROVIDER,
  });
  const issues = chain.ok ? [] : [...chain.issues];
  if (nodeEnv === 'production' && !env.BASE_URL) {
    issues.push('BASE_URL: required when NODE_ENV=production (links in e-mails and origin checks)');
  }
  // Without SMTP every verification mail waits in the outbox table, which production does not
  // show: nobody could ever verify an account. The outbox holds every reset
  // link, so in production it is readable only with an operator secret (docs/decisions/067), and the refusal no longer points at it.
  if (nodeEnv === 'production' && !env.SMTP_URL && env.MAIL_OUTBOX !== true) {
    issues.push(
      'SMTP_URL: required when NODE_ENV=production, or verification and reset mail is never ' +
        'delivered and nobody can sign up; set it to your mail server (smtp:// or smtps://)',
    );
  }
  if (
    nodeEnv === 'production' &&
    !env.SMTP_URL &&
    env.MAIL_OUTBOX === true &&
    env.MAILBOX_TOKEN === undefined
  ) {
    issues.push(
      'MAILBOX_TOKEN: required with MAIL_OUTBOX=1 in production, or anyone could read reset ' +
        'links at /dev/mailbox; set SMTP_URL instead, or a secret of at least 32 characters',
    );
  }
  if (
    env.PASSWORD_MIN_LENGTH !== undefined &&
    env.PASSWORD_MAX_LENGTH !== undefined &&
    env.PASSWORD_MAX_LENGTH < env.PASSWORD_MIN_LENGTH
  ) {
    issues.push('PASSWORD_MAX_LENGTH: must not be below PASSWORD_MIN_LENGTH');
  }
  if (issues.length > 0 || !chain.ok) throw new ConfigError(issues);

  return {
    env: nodeEnv,
    port,
    host,
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL,
    baseUrl: (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    authSecret: env.AUTH_SECRET,
    marketData: chain.settings.primary,
    historyProviders: chain.settings.history,
    fxProvider: chain.settings.fx,
    marketAlwaysOpen:
      chain.settings.primary.provider === 'simulated' && chain.settings.primary.alwaysOpen,
    marketClientLimitPerMinute: env.MARKET_CLIENT_LIMIT_PER_MINUTE ?? 30,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'Tickerdeck <no-reply@tickerdeck.local>',
      outbox: env.SMTP_URL ? false : (env.MAIL_OUTBOX ?? nodeEnv !== 'production'),
      mailboxToken: env.MAILBOX_TOKEN,
      jobTimeoutSeconds: env.MAIL_JOB_TIMEOUT_SECONDS ?? 60,
    },
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: env.LOG_FORMAT,
    passwordPolicy: {
      minLength: env.PASSWORD_MIN_LENGTH ?? DEFAULT_PASSWORD_POLICY.minLength,
      maxLength: env.PASSWORD_MAX_LENGTH ?? DEFAULT_PASSWORD_POLICY.maxLength,
      requireLowercase: env.PASSWORD_REQUIRE_LOWERCASE ?? false,
      requireUppercase: env.PASSWORD_REQUIRE_UPPERCASE ?? false,
      requireNumeric: env.PASSWORD_REQUIRE_NUMERIC ?? false,
      requireNonAlphanumeric: env.PASSWORD_REQUIRE_NON_ALPHANUMERIC ?? false,
    },
    trustProxy: env.TRUST_PROXY ?? [],
    metricsToken: env.METRICS_TOKEN,
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS ?? 64,
  };
}

/**
 * Settings that start but are probably not what the operator meant; main.ts logs each one as
 * a warning at boot.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.marketAlwaysOpen) {
    warnings.push(
      'SIMULATED_MARKET_ALWAYS_OPEN is on: the simulated market is open at every hour, and ' +
        'outside US market hours it replays the latest session',
    );
  }
  if (config.databaseUrl !== undefined && config.authSecret === undefined) {
    // Processes sharing one database but not one data directory would each generate their
    // own secret and refuse each other's sessions and mailed links (docs/decisions/012).
    warnings.push(
      'AUTH_SECRET is not set: using the secret generated in DATA_DIR/secrets.json. Every ' +
        'process on this DATABASE_URL must share that directory, or sessions and mailed links ' +
        'from one are refused by the others; set the same AUTH_SECRET on every process',
    );
  }
  return warnings;
}
