import { z } from 'zod';
import { TRANSACTION_TYPES } from './portfolio-ledger.ts';

// Broker CSV import and the ledger's exports (issue 16, docs/decisions/030). The file travels as
// the request body (text/csv); the answer accounts for every data line of it.

/** The largest file accepted (the body limit of the import route). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** More cells than any broker writes in one row: a wider record is refused, not parsed. */
export const IMPORT_MAX_COLUMNS = 200;
/** Saved column mappings per user. */
export const IMPORT_MAPPINGS_MAX = 50;

/** A format id ('schwab-transactions'), or 'mapping:<id>' for one of the user's saved mappings. */
export const importFormatIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$|^mapping:[0-9a-f-]{36}$/, 'Unknown import format');

export const IMPORT_DATE_ORDERS = [
  'YYYY-MM-DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'YYYYMMDD',
] as const;

const columnName = z.string().trim().min(1).max(100);

/**
 * A generic CSV's columns, named by their header cells. `type` is optional: without it every row
 * is a buy (or a sell when the quantity is negative). `typeValues` maps a file's own words
 * ('Bought', 'KAUF') to ours; common English words are known without it.
 */
export const importMappingSchema = z
  .object({
    columns: z
      .object({
        date: columnName,
        symbol: columnName,
        type: columnName.optional(),
        quantity: columnName.optional(),
        price: columnName.optional(),
        fees: columnName.optional(),
        amount: columnName.optional(),
        currency: columnName.optional(),
        note: columnName.optional(),
      })
      .strict(),
    dateOrder: z.enum(IMPORT_DATE_ORDERS),
    decimalSeparator: z.enum(['.', ',']).default('.'),
    typeValues: z
      .record(z.string().trim().min(1).max(60), z.enum(TRANSACTION_TYPES))
      .refine((values) => Object.keys(values).length <= 50, 'At most 50 type words')
      .optional(),
  })
  .strict();
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** `?dryRun=1` previews; `format` names a format or saved mapping; `mapping` is an unsaved one (JSON). */
export const importQuerySchema = z
  .object({
    dryRun: z.enum(['0', '1', 'true', 'false']).optional(),
    format: importFormatIdSchema.optional(),
    mapping: z
      .string()
      .max(4000)
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'mapping: not JSON' });
          return z.NEVER;
        }
      })
      .pipe(importMappingSchema)
      .optional(),
  })
  .strict()
  .refine((query) => !(query.format && query.mapping), {
    message: 'Give either format or mapping, not both',
  });
export type ImportQuery = z.infer<typeof importQuerySchema>;

const decimalText = z.string().regex(/^\d+(\.\d+)?$/);

export const importFormatSchema = z.object({
  id: z.string(),
  broker: z.string(),
  label: z.string(),
});
export type ImportFormat = z.infer<typeof importFormatSchema>;

/** One transaction the import would create, with the file line it comes from. */
export const importedTransactionSchema = z.object({
  line: z.number().int().min(1),
  type: z.enum(TRANSACTION_TYPES),
  symbol: z.string(),
  date: z.string(),
  quantity: decimalText.nullable(),
  price: decimalText.nullable(),
  amount: decimalText.nullable(),
  fees: decimalText.nullable(),
  ratio: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  note: z.string().nullable(),
});
export type ImportedTransaction = z.infer<typeof importedTransactionSchema>;

const lineReason = z.object({ line: z.number().int().min(1), reason: z.string() });
const lineError = z.object({ line: z.number().int().min(1), message: z.string() });

/** The preview: every data line is in exactly one of the four lists. */
export const importPreviewSchema = z.object({
  format: importFormatSchema,
  /** Data lines of the file (not titles, headers, totals or blank lines): the four lists' sum. */
  dataLines: z.number().int().min(0),
  transactions: z.array(importedTransactionSchema),
  skipped: z.array(lineReason),
  errors: z.array(lineError),
  /** Lines already in the ledger (same source row, or the same transaction entered by hand). */
  duplicates: z.array(lineReason),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  format: importFormatSchema,
  imported: z.number().int().min(0),
  duplicates: z.number().int().min(0),
  skipped: z.number().int().min(0),
  /** Lines not imported because they could not be read (the preview listed them). */
  errors: z.array(lineError),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importFormatsSchema = z.object({
  formats: z.array(importFormatSchema),
});

export const savedMappingSchema = z.object({
  id: z.string(),
  name: z.string(),
  mapping: importMappingSchema,
  createdAt: z.iso.datetime(),
});
export type SavedMapping = z.infer<typeof savedMappingSchema>;

export const saveMappingInputSchema = z
  .object({ name: z.string().trim().min(1).max(80), mapping: importMappingSchema })
  .strict();
