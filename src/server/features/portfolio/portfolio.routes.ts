import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userDataContract as contract } from '../../../shared/user-data.contract.ts';
import type { RequireUser } from '../../live/user-data-deps.ts';
import type { PortfolioService } from './portfolio.service.ts';

export const portfolioRoutes =
  (deps: { portfolio: PortfolioService; requireUser: RequireUser }): FastifyPluginAsyncZod =>
  async (app) => {
    const { portfolio, requireUser } = deps;

    app.get(
      contract.portfolio.path,
      { schema: { response: { 200: contract.portfolio.response } } },
      async (request) => {
        const user = await requireUser(request);
        return { portfolio: await portfolio.list(user.id) };
      },
    );

    app.post(
      contract.addPosition.path,
      {
        schema: {
          body: contract.addPosition.body,
          response: { 201: contract.addPosition.response },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const position = await portfolio.add(user.id, request.body);
        return reply.code(201).send({ position });
      },
    );

    app.delete(
      contract.removePosition.path,
      { schema: { params: contract.removePosition.params } },
      async (request, reply) => {
        const user = await requireUser(request);
        await portfolio.remove(user.id, request.params.id);
        return reply.code(204).send();
      },
    );

    app.delete(
      contract.removeSymbolFromPortfolio.path,
      {
        schema: {
          params: contract.removeSymbolFromPortfolio.params,
          response: { 200: contract.removeSymbolFromPortfolio.response },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return { removed: await portfolio.removeSymbol(user.id, request.params.symbol) };
      },
    );
  };
