import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { AccountsService } from './accounts.service.ts';
import type { CorporateActionsService } from './corporate-actions.service.ts';
import type { HoldingsService } from './holdings.service.ts';
import type { LedgerService } from './ledger.service.ts';
import type { PerformanceService } from './performance.service.ts';
import type { AnswerJson } from './portfolio-pool.ts';
import type { PortfolioService } from './portfolio.service.ts';
import type { RealizedService } from './realized.service.ts';

/**
 * A computed answer: JSON a worker thread wrote and checked against the contract
 * (portfolio-worker.ts), sent as it is. Never kept by a cache: it is the user's.
 */
const sendAnswer = (reply: FastifyReply, json: AnswerJson) =>
  reply.code(200).header('cache-control', 'no-store').type(JSON_TYPE).send(json);

const JSON_TYPE = 'application/json; charset=utf-8';

interface PortfolioServices {
  portfolio: PortfolioService;
  accounts: AccountsService;
  ledger: LedgerService;
  holdings: HoldingsService;
  performance: PerformanceService;
  corporateActions: CorporateActionsService;
  realized: RealizedService;
}

export const portfolioRoutes =
  ({
    portfolio,
    accounts,
    ledger,
    holdings,
    performance,
    corporateActions,
    realized,
  }: PortfolioServices): FastifyPluginAsyncZod =>
  async (app) => {
    // Work that grows with the ledger runs in the user's lane (docs/decisions/073).
    const heavy = { config: { heavyWork: true } };
    route(app, contract.portfolio, { auth: 'user', fastify: heavy }, async ({ user }) => ({
      portfolio: await portfolio.list(user.id),
    }));

    route(app, contract.addPosition, { auth: 'user' }, async ({ user, body }) => ({
      position: await portfolio.add(user.id, body),
    }));

    route(app, contract.removePosition, { auth: 'user' }, async ({ user, params }) => {
      await portfolio.remove(user.id, params.id);
      return undefined;
    });

    route(app, contract.removeSymbolFromPortfolio, { auth: 'user' }, async ({ user, params }) => ({
      removed: await portfolio.removeSymbol(user.id, params.symbol),
    }));

    route(app, contract.createTransaction, { auth: 'user' }, async ({ user, body }) => ({
      transaction: await ledger.create(user.id, body),
    }));

    route(app, contract.transactions, { auth: 'user', cache: 'no-store' }, ({ user, query }) =>
      ledger.list(user.id, query),
    );

    route(app, contract.updateTransaction, { auth: 'user' }, async ({ user, params, body }) => ({
      transaction: await ledger.update(user.id, params.id, body),
    }));

    route(app, contract.removeTransaction, { auth: 'user' }, async ({ user, params }) => {
      await ledger.remove(user.id, params.id);
      return undefined;
    });

    route(app, contract.accounts, { auth: 'user', cache: 'no-store' }, async ({ user }) => ({
      accounts: await accounts.list(user.id),
    }));

    route(app, contract.createAccount, { auth: 'user' }, async ({ user, body }) => ({
      account: await accounts.create(user.id, body),
    }));

    route(app, contract.updateAccount, { auth: 'user' }, async ({ user, params, body }) => ({
      account: await accounts.update(user.id, params.id, body),
    }));

    route(app, contract.deleteAccount, { auth: 'user' }, async ({ user, params, query }) => {
      await accounts.remove(user.id, params.id, {
        ...(query.moveTo ? { moveTo: query.moveTo } : {}),
        deleteTransactions: query.deleteTransactions === 'true',
      });
      return undefined;
    });

    route(
      app,
      contract.holdings,
      { auth: 'user', cache: 'no-store', fastify: heavy },
      async ({ user, query, reply }) =>
        sendAnswer(
          reply,
          await holdings.holdings(user.id, { method: query.method, account: query.account }),
        ),
    );

    route(
      app,
      contract.performance,
      { auth: 'user', cache: 'no-store', fastify: heavy },
      async ({ user, query, reply }) =>
        sendAnswer(
          reply,
          await performance.performance(user.id, query.range, query.benchmark, query.account),
        ),
    );

    route(
      app,
      contract.realizedGains,
      { auth: 'user', cache: 'no-store', fastify: heavy },
      async ({ user, query, reply }) => sendAnswer(reply, await realized.realized(user.id, query)),
    );

    route(
      app,
      contract.realizedGainsCsv,
      { auth: 'user', fastify: heavy },
      async ({ user, query, reply }) => {
        const { format, ...asked } = query;
        const csv = await realized.csv(user.id, asked, format);
        return reply
          .code(200)
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="tickerdeck-realized-${query.year}-${format}.csv"`,
          )
          .type('text/csv; charset=utf-8')
          .send(csv);
      },
    );

    route(
      app,
      contract.corporateActions,
      { auth: 'user', cache: 'no-store', fastify: heavy },
      async ({ user, reply }) => sendAnswer(reply, await corporateActions.suggestions(user.id)),
    );
  };
