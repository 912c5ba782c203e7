import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { IncomeService } from './income.service.ts';

// The dividend calendar and the income view (docs/decisions/092): thin, the JSON is the pool's.

const JSON_TYPE = 'application/json; charset=utf-8';

export const incomeRoutes =
  ({ income }: { income: IncomeService }): FastifyPluginAsyncZod =>
  async (app) => {
    // Work that grows with the ledger runs in the user's lane (docs/decisions/073).
    const heavy = { config: { heavyWork: true } };
    route(
      app,
      contract.dividendCalendar,
      { auth: 'user', cache: 'no-store', fastify: heavy },
      async ({ user, query, reply }) =>
        reply
          .code(200)
          .type(JSON_TYPE)
          .send(await income.calendar(user.id, query)),
    );
    route(
      app,
      contract.income,
      { auth: 'user', cache: 'no-store', fastify: heavy },
      async ({ user, query, reply }) =>
        reply
          .code(200)
          .type(JSON_TYPE)
          .send(await income.income(user.id, query)),
    );
  };
