import { z } from 'zod/mini';
import { IMPORTABLE_TYPES, TRANSACTION_TYPES } from './portfolio-ledger.ts';
import { accountIdSchema } from './portfolio-accounts.ts';
import { lazySchema } from '../platform/lazy-schema.ts';
import {
  importSuggestionSchema,
  openingAcceptSchema,
  openingOfferSchema,
} from './portfolio-import-offers.ts';

// Broker CSV import and the ledger's exports (docs/decisions/030). The file travels as
// the request body (text/csv); the answer accounts for every data line of it.

/** The largest file accepted (the body limit of the import route). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** More cells than any broker writes in one row: a wider record is refused, not parsed. */
export const IMPORT_MAX_COLUMNS = 200;
/**
 * The longest cell a file may hold (UTF-16 units): six times the longest of 26 real broker
 * exports (313, a disclaimer). Longer is a 400 naming its line before any format reads it; each
 * stored text has its own, smaller limit.
 */
export const IMPORT_MAX_CELL_CHARS = 2_000;
/** A broker's own transaction id (the re-import key), as the file writes it. */
export const IMPORT_SOURCE_ID_MAX = 200;
/**
 * A source in our own format: the fingerprint it was stored with (a broker id with its format's
 * prefix, or `ledger:<id>`). Far below the index's row limit in bytes (2,704) at 4 bytes each.
 */
export const IMPORT_FINGERPRINT_MAX = 256;
/**
 * The most lines a file may have, blank ones included: two and a half times the ledger's cap of
 * transactions (a broker's file also has its deposits and other skipped rows). Counted before
 * the file is parsed, so a file of blank lines costs a scan, not a parse.
 */
export const IMPORT_MAX_LINES = 250_000;
/** Saved column mappings per user. */
export const IMPORT_MAPPINGS_MAX = 50;

/** A format id ('schwab-transactions'), or 'mapping:<id>' for one of the user's saved mappings. */
export const importFormatIdSchema = lazySchema(() =>
  z.string().check(z.regex(/^[a-z0-9-]{1,60}$|^mapping:[0-9a-f-]{36}$/, 'Unknown import format')),
);

export const IMPORT_DATE_ORDERS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'YYYYMMDD',
] as const;

const columnName = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));

/**
 * A generic CSV's columns, named by their header cells. `type` is optional: without it every row
 * is a buy (or a sell when the quantity is negative). `typeValues` maps a file's own words
 * ('Bought', 'KAUF') to ours; common English words are known without it.
 */
export const importMappingSchema = lazySchema(() =>
  z.strictObject({
    columns: z.strictObject({
      date: columnName,
      symbol: columnName,
      type: z.optional(columnName),
      quantity: z.optional(columnName),
      price: z.optional(columnName),
      fees: z.optional(columnName),
      amount: z.optional(columnName),
      currency: z.optional(columnName),
      note: z.optional(columnName),
    }),
    dateOrder: z.enum(IMPORT_DATE_ORDERS),
    decimalSeparator: z._default(z.enum(['.', ',']), '.'),
    typeValues: z.optional(
      z
        .record(
          z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
          z.enum(IMPORTABLE_TYPES),
        )
        .check(z.refine((values) => Object.keys(values).length <= 50, 'At most 50 type words')),
    ),
  }),
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** JSON text in a query parameter, parsed (a schema then checks the value). */
const jsonText = (name: string, max: number) =>
  z.pipe(
    z.string().check(z.maxLength(max)),
    z.transform((text: string, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.issues.push({ code: 'custom', message: `${name}: not JSON`, input: text });
        return z.NEVER;
      }
    }),
  );

