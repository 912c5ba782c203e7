import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holdingsContract as contract } from '#shared/portfolio/portfolio-holdings.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { DividendsBatchService } from './dividends-batch.service.ts';
import type { HoldingFactsService } from './holding-facts.service.ts';
import type { HoldingRemovalService } from './holding-removal.service.ts';

// The holdings screen's own routes (portfolio-holdings.contract.ts): thin, the session's user.

interface HoldingsToolsServices {
  removal: HoldingRemovalService;
  dividends: DividendsBatchService;
  facts: HoldingFactsService;
}

export const holdingsToolsRoutes =
  ({ removal, dividends, facts }: HoldingsToolsServices): FastifyPluginAsyncZod =>
  async (app) => {
    const heavy = { config: { heavyWork: true } };
    route(
      app,
      contract.holdingTransactions,
      { auth: 'user', cache: 'no-store' },
      ({ user, params }) => removal.transactions(user.id, params.symbol),
    );
    route(app, contract.removeHolding, { auth: 'user' }, ({ user, params }) =>
      removal.remove(user.id, params.symbol),
    );
    route(app, contract.restoreHolding, { auth: 'user' }, ({ user, body }) =>
      removal.restore(user.id, body.undo),
    );
    route(app, contract.addDividends, { auth: 'user' }, ({ user, body }) =>
      dividends.add(user.id, body),
    );
    route(
      app,
      contract.holdingFacts,
      { auth: 'user', cache: 'no-store', fastify: heavy },
      ({ user }) => facts.facts(user.id),
    );
  };
