import type { TransactionInput } from '#shared/portfolio/portfolio-ledger.ts';
import type { ImportSuggestion } from '#shared/portfolio/portfolio-import-offers.ts';

// What a broker format is to the importer (docs/decisions/030): it recognises its own file from
// the first records and turns every record into exactly one outcome, so every line of a file is
// accounted for (imported, skipped with a reason, an error with its line, or structure).

/** One CSV record: its cells and the file line it starts on (1-based; quoted newlines span lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * A transaction as a file gives it: every kind, without the ids of the accounts (the importer
 * places it in the account the row names, or the one the request chose).
 */
export type FileTransaction = TransactionInput extends infer Input
  ? Input extends unknown
    ? Omit<Input, 'accountId' | 'toAccountId'>
    : never
  : never;

/** A lot a sale names: the source of its buy (or receipt), and the shares taken from it. */
export interface LotSource {
  source: string;
  quantity: string;
}

/**
 * An account a row names (our own export writes them): the importer uses the user's account of
 * that name (case-insensitive), or opens one of this kind and currency (default: brokerage, the
 * row's currency).
 */
export interface AccountRef {
  name: string;
  kind: string;
  currency: string;
}

/**
 * What one record becomes.
 * - `structure`: not a data line (blank, title, header, section title, totals, disclaimer).
 * - `transaction`: one ledger transaction in the API's input shape (decimal strings). The importer
 *   validates it with transactionInputSchema; a row that fails becomes an error on its line.
 *   `sourceId` is the broker's own transaction id when the file has one (dedupe key).
 * - `skipped`: a data line we deliberately do not import, with a reason a user understands
 *   ('Stock split: the file gives share counts, not the ratio', 'XAU: not a currency Tickerdeck supports').
 * - `error`: a data line we should import but cannot read, with why.
 * - `suggestion`: a data line that changes the shares held but needs a person's word (a stock
 *   plan deposit's cost, a split's ratio): the preview offers it filled in the entry form.
 */
export type RowOutcome =
  | { kind: 'structure' }
  | {
      kind: 'transaction';
      transaction: FileTransaction;
      sourceId?: string;
      /** The account the row names; without it, the request's account. */
      account?: AccountRef;
      /** A transfer's receiving account (required for transfers). */
      toAccount?: AccountRef;
      /**
       * A 'specific' sale's lots by the source of the buys they came from (rows of the same file
       * or ones imported before): the importer gives them the ids the buys are stored with.
       */
      lotSources?: LotSource[];
      /**
       * The currency a trade's `fxRate` converts into (the broker account's): the importer keeps
       * the rate only when the row's account is in that currency, and drops it when the trade is
       * in the account's own currency. Without it the rate is taken as into the account's.
       */
      fxInto?: string;
    }
  | { kind: 'skipped'; reason: string }
  | { kind: 'error'; message: string }
  | { kind: 'suggestion'; suggestion: FileSuggestion };

/** A suggestion as a format gives it (the importer adds its line). */
export type FileSuggestion = Omit<ImportSuggestion, 'line'>;

export interface BrokerFormat {
  /** Stable id used in `?format=` and stored in fingerprints: 'schwab-transactions'. */
  id: string;
  /** The broker's name as users know it: 'Charles Schwab'. */
  broker: string;
  /** The export as the broker calls it: 'Transactions (CSV)'. */
  label: string;
  /** Whether the records are this format; looks only at the first few records (title, header). */
  detect(records: readonly CsvRecord[]): boolean;
  /** Exactly one outcome per record, in order (outcomes[i] is records[i]'s). */
  parse(records: readonly CsvRecord[]): RowOutcome[];
}
