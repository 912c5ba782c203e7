import { Worker } from 'node:worker_threads';
import { HttpError } from '../../../plugins/errors.ts';
import type { ImportJob, SymbolAnswer, WorkerMessage } from './import-worker.ts';

// Runs one import in its own worker thread (docs/decisions/030) and answers its one question on
// the way: which of these symbols exist (market data lives on this thread). A hostile file can
// cost the worker its heap limit, never the server's.

const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./import-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

export type ImportOutcome = Extract<WorkerMessage, { type: 'done' }>;

export interface RunOptions {
  /** Resolves which symbols exist; those it could not check now are `unchecked`. */
  checkSymbols(symbols: string[]): Promise<SymbolAnswer>;
  /** The worker's heap (MiB): a 10 MiB file needs well under this. */
  heapMb?: number;
  timeoutMs?: number;
}

export function runImport(job: ImportJob, options: RunOptions): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? 768 },
      ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
    });
    let settled = false;
    const finish = (error: Error | null, outcome?: ImportOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else if (outcome) resolve(outcome);
    };
    const timer = setTimeout(
      () =>
        finish(new HttpError(503, 'import-busy', 'The import took too long; try a smaller file.')),
      options.timeoutMs ?? 120_000,
    );
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'symbols') {
        options.checkSymbols(message.symbols).then(
          (answer) => worker.postMessage(answer),
          (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))),
        );
      } else if (message.type === 'done') finish(null, message);
      else {
        const code = message.code as ConstructorParameters<typeof HttpError>[1];
        finish(new HttpError(message.status, code, message.message));
      }
    });
    worker.on('error', (error) => {
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(
        outOfMemory
          ? new HttpError(
              413,
              'body-too-large',
              'The file is too large to import at once; split it.',
            )
          : error,
      );
    });
    worker.on('exit', (code) => {
      if (code !== 0) finish(new Error(`the import worker exited with code ${code}`));
    });
  });
}
