// Run alone: `node --max-old-space-size=768 --import tsx bench/import-blank-lines.ts`.
// What a 10 MiB file of blank lines costs the import's thread before its answer: the
// heap limit is the import worker's (import-runner.ts). Before the line cap it parsed 10 million
// empty records until the heap ran out (26 s here); now a scan refuses it.
import { IMPORT_MAX_BYTES } from '#shared/portfolio/portfolio-import.ts';
import { readCsv } from '#server/features/portfolio/import/read-csv.ts';

const text = '\n'.repeat(IMPORT_MAX_BYTES);
const started = performance.now();
let outcome = 'parsed';
try {
  readCsv(text);
} catch (error) {
  outcome = (error as Error).message;
}
console.log(
  JSON.stringify({ importBlankLines: { ms: Math.round(performance.now() - started), outcome } }),
);
