// The server project fails a test whose apps log a warning or an error it did not declare
// (tests/setup-logs.ts): an unexpected warning is a defect, and a quiet log keeps real ones seen.

/** A warning or error an app built in a test logged, as the check compares it. */
export interface CapturedLog {
  level: 'warn' | 'error' | 'fatal';
  /** The message, then the logged error's code and message when there is one. */
  text: string;
}

interface Expected {
  level: CapturedLog['level'];
  pattern: RegExp;
}

const expected: Expected[] = [];
const captured: CapturedLog[] = [];

/**
 * Declares a warning or error the current test provokes on purpose (a 500, a failing provider):
 * logs of that level whose text matches the pattern pass. Declarations last until the test ends;
 * in a `beforeAll`, until the file's last test has run.
 */
export function expectLog(level: CapturedLog['level'], pattern: RegExp): void {
  expected.push({ level, pattern });
}

/** Called by the logger of every app a test builds (tests/setup-logs.ts). */
export function captureLog(log: CapturedLog): void {
  captured.push(log);
}

/** Takes the logs captured so far that no declaration allows, and forgets them all. */
export function takeUnexpectedLogs(): CapturedLog[] {
  const logs = captured.splice(0);
  return logs.filter(
    (log) => !expected.some((e) => e.level === log.level && e.pattern.test(log.text)),
  );
}

/** Returns the number of declarations now, to drop the ones made after it with `forgetFrom`. */
export function declarationCount(): number {
  return expected.length;
}

export function forgetFrom(count: number): void {
  expected.splice(count);
}
