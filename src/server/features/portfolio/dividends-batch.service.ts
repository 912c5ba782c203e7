import { nyDate } from '#shared/market-data/market-hours.ts';
import type { AddDividendsBody } from '#shared/portfolio/portfolio-holdings.ts';
import { LEDGER_MAX_TRANSACTIONS } from '#shared/portfolio/portfolio-ledger.ts';
import { inUserTransaction } from '../../db/transactions.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { defaultAccount } from './accounts.repo.ts';
import { assertNotFuture, valuesOf } from './ledger-rules.ts';
import { countTransactions, insertTransaction, ledgerSymbols } from './ledger.repo.ts';
import type { LedgerOptions } from './ledger.service.ts';

// 'Add all' on the suggested dividends: every one in one database transaction, each as a single
// 'Add' would write it (the default account, the security's currency), or none at all.

export function createDividendsBatchService(deps: UserDataDeps, options: LedgerOptions = {}) {
  const now = deps.now ?? Date.now;
  const securityCurrency = options.securityCurrency ?? (() => Promise.resolve('USD'));
  return {
    async add(userId: string, { dividends }: AddDividendsBody): Promise<{ added: number }> {
      const today = nyDate(new Date(now()));
      dividends.forEach((dividend) => assertNotFuture(dividend.date, today));
      const symbols = [...new Set(dividends.map((dividend) => dividend.symbol))];
      const currencies = new Map(
        await Promise.all(
          symbols.map(async (symbol) => [symbol, await securityCurrency(symbol, userId)] as const),
        ),
      );
      return inUserTransaction(deps.db, userId, async (tx) => {
        const count = await countTransactions(tx, userId);
        if (count + dividends.length > LEDGER_MAX_TRANSACTIONS) {
          throw new HttpError(
            409,
            'limit-reached',
            `Your portfolio holds at most ${LEDGER_MAX_TRANSACTIONS.toLocaleString('en-US')} transactions.`,
          );
        }
        const held = new Set(await ledgerSymbols(tx, userId));
        const missing = symbols.find((symbol) => !held.has(symbol));
        if (missing !== undefined) {
          throw new HttpError(
            400,
            'invalid-request',
            `You have no ${missing} in your portfolio: record its buy first.`,
          );
        }
        const account = await defaultAccount(tx, userId, new Date(now()));
        for (const dividend of dividends) {
          const currency = currencies.get(dividend.symbol) ?? 'USD';
          await insertTransaction(
            tx,
            userId,
            valuesOf({ type: 'dividend', ...dividend }, { accountId: account.id, currency }),
            new Date(now()),
          );
        }
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
        return { added: dividends.length };
      });
    },
  };
}

export type DividendsBatchService = ReturnType<typeof createDividendsBatchService>;
