import {
  ACCOUNTS_MAX,
  type Account,
  type AccountInput,
  type AccountPatch,
} from '#shared/portfolio/portfolio-accounts.ts';
import { inUserTransaction, type Tx } from '../../db/transactions.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  accountList,
  accountRow,
  countAccountTransactions,
  countAccounts,
  deleteAccount,
  deleteAccountTransactions,
  insertAccount,
  moveTransactions,
  nameTaken,
  toAccount,
  updateAccount,
} from './accounts.repo.ts';

// A user's accounts (docs/decisions/085): at most ACCOUNTS_MAX, names unique per user, and an
// account that still has transactions is deleted only with them or after they move elsewhere.
// Each write holds the user's lock, like the ledger's, and tells the user's tabs on commit.

const notFound = () => new HttpError(404, 'not-found', 'No such account in your portfolio.');

export interface AccountDeletion {
  moveTo?: string;
  deleteTransactions?: boolean;
}

export function createAccountsService(
  deps: UserDataDeps,
  /** Re-checks every sell after transactions moved or went (the ledger service's checkAll). */
  checkLedger: (tx: Tx, userId: string) => Promise<void>,
) {
  const now = deps.now ?? Date.now;

  async function assertNameFree(tx: Tx, userId: string, name: string, exceptId?: string) {
    if (await nameTaken(tx, userId, name, exceptId)) {
      throw new HttpError(409, 'name-taken', `You already have an account named "${name}".`);
    }
  }

  async function withCount(tx: Tx, row: Parameters<typeof toAccount>[0]): Promise<Account> {
    return toAccount(row, await countAccountTransactions(tx, row.id));
  }

  return {
    list: (userId: string) => accountList(deps.db, userId),

    create(userId: string, input: AccountInput): Promise<Account> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        if ((await countAccounts(tx, userId)) >= ACCOUNTS_MAX) {
          throw new HttpError(
            409,
            'limit-reached',
            `You can have at most ${ACCOUNTS_MAX} accounts: archive or delete one first.`,
          );
        }
        await assertNameFree(tx, userId, input.name);
        const row = await insertAccount(
          tx,
          userId,
          {
            name: input.name,
            kind: input.kind,
            institution: input.institution?.trim() || null,
            currency: input.currency,
            lotMethod: input.lotMethod ?? 'fifo',
          },
          new Date(now()),
        );
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
        return toAccount(row, 0);
      });
    },

    update(userId: string, id: string, patch: AccountPatch): Promise<Account> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const stored = await accountRow(tx, userId, id);
        if (!stored) throw notFound();
        if (patch.name !== undefined) await assertNameFree(tx, userId, patch.name, id);
        if (
          patch.currency !== undefined &&
          patch.currency !== stored.currency &&
          (await countAccountTransactions(tx, id)) > 0
        ) {
          throw new HttpError(
            409,
            'account-not-empty',
            'currency: an account with transactions keeps its currency; open a new account instead.',
          );
        }
        const values = {
          ...patch,
          ...(patch.institution !== undefined
            ? { institution: patch.institution?.trim() || null }
            : {}),
        };
        const row = await updateAccount(tx, userId, id, values);
        if (!row) throw notFound();
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
        return withCount(tx, row);
      });
    },

    /** 204 when deleted; 409 when it still has transactions and the request says not where. */
    remove(userId: string, id: string, deletion: AccountDeletion): Promise<void> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        if (!(await accountRow(tx, userId, id))) throw notFound();
        if (deletion.moveTo !== undefined && deletion.deleteTransactions) {
          throw new HttpError(
            400,
            'invalid-request',
            'moveTo: either move the transactions or delete them, not both.',
          );
        }
        const transactions = await countAccountTransactions(tx, id);
        if (transactions > 0) {
          if (deletion.moveTo !== undefined) {
            if (deletion.moveTo === id) {
              throw new HttpError(400, 'invalid-request', 'moveTo: choose another account.');
            }
            if (!(await accountRow(tx, userId, deletion.moveTo))) {
              throw new HttpError(400, 'invalid-request', 'moveTo: no such account of yours.');
            }
            await moveTransactions(tx, userId, id, deletion.moveTo);
          } else if (deletion.deleteTransactions) {
            await deleteAccountTransactions(tx, id);
          } else {
            throw new HttpError(
              409,
              'account-not-empty',
              `This account has ${transactions} transaction${transactions === 1 ? '' : 's'}: move them to another account or delete them with it.`,
            );
          }
          await checkLedger(tx, userId);
        }
        if (!(await deleteAccount(tx, userId, id))) throw notFound();
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
