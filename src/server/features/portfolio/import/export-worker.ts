import { workerData, type MessagePort } from 'node:worker_threads';
import { connectDatabase, type Database } from '#server/db/database.ts';
import { csvPage, jsonPage, ledgerPages } from './ledger-export.ts';
import { writeTickerdeckCsv } from './formats/tickerdeck.ts';

// One export's work in a thread of the export pool (export-runner.ts): reading
// the ledger a page at a time and writing each page as CSV or JSON. 100,000 transactions were
// ~1.8 s of CPU on the event loop that answers everyone else; here the event loop only passes
// the finished text on. A page is written when the reader asks for one, so a slow download
// holds one page in memory, not the whole ledger.

export interface ExportJob {
  userId: string;
  format: 'csv' | 'json';
  /** The reader's side: it posts a number (pages wanted); it is sent ExportMessages. */
  port: MessagePort;
}

/** A page's UTF-8 bytes, handed over (not copied): the event loop writes them as they are. */
export type ExportMessage = { type: 'page'; bytes: Uint8Array } | { type: 'done' };

const utf8 = new TextEncoder();

/** The thread's own connection to the app's database (its URL comes with the pool). */
let database: Database | undefined;
const db = () => (database ??= connectDatabase((workerData as { url: string }).url, { max: 1 })).db;

/** Pages the reader asked for; false once it went away. */
function demand(port: MessagePort) {
  let wanted = 0;
  let closed = false;
  let wake: (() => void) | undefined;
  port.on('message', (pages: number) => {
    wanted += pages;
    wake?.();
  });
  port.once('close', () => {
    closed = true;
    wake?.();
  });
  return async (): Promise<boolean> => {
    while (wanted === 0 && !closed) await new Promise<void>((resolve) => (wake = resolve));
    if (closed) return false;
    wanted -= 1;
    return true;
  };
}

export default async function run({ userId, format, port }: ExportJob): Promise<void> {
  const next = demand(port);
  const send = (message: ExportMessage) => port.postMessage(message);
  const sendPage = (text: string) => {
    // Its own buffer (never a shared pool's), so it can be handed over whole.
    const bytes = utf8.encode(text);
    port.postMessage({ type: 'page', bytes } satisfies ExportMessage, [
      bytes.buffer as ArrayBuffer,
    ]);
  };
  try {
    let first = true;
    for await (const page of ledgerPages(db(), userId)) {
      if (!(await next())) return;
      sendPage(format === 'csv' ? csvPage(page, first) : jsonPage(page, first));
      first = false;
    }
    // An empty ledger's CSV is still its header.
    if (first && format === 'csv') {
      if (!(await next())) return;
      sendPage(writeTickerdeckCsv([]));
    }
    send({ type: 'done' });
  } finally {
    port.close();
  }
}
