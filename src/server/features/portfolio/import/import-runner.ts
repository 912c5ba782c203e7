import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError } from '#server/plugins/errors.ts';
import type { ImportJob, SymbolAnswer, WorkerMessage } from './import-worker.ts';
import { NO_ISINS, type IsinAnswer } from './isin-symbols.ts';

// Imports run in their own worker threads (docs/decisions/030) and answer one question on the
// way over a message port: which of these symbols exist (market data lives on the main thread).
// A hostile file can cost a worker its heap limit, never the server's.

// Built, the worker is its .js sibling; from source (tsx, vitest) the .ts file, loaded through
// tsx's loader (as portfolio-pool.ts does).
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./import-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

export type ImportOutcome = Extract<WorkerMessage, { type: 'done' }>;

export interface RunOptions {
  /** Resolves which symbols exist; those it could not check now are `unchecked`. */
  checkSymbols(symbols: string[]): Promise<SymbolAnswer>;
  /** The tickers of ISINs (absent: none are looked up, every ISIN row says so). */
  findIsins?(isins: string[]): Promise<IsinAnswer>;
}

const TIMEOUT_MS = 120_000;

export function createImportRunner(options: { threads?: number; heapMb?: number } = {}) {
  const pool = new Piscina<{ job: ImportJob; port: MessagePort }, WorkerMessage>({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: options.threads ?? Math.min(2, availableParallelism()),
    idleTimeout: 30_000,
    // A 10 MiB file needs well under this; a file built to exhaust memory stops here.
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 768 },
    // Below the event loop's priority, as the portfolio's and the exports' threads.
    niceIncrement: 10,
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });

  async function run(
    job: ImportJob,
    { checkSymbols, findIsins }: RunOptions,
  ): Promise<ImportOutcome> {
    const { port1: ours, port2: theirs } = new MessageChannel();
    ours.on('message', (message: WorkerMessage) => {
      if (message.type === 'isins') {
        const asked = findIsins?.(message.isins) ?? Promise.resolve(NO_ISINS);
        asked.then(
          (answer) => ours.postMessage(answer),
          () => ours.postMessage({ found: {}, unchecked: message.isins } satisfies IsinAnswer),
        );
        return;
      }
      if (message.type !== 'symbols') return;
      checkSymbols(message.symbols).then(
        (answer) => ours.postMessage(answer),
        // The worker waits for an answer: an empty one lets it finish; the failure is ours.
        () => ours.postMessage({ known: [], unchecked: message.symbols } satisfies SymbolAnswer),
      );
    });
    try {
      const answer = await pool.run(
        { job, port: theirs },
        { transferList: [theirs], signal: AbortSignal.timeout(TIMEOUT_MS) },
      );
      if (answer.type === 'done') return answer;
      if (answer.type === 'failed') {
        const code = answer.code as ConstructorParameters<typeof HttpError>[1];
        throw new HttpError(answer.status, code, answer.message);
      }
      throw new Error('the import worker asked a question instead of answering');
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new HttpError(
          413,
          'body-too-large',
          'The file is too large to import at once; split it.',
        );
      }
      if ((error as { name?: string }).name === 'AbortError') {
        throw new HttpError(503, 'import-busy', 'The import took too long; try a smaller file.');
      }
      throw error;
    } finally {
      ours.close();
    }
  }

  return { run, close: () => pool.close() };
}

export type ImportRunner = ReturnType<typeof createImportRunner>;
