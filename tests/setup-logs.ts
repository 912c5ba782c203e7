import type { LoggerOptions } from 'pino';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import {
  captureLog,
  declarationCount,
  forgetFrom,
  takeUnexpectedLogs,
  type CapturedLog,
} from './expected-logs.ts';

// Every app a server test builds without its own logger gets its options from loggerOptions():
// here they keep warnings and errors for the check below instead of dropping them (tests run
// with LOG_LEVEL silent). Tests that pass their own logger or level read their logs themselves.

const LEVELS: Record<number, CapturedLog['level']> = { 40: 'warn', 50: 'error', 60: 'fatal' };

function describeLog(args: unknown[]): string {
  const messages = args.filter((arg): arg is string => typeof arg === 'string');
  const [first] = args;
  const err: unknown =
    first instanceof Error
      ? first
      : typeof first === 'object' && first !== null
        ? (first as { err?: unknown }).err
        : undefined;
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    messages.push(`(${typeof code === 'string' ? `${code} ` : ''}${err.message})`);
  }
  return messages.join(' ');
}

vi.mock(import('#server/observability/logger.ts'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    loggerOptions(config): LoggerOptions {
      const options = original.loggerOptions(config);
      // A test that sets LOG_LEVEL itself reads its logs itself (import-error-log.test.ts).
      if (options.level !== 'silent') return options;
      return {
        ...options,
        level: 'warn',
        hooks: {
          logMethod(args, _method, level) {
            const kind = LEVELS[level];
            if (kind) captureLog({ level: kind, text: describeLog(args) });
          },
        },
      };
    },
  };
});

function failOnUnexpected(when: string) {
  const logs = takeUnexpectedLogs();
  if (logs.length === 0) return;
  const list = logs.map((log) => `  ${log.level}: ${log.text}`).join('\n');
  throw new Error(
    `${when} logged ${logs.length} unexpected warning(s)/error(s); fix them, or declare the ` +
      `ones the test provokes with expectLog() from tests/expected-logs.ts:\n${list}`,
  );
}

let fileDeclarations = 0;
beforeEach(() => {
  fileDeclarations = declarationCount();
});
afterEach(() => {
  try {
    failOnUnexpected('This test');
  } finally {
    forgetFrom(fileDeclarations);
  }
});
afterAll(() => failOnUnexpected('This file (outside its tests)'));