/** `?dryRun=1` previews; `format` names a format or saved mapping; `mapping` is an unsaved one (JSON). */
export const importQuerySchema = lazySchema(() =>
  z
    .strictObject({
      dryRun: z.optional(z.enum(['0', '1', 'true', 'false'])),
      /** The account the rows go to (default: your first account). */
      account: z.optional(accountIdSchema),
      format: z.optional(importFormatIdSchema),
      mapping: z.optional(z.pipe(jsonText('mapping', 4000), importMappingSchema)),
      /** The opening positions accepted (JSON): the preview shows them, the commit writes them. */
      opening: z.optional(z.pipe(jsonText('opening', 8000), openingAcceptSchema)),
    })
    .check(
      z.refine((query) => !(query.format && query.mapping), {
        message: 'Give either format or mapping, not both',
      }),
    ),
);
export type ImportQuery = z.infer<typeof importQuerySchema>;

const decimalText = lazySchema(() => z.string().check(z.regex(/^\d+(\.\d+)?$/)));

export const importFormatSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    broker: z.string(),
    label: z.string(),
  }),
);
export type ImportFormat = z.infer<typeof importFormatSchema>;

/** One transaction the import would create, with the file line it comes from. */
export const importedTransactionSchema = lazySchema(() =>
  z.object({
    line: z.number().check(z.int(), z.gte(1)),
    type: z.enum(TRANSACTION_TYPES),
    /** '' for cash of no security (a deposit, a cash transfer). */
    symbol: z.string(),
    date: z.string(),
    quantity: z.nullable(decimalText),
    price: z.nullable(decimalText),
    amount: z.nullable(decimalText),
    fees: z.nullable(decimalText),
    ratio: z.nullable(z.object({ from: z.number().check(z.int()), to: z.number().check(z.int()) })),
    note: z.nullable(z.string()),
    /** The currency of its price and amounts. */
    currency: z.optional(z.string()),
  }),
);
export type ImportedTransaction = z.infer<typeof importedTransactionSchema>;

const lineReason = lazySchema(() =>
  z.object({ line: z.number().check(z.int(), z.gte(1)), reason: z.string() }),
);
const lineError = lazySchema(() =>
  z.object({ line: z.number().check(z.int(), z.gte(1)), message: z.string() }),
);

/** The preview: every data line is in exactly one of the five lists. */
export const importPreviewSchema = lazySchema(() =>
  z.object({
    format: importFormatSchema,
    /** Data lines of the file (not titles, headers, totals or blank lines): the five lists' sum. */
    dataLines: z.number().check(z.int(), z.gte(0)),
    transactions: z.array(importedTransactionSchema),
    skipped: z.array(lineReason),
    errors: z.array(lineError),
    /** Lines already in the ledger (same source row, or the same transaction entered by hand). */
    duplicates: z.array(lineReason),
    /** Lines that change shares and need a person's word: each opens the entry form, filled. */
    suggestions: z.array(importSuggestionSchema),
    /** Opening positions the file's sells and dividends need (not data lines of their own). */
    openings: z.array(openingOfferSchema),
  }),
);
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = lazySchema(() =>
  z.object({
    format: importFormatSchema,
    imported: z.number().check(z.int(), z.gte(0)),
    duplicates: z.number().check(z.int(), z.gte(0)),
    skipped: z.number().check(z.int(), z.gte(0)),
    /** Lines left as suggestions to enter by hand (the preview listed them). */
    suggested: z.number().check(z.int(), z.gte(0)),
    /** Opening positions written with the rows (counted in `imported` too). */
    openings: z.number().check(z.int(), z.gte(0)),
    /** Lines not imported because they could not be read (the preview listed them). */
    errors: z.array(lineError),
  }),
);
export type ImportResult = z.infer<typeof importResultSchema>;

export const importFormatsSchema = lazySchema(() =>
  z.object({
    formats: z.array(importFormatSchema),
  }),
);

export const savedMappingSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    mapping: importMappingSchema,
    createdAt: z.iso.datetime(),
  }),
);
export type SavedMapping = z.infer<typeof savedMappingSchema>;

export const saveMappingInputSchema = lazySchema(() =>
  z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
    mapping: importMappingSchema,
  }),
);
