import { createHash } from 'node:crypto';
import {
  transactionInputSchema,
  isImportable,
  type ImportableInput,
} from '#shared/portfolio/portfolio-ledger.ts';
import {
  IMPORT_FINGERPRINT_MAX,
  IMPORT_SOURCE_ID_MAX,
  type ImportFormat,
  type ImportMapping,
} from '#shared/portfolio/portfolio-import.ts';
import type { BrokerFormat, CsvRecord } from './formats/format.ts';
import { looksLikeFormula } from './formula-cells.ts';

// A file's records through its format, each data line checked on its own (docs/decisions/030):
// the input schema, no formula-like text, and a fingerprint of its source row for re-imports.
// Pure and synchronous: it runs in the import's worker thread (import-worker.ts).

export type FormatChoice =
  | { kind: 'auto' }
  | { kind: 'id'; id: string }
  | { kind: 'mapping'; mapping: ImportMapping; name?: string };

export type FileLine =
  | { line: number; kind: 'transaction'; input: ImportableInput; fingerprint: string }
  | { line: number; kind: 'skipped'; reason: string }
  | { line: number; kind: 'error'; message: string };

export interface FormatCatalogue {
  formats: readonly BrokerFormat[];
  mapped(mapping: ImportMapping, name?: string): BrokerFormat;
}

/** Why no format was chosen: the route answers 422 `unknown-format` with it. */
export class UnknownFormatError extends Error {}

const describe = (format: BrokerFormat): ImportFormat => ({
  id: format.id,
  broker: format.broker,
  label: format.label,
});

export function chooseFormat(
  records: readonly CsvRecord[],
  choice: FormatChoice,
  catalogue: FormatCatalogue,
): BrokerFormat {
  if (choice.kind === 'mapping') return catalogue.mapped(choice.mapping, choice.name);
  if (choice.kind === 'id') {
    const named = catalogue.formats.find((format) => format.id === choice.id);
    if (!named) throw new UnknownFormatError(`Unknown import format "${choice.id}".`);
    return named;
  }
  const found = catalogue.formats.find((format) => format.detect(records));
  if (!found) {
    throw new UnknownFormatError(
      'This file is not one of the broker exports we recognise. Choose its format, or map its columns.',
    );
  }
  return found;
}

export { looksLikeFormula };

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0];
  const where = issue?.path.map(String).join('.');
  return `${where ? `${where}: ` : ''}${issue?.message ?? 'invalid transaction'}`;
}

/**
 * Why a row's source id cannot be stored, or null. Our own format's is the stored fingerprint;
 * a broker's id gets its format's prefix. Both are indexed, so each is bounded.
 */
function sourceIdIssue(formatId: string, sourceId: string | undefined): string | null {
  const max = formatId === 'tickerdeck' ? IMPORT_FINGERPRINT_MAX : IMPORT_SOURCE_ID_MAX;
  if (sourceId === undefined || sourceId.length <= max) return null;
  return `Source: at most ${max} characters (this one has ${sourceId.length.toLocaleString('en-US')}).`;
}

/** An ISIN where a ticker belongs (files that identify securities only by ISIN). */
const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

const sha = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 24);

/**
 * The source row's identity: the broker's own id when the file has one; otherwise the row's cells
 * and which occurrence of identical cells it is (two identical fills stay two transactions, and a
 * later export that repeats both gives the same two fingerprints). Our own export carries the
 * fingerprint it was stored with.
 */
function fingerprintOf(
  formatId: string,
  record: CsvRecord,
  sourceId: string | undefined,
  seen: Map<string, number>,
): string {
  if (formatId === 'tickerdeck' && sourceId) return sourceId;
  if (sourceId) return `${formatId}:id:${sourceId}`;
  const content = sha(record.cells.map((cell) => cell.trim()).join('\u001f'));
  const occurrence = (seen.get(content) ?? 0) + 1;
  seen.set(content, occurrence);
  return `${formatId}:${content}:${occurrence}`;
}

export interface AnalysedFile {
  format: ImportFormat;
  lines: FileLine[];
}

export function analyseFile(
  records: readonly CsvRecord[],
  choice: FormatChoice,
  catalogue: FormatCatalogue,
): AnalysedFile {
  const format = chooseFormat(records, choice, catalogue);
  const outcomes = format.parse(records);
  if (outcomes.length !== records.length) {
    throw new Error(`${format.id} gave ${outcomes.length} outcomes for ${records.length} records`);
  }
  const seen = new Map<string, number>();
  const lines: FileLine[] = [];
  outcomes.forEach((outcome, index) => {
    const record = records[index] as CsvRecord;
    const { line } = record;
    if (outcome.kind === 'structure') return;
    if (outcome.kind === 'skipped') lines.push({ line, kind: 'skipped', reason: outcome.reason });
    else if (outcome.kind === 'error')
      lines.push({ line, kind: 'error', message: outcome.message });
    else {
      const parsed = transactionInputSchema.safeParse(outcome.transaction);
      // The file's own cells: what a spreadsheet would have run is refused before it is stored.
      const formula = record.cells.find(looksLikeFormula);
      const isin = ISIN.exec(outcome.transaction.symbol)?.[0];
      const sourceIssue = sourceIdIssue(format.id, outcome.sourceId);
      if (sourceIssue) {
        lines.push({ line, kind: 'error', message: sourceIssue });
      } else if (isin) {
        lines.push({
          line,
          kind: 'error',
          message: `${isin} is an ISIN and the file names no ticker for it: add this transaction by hand.`,
        });
      } else if (!parsed.success) {
        lines.push({ line, kind: 'error', message: firstIssue(parsed.error) });
      } else if (formula !== undefined) {
        lines.push({
          line,
          kind: 'error',
          message: `A cell looks like a spreadsheet formula (${formula.slice(0, 20)}…); remove it and import again.`,
        });
      } else if (!isImportable(parsed.data)) {
        lines.push({
          line,
          kind: 'error',
          message: `A ${parsed.data.type} row is not imported yet: enter it on the Transactions page.`,
        });
      } else {
        const fingerprint = fingerprintOf(format.id, record, outcome.sourceId, seen);
        lines.push({ line, kind: 'transaction', input: parsed.data, fingerprint });
      }
    }
  });
  return { format: describe(format), lines };
}
