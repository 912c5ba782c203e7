import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Holdings, Performance } from '../../../shared/portfolio-ledger.ts';
import type { PortfolioTask } from './portfolio-worker.ts';

// Worker threads for the portfolio's maths (decision 027): a 15,000-transaction ledger over
// 750,000 closes is ~0.1–0.5 s of CPU, which on the event loop would stall every other request.

// Built, the worker is its .js sibling; run from source (tsx, vitest) it is the .ts file, which a
// worker thread loads through tsx's loader (as password-hash.ts does).
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./portfolio-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

export interface PortfolioPool {
  holdings(task: Extract<PortfolioTask, { kind: 'holdings' }>): Promise<Holdings>;
  performance(task: Extract<PortfolioTask, { kind: 'performance' }>): Promise<Performance>;
  close(): Promise<void>;
}

export function createPortfolioPool(options: { threads?: number } = {}): PortfolioPool {
  const pool = new Piscina<PortfolioTask, Holdings | Performance>({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: options.threads ?? Math.min(2, availableParallelism()),
    // A worker that idles returns its memory; a burst pays one thread start.
    idleTimeout: 30_000,
    // Below the event loop's priority: the thread answering every other request goes first.
    niceIncrement: 5,
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  return {
    async holdings(task) {
      const answer = await pool.run(task);
      if (!('holdings' in answer)) throw new Error('the portfolio worker answered another task');
      return answer;
    },
    async performance(task) {
      const answer = await pool.run(task);
      if (!('series' in answer)) throw new Error('the portfolio worker answered another task');
      return answer;
    },
    close: () => pool.close(),
  };
}
