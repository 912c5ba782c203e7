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
import { accountCurrencies, accountNames, accountRow, defaultAccount } from './accounts.repo.ts';
import type { LedgerEntry } from './maths/ledger-entry.ts';
import type { LotMethod } from '#shared/portfolio/portfolio-lots.ts';
import {
  assertNotFuture,
  withAccountMethod,
  shortfallError,
  shortfallIn,
  valuesOf,
  type Placement,
} from './ledger-rules.ts';
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
  const kept: Record<string, unknown> = {
    type: row.type,
    date: row.date,
    accountId: row.accountId,
    currency: row.currency,
  };
  if (row.symbol !== null) kept.symbol = row.symbol;
  if (stored.note !== null) kept.note = stored.note;
  const keep = (...fields: (keyof typeof stored)[]) => {
    for (const field of fields) if (stored[field] !== null) kept[field] = stored[field];
  };
  if (row.type === 'buy') keep('name', 'quantity', 'price', 'fees', 'fxRate');
  else if (row.type === 'sell')
    keep('name', 'quantity', 'price', 'fees', 'fxRate', 'lotMethod', 'lots');
  else if (row.type === 'split') kept.ratio = stored.ratio;
  else if (row.type === 'transfer-shares') keep('quantity', 'toAccountId');
  else if (row.type === 'receive-shares') keep('name', 'quantity', 'price', 'acquiredOn');
  else keep('amount', 'toAccountId');
  return { ...kept, ...patch };
}

const badField = (field: string, message: string) =>
  new HttpError(400, 'invalid-request', `${field}: ${message}`);

function parseEdited(value: unknown): TransactionInput {
  const parsed = transactionInputSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.');
  throw new HttpError(400, 'invalid-request', `${where ? `${where}: ` : ''}${issue?.message}`);
}

export interface LedgerOptions {
  /** The currency a security trades in (its amounts' currency when the request names none). */
  securityCurrency?(symbol: string, userId: string): Promise<string>;
}

export function createLedgerService(deps: UserDataDeps, options: LedgerOptions = {}) {
  const now = deps.now ?? Date.now;
  const today = () => nyDate(new Date(now()));
  const securityCurrency = options.securityCurrency ?? (() => Promise.resolve('USD'));

  /**
   * Refuses a write that leaves a sell or transfer short. The accounts' names are read only
   * then, for the message (by name when the user has more than one account).
   */
  async function assertCovered(
    tx: Tx,
    userId: string,
    entries: readonly LedgerEntry[],
    writtenId: string | null,
  ) {
    const shortfall = shortfallIn(entries);
    if (!shortfall) return;
    const names = await accountNames(tx, userId);
    const name = (id: string) => (names.size > 1 ? `"${names.get(id) ?? ''}"` : null);
    throw shortfallError(shortfall, writtenId, name);
  }

  async function checkSymbol(
    tx: Tx,
    userId: string,
    symbol: string | null,
    writtenId: string | null,
  ) {
    if (symbol === null) return;
    const rows = await ledgerRows(tx, userId, symbol);
    await assertCovered(tx, userId, rows.map(toLedgerEntry), writtenId);
  }

  /** The account and currency of an input: the ones it names (the user's own), or defaults. */
  async function place(
    tx: Tx,
    userId: string,
    input: TransactionInput,
  ): Promise<Placement & { lotMethod: LotMethod }> {
    const account = input.accountId
      ? await accountRow(tx, userId, input.accountId)
      : await defaultAccount(tx, userId, new Date(now()));
    if (!account) throw badField('accountId', 'no such account of yours');
    if ('toAccountId' in input) {
      if (input.toAccountId === account.id) {
        throw badField('toAccountId', 'a transfer needs two different accounts');
      }
      if (!(await accountRow(tx, userId, input.toAccountId))) {
        throw badField('toAccountId', 'no such account of yours');
      }
    }
    if (input.type === 'receive-shares' && input.acquiredOn && input.acquiredOn > input.date) {
      throw badField('acquiredOn', 'the shares were acquired before they were received');
    }
    const currency =
      input.currency ??
      ('symbol' in input ? await securityCurrency(input.symbol, userId) : account.currency);
    return { accountId: account.id, currency, lotMethod: account.lotMethod };
  }

  return {
    /** Every symbol's sells and transfers still covered (after accounts merged or emptied). */
    async checkAll(tx: Tx, userId: string) {
      const rows = await ledgerRows(tx, userId);
      await assertCovered(tx, userId, rows.map(toLedgerEntry), null);
    },

    /** Each of the user's accounts' currency, by id. */
    accountCurrencies: (userId: string) => accountCurrencies(deps.db, userId),

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
      if (
        (input.type === 'buy' || input.type === 'receive-shares') &&
        !(await deps.symbolExists(input.symbol, userId))
      ) {
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
        if (
          'symbol' in input &&
          input.type !== 'buy' &&
          input.type !== 'receive-shares' &&
          (await ledgerRows(tx, userId, input.symbol)).length === 0
        ) {
          throw new HttpError(
            400,
            'invalid-request',
            `You have no ${input.symbol} in your portfolio: record its buy first.`,
          );
        }
        const { lotMethod, ...placement } = await place(tx, userId, input);
        const row = await insertTransaction(
          tx,
          userId,
          valuesOf(withAccountMethod(input, lotMethod), placement),
          new Date(now()),
        );
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
        const { accountId, currency } = await place(tx, userId, input);
        const placement = { accountId, currency };
        const row = await updateTransaction(tx, userId, id, valuesOf(input, placement));
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
