import { nyDate } from '#shared/market-data/market-hours.ts';
import {
  LEDGER_MAX_TRANSACTIONS,
  transactionInputSchema,
  type Transaction,
  type TransactionInput,
  type TransactionListQuery,
  type TransactionPatch,
  type TransactionType,
} from '#shared/portfolio/portfolio-ledger.ts';
import { inUserTransaction, type Tx } from '../../db/transactions.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { assertNotFuture, assertSellsCovered, valuesOf } from './ledger-rules.ts';
import {
  countTransactions,
  deleteSymbol,
  deleteTransaction,
  insertTransaction,
  ledgerRows,
  toLedgerEntry,
  toTransaction,
  transactionPage,
  transactionRow,
  updateTransaction,
  type LedgerRow,
} from './ledger.repo.ts';

// Writes to the ledger (docs/decisions/026): each in one transaction holding the user's lock, the
// symbol's sells re-checked against the whole symbol history before commit, and the user's other
// tabs told on commit.

const notFound = () => new HttpError(404, 'not-found', 'No such transaction in your portfolio.');

/** A stored row as input, with an edit's fields laid over it (so one schema checks both). */
function editedInput(row: LedgerRow, patch: TransactionPatch): unknown {
  const stored = toTransaction(row);
  const kept: Record<string, unknown> = { type: row.type, symbol: row.symbol, date: row.date };
  if (stored.note !== null) kept.note = stored.note;
  if (row.type === 'buy' || row.type === 'sell') {
    Object.assign(kept, { name: stored.name, quantity: stored.quantity, price: stored.price });
    if (stored.fees !== null) kept.fees = stored.fees;
  } else if (row.type === 'split') kept.ratio = stored.ratio;
  else kept.amount = stored.amount;
  return { ...kept, ...patch };
}

function parseEdited(value: unknown): TransactionInput {
  const parsed = transactionInputSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.');
  throw new HttpError(400, 'invalid-request', `${where ? `${where}: ` : ''}${issue?.message}`);
}

export function createLedgerService(deps: UserDataDeps) {
  const now = deps.now ?? Date.now;
  const today = () => nyDate(new Date(now()));

  async function checkSymbol(tx: Tx, userId: string, symbol: string, writtenId: string | null) {
    const rows = await ledgerRows(tx, userId, symbol);
    assertSellsCovered(symbol, rows.map(toLedgerEntry), writtenId);
  }

  return {
    async list(userId: string, query: TransactionListQuery) {
      const { rows, total } = await transactionPage(deps.db, userId, query);
      const next = query.offset + rows.length;
      return {
        transactions: rows.map(toTransaction),
        total,
        nextOffset: next < total ? next : null,
      };
    },

    async create(userId: string, input: TransactionInput): Promise<Transaction> {
      assertNotFuture(input.date, today());
      if (input.type === 'buy' && !(await deps.symbolExists(input.symbol, userId))) {
        throw new HttpError(400, 'unknown-symbol', `Unknown symbol: ${input.symbol}`);
      }
      return inUserTransaction(deps.db, userId, async (tx) => {
        const count = await countTransactions(tx, userId);
        if (count >= LEDGER_MAX_TRANSACTIONS) {
          throw new HttpError(
            409,
            'limit-reached',
            `Your portfolio is full: it holds at most ${LEDGER_MAX_TRANSACTIONS.toLocaleString('en-US')} transactions.`,
          );
        }
        if (input.type !== 'buy' && (await ledgerRows(tx, userId, input.symbol)).length === 0) {
          throw new HttpError(
            400,
            'invalid-request',
            `You have no ${input.symbol} in your portfolio: record its buy first.`,
          );
        }
        const row = await insertTransaction(tx, userId, valuesOf(input), new Date(now()));
        await checkSymbol(tx, userId, row.symbol, row.id);
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
        return toTransaction(row);
      });
    },

    update(userId: string, id: string, patch: TransactionPatch): Promise<Transaction> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const stored = await transactionRow(tx, userId, id);
        if (!stored) throw notFound();
        const input = parseEdited(editedInput(stored, patch));
        assertNotFuture(input.date, today());
        const row = await updateTransaction(tx, userId, id, valuesOf(input));
        if (!row) throw notFound();
        await checkSymbol(tx, userId, row.symbol, row.id);
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
        return toTransaction(row);
      });
    },

    /** 404 when missing or not this user's; 409 when a later sell would be left short. */
    remove(userId: string, id: string, onlyType?: TransactionType): Promise<void> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const stored = await transactionRow(tx, userId, id);
        if (!stored || (onlyType && stored.type !== onlyType)) throw notFound();
        if (!(await deleteTransaction(tx, userId, id))) throw notFound();
        await checkSymbol(tx, userId, stored.symbol, null);
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
      });
    },

    /** Every transaction of the symbol (a holding's 'Delete Position', 'Remove from Portfolio'). */
    removeSymbol(userId: string, symbol: string): Promise<number> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const removed = await deleteSymbol(tx, userId, symbol);
        if (removed > 0) await deps.publish(tx, userId, { type: 'portfolio-changed' });
        return removed;
      });
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
