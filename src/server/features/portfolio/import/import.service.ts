import { LRUCache } from 'lru-cache';
import { nyDate } from '#shared/market-data/market-hours.ts';
import { LEDGER_MAX_TRANSACTIONS } from '#shared/portfolio/portfolio-ledger.ts';
import {
  IMPORT_MAPPINGS_MAX,
  type ImportMapping,
  type ImportQuery,
  type ImportResult,
} from '#shared/portfolio/portfolio-import.ts';
import type { OpeningAccept } from '#shared/portfolio/portfolio-import-offers.ts';
import { inUserTransaction, type Tx } from '#server/db/transactions.ts';
import type { UserDataDeps } from '#server/live/user-data-deps.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { accountList, accountRow } from '../accounts.repo.ts';
import { shortfallError, shortfallIn } from '../ledger-rules.ts';
import { countTransactions, ledgerRows, ledgerText, toLedgerEntry } from '../ledger.repo.ts';
import type { FormatChoice } from './analyse-file.ts';
import type { KnownAccount } from './file-accounts.ts';
import { formatCatalogue } from './formats/registry.ts';
import {
  countMappings,
  deleteMapping,
  insertBatch,
  insertMapping,
  insertOpenedAccounts,
  savedMapping,
  savedMappings,
  storedFingerprints,
} from './import.repo.ts';
import { createImportLanes } from './import-lanes.ts';
import { createImportRunner, type ImportRunner } from './import-runner.ts';
import type { SymbolAnswer } from './import-worker.ts';
import type { IsinAnswer } from './isin-symbols.ts';

// Broker CSV import (docs/decisions/030). The preview and the commit run the same
// analysis in a worker thread; the commit runs it under the user's lock and writes every
// accepted row in one database transaction, or nothing. One import per user at a time, users
// in turn for the process's slots (import-lanes.ts).

const BATCH_ROWS = 5_000;
const LOOKUPS_AT_ONCE = 4;

