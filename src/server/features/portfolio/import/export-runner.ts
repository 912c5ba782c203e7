import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ExportJob, ExportMessage } from './export-worker.ts';
import { jsonFrame } from './ledger-export.ts';

// The ledger exports run in worker threads of their own (docs/decisions/073),
// each with a connection to the database: the event loop passes finished pages to the socket.

// Built, the worker is its .js sibling; from source (tsx, vitest) the .ts file, loaded through
// tsx's loader (as portfolio-pool.ts does).
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./export-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

export function createExportRunner(options: { databaseUrl: string; threads?: number }) {
  const pool = new Piscina<ExportJob, void>({
    filename: workerFile.href,
    workerData: { url: options.databaseUrl },
    minThreads: 0,
    maxThreads: options.threads ?? Math.min(2, availableParallelism()),
    idleTimeout: 30_000,
    // Below the event loop's priority: the thread answering every other request goes first.
    niceIncrement: 10,
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });

  /** The ledger's pages as a stream: `head` before them, `tail` after (the JSON frame). */
  function pages(userId: string, format: ExportJob['format'], frame = { head: '', tail: '' }) {
    const { port1: ours, port2: theirs } = new MessageChannel();
    let cancelled = false;
    const stream = new Readable({
      read: () => ours.postMessage(1),
      destroy(error, callback) {
        // The client went away: closing the port stops the worker at its next page (or at once
        // when its turn comes). No abort signal: piscina ends a running task by killing its thread.
        cancelled = true;
        ours.close();
        callback(error);
      },
    });
    if (frame.head) stream.push(frame.head);
    ours.on('message', (message: ExportMessage) => {
      if (message.type === 'page') {
        const { bytes } = message;
        stream.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      } else {
        if (frame.tail) stream.push(frame.tail);
        stream.push(null);
      }
    });
    pool
      .run({ userId, format, port: theirs }, { transferList: [theirs] })
      .catch((error: unknown) => {
        if (!cancelled) stream.destroy(error as Error);
      });
    return stream;
  }

  return {
    /** Our CSV of the user's whole ledger. */
    csv: (userId: string): Readable => pages(userId, 'csv'),
    /** `document` as JSON with the user's whole ledger as its `transactions`. */
    json: (userId: string, document: object): Readable =>
      pages(userId, 'json', jsonFrame(document)),
    close: () => pool.close(),
  };
}

export type ExportRunner = ReturnType<typeof createExportRunner>;
