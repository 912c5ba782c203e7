import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Position } from '#shared/portfolio/portfolio.ts';
import type { PortfolioTask } from './portfolio-worker.ts';

// Worker threads for the portfolio's maths (decision 027): a 15,000-transaction ledger over
// 750,000 closes is ~0.1–0.5 s of CPU, which on the event loop would stall every other request.
// Each thread reads the ledger itself and answers with the JSON to send.

// Built, the worker is its .js sibling; run from source (tsx, vitest) it is the .ts file, which a
// worker thread loads through tsx's loader (as password-hash.ts does).
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./portfolio-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

/** An answer's JSON text, ready to send (checked against the route's contract). */
export type AnswerJson = string;

export interface PortfolioPool {
  holdings(task: Extract<PortfolioTask, { kind: 'holdings' }>): Promise<AnswerJson>;
  performance(task: Extract<PortfolioTask, { kind: 'performance' }>): Promise<AnswerJson>;
  corporateActions(
    task: Extract<PortfolioTask, { kind: 'corporate-actions' }>,
  ): Promise<AnswerJson>;
  /** The tax-year report's JSON, or its CSV text. */
  realized(task: Extract<PortfolioTask, { kind: 'realized' }>): Promise<string>;
  /** The dividend calendar's or the income view's JSON (docs/decisions/092). */
  income(task: Extract<PortfolioTask, { kind: 'income' }>): Promise<AnswerJson>;
  /** SPEC's positions, as values. */
  positions(task: Extract<PortfolioTask, { kind: 'positions' }>): Promise<Position[]>;
  close(): Promise<void>;
}

const json = (answer: AnswerJson | Position[]): AnswerJson => {
  if (typeof answer !== 'string') throw new Error('the portfolio worker answered another task');
  return answer;
};

/** `databaseUrl`: where the threads read ledgers (the app's database). */
export function createPortfolioPool(options: {
  databaseUrl: string;
  threads?: number;
}): PortfolioPool {
  const pool = new Piscina<PortfolioTask, AnswerJson | Position[]>({
    filename: workerFile.href,
    workerData: { url: options.databaseUrl },
    minThreads: 0,
    maxThreads: options.threads ?? Math.min(2, availableParallelism()),
    // A thread that idles ten minutes returns its memory. Not sooner: a thread's start (its
    // modules, below the event loop's priority on a busy machine) took seconds, and the request
    // that happened to start the second thread, often a small ledger's beside a large one,
    // waited for all of it.
    idleTimeout: 10 * 60_000,
    // Below the event loop's priority: the thread answering every other request goes first.
    niceIncrement: 10,
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  return {
    holdings: async (task) => json(await pool.run(task)),
    performance: async (task) => json(await pool.run(task)),
    corporateActions: async (task) => json(await pool.run(task)),
    realized: async (task) => json(await pool.run(task)),
    income: async (task) => json(await pool.run(task)),
    async positions(task) {
      const answer = await pool.run(task);
      if (typeof answer === 'string') throw new Error('the portfolio worker answered another task');
      return answer;
    },
    close: () => pool.close(),
  };
}