export function createImportService(
  deps: UserDataDeps,
  runner: ImportRunner = createImportRunner(),
) {
  const now = deps.now ?? Date.now;
  const lanes = createImportLanes();
  /** Symbols the market data confirmed, for a day: a re-import asks nothing upstream. */
  const known = new LRUCache<string, true>({ max: 20_000, ttl: 24 * 3600_000 });

  async function checkSymbols(userId: string, symbols: string[]): Promise<SymbolAnswer> {
    const answer: SymbolAnswer = { known: [], unchecked: [] };
    const queue = [...symbols];
    const lookUp = async () => {
      for (let symbol = queue.shift(); symbol !== undefined; symbol = queue.shift()) {
        if (known.has(symbol)) {
          answer.known.push(symbol);
          continue;
        }
        try {
          if (await deps.symbolExists(symbol, userId)) {
            known.set(symbol, true);
            answer.known.push(symbol);
          }
        } catch (error) {
          // A full upstream budget: this symbol's lines say so, the rest of the file goes on.
          if (error instanceof HttpError && error.statusCode >= 429) answer.unchecked.push(symbol);
          else throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: LOOKUPS_AT_ONCE }, lookUp));
    return answer;
  }

  /** ISIN → ticker (null: none), for a day: a re-import asks nothing upstream. */
  const isinTickers = new LRUCache<string, { symbol: string | null }>({
    max: 20_000,
    ttl: 24 * 3600_000,
  });

  /** One look-up per distinct ISIN, inside the user's upstream budget. */
  async function findIsins(userId: string, isins: string[]): Promise<IsinAnswer> {
    const answer: IsinAnswer = { found: {}, unchecked: [] };
    const queue = [...isins];
    const lookUp = async () => {
      for (let isin = queue.shift(); isin !== undefined; isin = queue.shift()) {
        let known = isinTickers.get(isin);
        if (!known) {
          try {
            known = { symbol: (await deps.isinSymbol?.(isin, userId)) ?? null };
            isinTickers.set(isin, known);
          } catch (error) {
            if (error instanceof HttpError && error.statusCode >= 429) {
              answer.unchecked.push(isin);
              continue;
            }
            throw error;
          }
        }
        if (known.symbol) answer.found[isin] = known.symbol;
      }
    };
    await Promise.all(Array.from({ length: LOOKUPS_AT_ONCE }, lookUp));
    return answer;
  }

  async function choiceOf(userId: string, query: ImportQuery): Promise<FormatChoice> {
    if (query.mapping) return { kind: 'mapping', mapping: query.mapping };
    if (query.format?.startsWith('mapping:')) {
      const saved = await savedMapping(deps.db, userId, query.format.slice('mapping:'.length));
      if (!saved)
        throw new HttpError(422, 'unknown-format', 'That saved mapping no longer exists.');
      return { kind: 'mapping', mapping: saved.mapping, name: saved.name };
    }
    return query.format ? { kind: 'id', id: query.format } : { kind: 'auto' };
  }

  /**
   * The account a file's rows that name none go to: the one asked for (yours, or a 400), else
   * your first open one; for a user without accounts, none (id ''): such rows open "Brokerage".
   */
  async function accountOf(userId: string, asked: string | undefined, tx: Tx | null) {
    if (asked) {
      const row = await accountRow(tx ?? deps.db, userId, asked);
      if (!row) throw new HttpError(400, 'invalid-request', 'account: no such account of yours');
      return row;
    }
    const [first] = (await accountList(tx ?? deps.db, userId)).filter(
      (account) => !account.archived,
    );
    return first ?? { id: '', name: '', currency: 'USD' };
  }

  async function analyse(
    userId: string,
    bytes: Uint8Array,
    choice: FormatChoice,
    db: UserDataDeps['db'] | Tx,
    account: KnownAccount,
    openings: OpeningAccept | undefined,
  ) {
    const [ledger, fingerprints, accounts] = await Promise.all([
      ledgerText(db, userId),
      storedFingerprints(db, userId),
      accountList(db, userId),
    ]);
    return runner.run(
      {
        bytes,
        choice,
        ledger,
        fingerprints,
        today: nyDate(new Date(now())),
        account: { id: account.id, name: account.name, currency: account.currency },
        accounts: accounts.map(({ id, name, currency }) => ({ id, name, currency })),
        lotMethods: Object.fromEntries(accounts.map(({ id, lotMethod }) => [id, lotMethod])),
        batchSize: BATCH_ROWS,
        ...(openings ? { openings } : {}),
      },
      {
        checkSymbols: (symbols) => checkSymbols(userId, symbols),
        findIsins: (isins) => findIsins(userId, isins),
      },
    );
  }

  async function write(
    userId: string,
    bytes: Uint8Array,
    choice: FormatChoice,
    query: ImportQuery,
  ) {
    return inUserTransaction(deps.db, userId, async (tx) => {
      const account = await accountOf(userId, query.account, tx);
      const outcome = await analyse(userId, bytes, choice, tx, account, query.opening);
      const { imported } = outcome.counts;
      if (imported > 0) {
        const stored = await countTransactions(tx, userId);
        if (stored + imported > LEDGER_MAX_TRANSACTIONS) {
          throw new HttpError(
            409,
            'limit-reached',
            `Importing ${imported.toLocaleString('en-US')} transactions would pass your portfolio's limit of ${LEDGER_MAX_TRANSACTIONS.toLocaleString('en-US')} (it holds ${stored.toLocaleString('en-US')}).`,
          );
        }
        const enteredAt = new Date(now());
        await insertOpenedAccounts(tx, userId, outcome.opened, enteredAt);
        for (const batch of outcome.batches) await insertBatch(tx, userId, batch.json, enteredAt);
        // A named lot must be open, with the shares, in the sale's account when it is sold: the
        // file's checks count shares only, so the books decide (refused: nothing is written).
        if (outcome.namesLots) {
          const shortfall = shortfallIn((await ledgerRows(tx, userId)).map(toLedgerEntry));
          if (shortfall) throw shortfallError(shortfall, null, () => null);
        }
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
      }
      return outcome;
    });
  }

  return {
    formats: () => formatCatalogue.formats.map(({ id, broker, label }) => ({ id, broker, label })),

    /** The preview as JSON text (a 100,000-row answer is never re-serialised on this thread). */
    preview(userId: string, bytes: Uint8Array, query: ImportQuery, address?: string) {
      return lanes.run(userId, address, async (): Promise<string> => {
        const account = await accountOf(userId, query.account, null);
        const outcome = await analyse(
          userId,
          bytes,
          await choiceOf(userId, query),
          deps.db,
          account,
          query.opening,
        );
        return outcome.preview;
      });
    },

    /** ImportResult as JSON text (its error list may be as long as the file). */
    commit(userId: string, bytes: Uint8Array, query: ImportQuery, address?: string) {
      return lanes.run(userId, address, async (): Promise<string> => {
        const outcome = await write(userId, bytes, await choiceOf(userId, query), query);
        const { format, counts, errors } = outcome;
        const head = JSON.stringify({ format, ...counts } satisfies Omit<ImportResult, 'errors'>);
        return `${head.slice(0, -1)},"errors":${errors}}`;
      });
    },

    mappings: (userId: string) => savedMappings(deps.db, userId),

    saveMapping(userId: string, name: string, mapping: ImportMapping) {
      return inUserTransaction(deps.db, userId, async (tx) => {
        if ((await countMappings(tx, userId)) >= IMPORT_MAPPINGS_MAX) {
          throw new HttpError(
            409,
            'limit-reached',
            `You can keep at most ${IMPORT_MAPPINGS_MAX} saved mappings; delete one first.`,
          );
        }
        return insertMapping(tx, userId, name, mapping);
      });
    },

    /** Another user's mapping, or one already gone, is a 404. */
    async removeMapping(userId: string, id: string) {
      if (!(await deleteMapping(deps.db, userId, id))) {
        throw new HttpError(404, 'not-found', 'That saved mapping no longer exists.');
      }
    },

    close: () => runner.close(),
  };
}

export type ImportService = ReturnType<typeof createImportService>;
