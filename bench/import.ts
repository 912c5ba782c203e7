// The benchmark: a 100,000-row broker file (our own CSV format, 250 symbols over 12 years:
// buys, covered sells, dividends) previewed and then committed by one user, in-process against
// real PostgreSQL. Prints JSON: preview and commit wall time, this process's event-loop delay
// p99 while each runs (the import's CPU work is in its worker thread), and a re-import's preview
// (every row a duplicate). Targets: preview ≤ 5 s, commit ≤ 10 s, loop p99 ≤ 50 ms.
// Symbol checks answer from a set (the market data's cache in production); DATABASE_URL: a
// PostgreSQL server to make a throwaway database on, else embedded PostgreSQL.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance as clock } from 'node:perf_hooks';
import { user } from '#server/db/schema/auth.ts';
import { createImportService } from '#server/features/portfolio/import/import.service.ts';
import { writeTickerdeckCsv } from '#server/features/portfolio/import/formats/tickerdeck.ts';
import type { ExportedTransaction } from '#server/features/portfolio/import/ledger-export.ts';
import { throwawayDatabase } from './bench-database.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const SYMBOLS = 250;
const YEARS = 12;

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Trading-ish days (weekdays) of the last YEARS years, oldest first. */
function weekdays(): string[] {
  const days: string[] = [];
  const day = new Date(Date.UTC(2026, 9, 30 - YEARS * 365));
  while (days.length < YEARS * 261) {
    if (day.getUTCDay() % 6 !== 0) days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

export function benchFile(rows: number): { text: string; symbols: string[] } {
  const next = random(16);
  const days = weekdays();
  const symbols = Array.from({ length: SYMBOLS }, (_, i) => `S${String(i).padStart(3, '0')}`);
  const transactions: ExportedTransaction[] = [];
  const perSymbol = Math.floor(rows / SYMBOLS);
  for (const symbol of symbols) {
    let held = 0;
    const picks = Array.from({ length: perSymbol }, () => Math.floor(next() * days.length)).sort(
      (a, b) => a - b,
    );
    for (const n of picks) {
      const date = days[n] ?? '';
      const price = (20 + next() * 300).toFixed(2);
      const roll = next();
      const base = {
        id: '',
        symbol,
        date,
        name: null,
        quantity: null,
        price: null,
        amount: null,
        fees: null,
        ratio: null,
        accountId: '',
        currency: 'USD',
        fxRate: null,
        toAccountId: null,
        acquiredOn: null,
        lotMethod: null,
        lots: null,
        note: null,
        createdAt: new Date().toISOString(),
        source: `bench:${symbol}:${transactions.length}`,
      };
      if (held > 10 && roll < 0.25) {
        const quantity = Math.max(1, Math.floor(held * next() * 0.5));
        held -= quantity;
        transactions.push({ ...base, type: 'sell', quantity: String(quantity), price, fees: '1' });
      } else if (held > 0 && roll < 0.35) {
        transactions.push({ ...base, type: 'dividend', amount: (held * 0.2).toFixed(2) });
      } else {
        const quantity = 1 + Math.floor(next() * 20);
        held += quantity;
        transactions.push({ ...base, type: 'buy', quantity: String(quantity), price });
      }
    }
  }
  return { text: writeTickerdeckCsv(transactions), symbols };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function measured(work: () => Promise<string>) {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const cpu = process.cpuUsage();
  loop.enable();
  const start = clock.now();
  const answer = await work();
  const ms = clock.now() - start;
  loop.disable();
  const used = process.cpuUsage(cpu);
  return {
    answer,
    figures: {
      wallMs: round(ms),
      cpuMs: round((used.user + used.system) / 1000),
      eventLoopDelayP99Ms: round(loop.percentile(99) / 1e6),
      eventLoopDelayMaxMs: round(loop.max / 1e6),
    },
  };
}

async function main() {
  const { text, symbols } = benchFile(ROWS);
  const bytes = new TextEncoder().encode(text);
  const known = new Set(symbols);
  const { database, stop } = await throwawayDatabase();
  try {
    const userId = randomUUID();
    await database.db
      .insert(user)
      .values({ id: userId, name: 'Bench', email: `${userId}@example.test`, emailVerified: true });
    const imports = createImportService({
      db: database.db,
      symbolExists: async (symbol) => known.has(symbol),
      publish: async () => undefined,
    });
    const query = { format: 'tickerdeck' };
    const preview = await measured(() => imports.preview(userId, bytes, query));
    const { transactions, errors } = JSON.parse(preview.answer) as {
      transactions: unknown[];
      errors: unknown[];
    };
    const commit = await measured(() => imports.commit(userId, bytes, query));
    const again = await measured(() => imports.preview(userId, bytes, query));
    const repeated = JSON.parse(again.answer) as { duplicates: unknown[] };
    console.log(
      JSON.stringify(
        {
          benchmark: 'import',
          machine: { cores: availableParallelism(), loadAverage1m: loadavg()[0] },
          file: { rows: ROWS, bytes: bytes.length, symbols: SYMBOLS, years: YEARS },
          preview: { ...preview.figures, transactions: transactions.length, errors: errors.length },
          commit: { ...commit.figures, answer: JSON.parse(commit.answer) as unknown },
          reimportPreview: { ...again.figures, duplicates: repeated.duplicates.length },
          targets: { previewMs: 5_000, commitMs: 10_000, eventLoopDelayP99Ms: 50 },
        },
        (key, value: unknown) => (key === 'errors' && Array.isArray(value) ? value.length : value),
        2,
      ),
    );
  } finally {
    await stop();
  }
}

// Run as a script (npm run bench:import), not when another script imports benchFile.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
