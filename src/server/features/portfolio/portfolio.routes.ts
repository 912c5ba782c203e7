import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portfolioContract as contract } from '../../../shared/portfolio.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { PortfolioService } from './portfolio.service.ts';

export const portfolioRoutes =
  ({ portfolio }: { portfolio: PortfolioService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, contract.portfolio, { auth: 'user' }, async ({ user }) => ({
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
  };
