import pino, { type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config/config.ts';
import { safeErrorMessages, serialiseError } from './error-serializer.ts';

/** Never written to a log, whatever the level. */
const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** The options of every logger of ours: main.ts's and the one buildApp makes by default. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: REDACTED,
    // Errors by what they are, never by the values (request bodies) they carry.
    serializers: { err: serialiseError },
    hooks: { logMethod: safeErrorMessages },
  };
}

/**
 * The process's logger. On a terminal it prints readable lines; otherwise (a log collector, a
 * pipe) one JSON object per line with the request id, as decision 009 describes. LOG_FORMAT
 * overrides the guess either way.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stdoutIsTerminal: boolean,
): Logger {
  const options = loggerOptions(config);
  const format = config.logFormat ?? (stdoutIsTerminal ? 'pretty' : 'json');
  if (format === 'json') return pino(options);
  return pino(
    options,
    pretty({
      colorize: stdoutIsTerminal,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      // Synchronous: a crash or process.exit must not lose the last lines.
      sync: true,
    }),
  );
}

/** Where the data lives, without a password: `embedded …` or `host:port/db`. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded PostgreSQL in ${config.dataDir}/pg`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/** Where mail goes: the local mailbox page, or the SMTP server (without credentials). */
export function describeMail(config: Pick<Config, 'mail' | 'baseUrl'>): string {
  if (config.mail.smtpUrl) return `SMTP via ${new URL(config.mail.smtpUrl).host}`;
  if (!config.mail.outbox) return 'not sent';
  const mailbox = `local mailbox at ${config.baseUrl}/dev/mailbox`;
  return config.mail.mailboxToken ? `${mailbox} (Authorization: Bearer MAILBOX_TOKEN)` : mailbox;
}
