import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketDataContract as contract } from '#shared/market-data/market-data.contract.ts';
import type { MarketDataService } from '../../market-data/service/market-data.service.ts';
import type { UpstreamAccess } from '../../market-data/service/upstream-access.ts';
import { route } from '../../plugins/contract-route.ts';
import { marketDataHttpError } from '../../market-data/market-data-errors.ts';
import { sendCatalogue } from './symbol-catalogue-reply.ts';

// Thin routes over the market-data service, validated in and out by the shared contract.
// Browsers and proxies may keep answers briefly (seconds below); the server cache is the real one.

/**
 * The provider failed and nothing is cached: 503 (with Retry-After when the upstream limiter
 * is full); the client over its own limit: 429. Never a 500 or the vendor's words.
 */
async function upstream<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw marketDataHttpError(error);
  }
}

/**
 * `accessOf`: the request's client, asked only when a request misses the cache (the per-client
 * limit and the priority of a user's own symbols, docs/decisions/015). None: nobody is limited.
 */
export const marketRoutes =
  (
    service: MarketDataService,
    accessOf: (request: FastifyRequest) => UpstreamAccess | undefined = () => undefined,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const open = { auth: 'none' } as const;
    // Every client asks for the same cached answers: each is serialised once (decision 037)
    // and sent again unasked while the service's data has not changed (decision 051).
    const shared = (cache: number) => ({
      ...open,
      cache,
      serialiseOnce: true,
      dataVersion: service.answersVersion,
    });

    route(app, contract.quotes, shared(15), async ({ query, request }) => ({
      results: await upstream(service.quotes([...new Set(query.symbols)], accessOf(request))),
    }));

    route(app, contract.quote, shared(15), async ({ params, request }) =>
      upstream(service.quote(params.symbol, accessOf(request))),
    );

    route(app, contract.search, shared(60), async ({ query, request }) => ({
      results: await upstream(service.search(query.q, query.limit, accessOf(request))),
    }));

    route(app, contract.profile, shared(300), async ({ params, request }) => ({
      profile: await upstream(service.profile(params.symbol, accessOf(request))),
    }));

    route(app, contract.history, shared(60), async ({ params, query, request }) =>
      upstream(service.history(params.symbol, query.timeframe, accessOf(request))),
    );

    route(app, contract.stats, shared(300), async ({ params, request }) =>
      upstream(service.stats(params.symbol, accessOf(request))),
    );

    route(app, contract.fundamentals, shared(300), async ({ params, request }) =>
      upstream(service.fundamentals(params.symbol, accessOf(request))),
    );

    route(app, contract.news, shared(60), async ({ query, request }) => ({
      items: await upstream(service.news(query.limit, accessOf(request))),
    }));

    route(app, contract.companyNews, shared(60), async ({ params, query, request }) => ({
      items: await upstream(service.companyNews(params.symbol, query.limit, accessOf(request))),
    }));

    route(app, contract.symbols, open, async ({ request, reply }) => {
      const catalogue = await upstream(service.symbols());
      return sendCatalogue(request, reply, catalogue);
    });

    route(app, contract.overview, shared(15), async () => service.overview());
    route(app, contract.movers, shared(15), async () => service.movers());
    route(app, contract.sectors, shared(15), async () => service.sectors());
    route(app, contract.status, shared(30), async () => service.marketStatus());
  };
