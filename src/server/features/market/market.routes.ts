import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketDataContract as contract } from '../../../shared/market-data.contract.ts';
import type { MarketDataService } from '../../market-data/service/market-data-service.ts';
import type { UpstreamAccess } from '../../market-data/service/upstream-access.ts';
import { marketDataHttpError } from './market-data-errors.ts';

// Thin routes over the market-data service, validated in and out by the shared contract.
// Browsers and proxies may keep answers briefly; the server cache is the real one.

/** Symbol routes take no query: '/api/quotes/A?token=x' is refused, not silently read as 'A'. */
const noQuery = z.strictObject({});

const cacheFor = (reply: FastifyReply, seconds: number) =>
  reply.header('cache-control', `public, max-age=${seconds}`);

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
    app.get(
      contract.quotes.path,
      {
        schema: {
          querystring: contract.quotes.querystring,
          response: { 200: contract.quotes.response },
        },
      },
      async (request, reply) => {
        const symbols = [...new Set(request.query.symbols)];
        cacheFor(reply, 15);
        return { results: await upstream(service.quotes(symbols, accessOf(request))) };
      },
    );

    app.get(
      contract.quote.path,
      {
        schema: {
          params: contract.quote.params,
          querystring: noQuery,
          response: { 200: contract.quote.response },
        },
      },
      async (request, reply) => {
        const result = await upstream(service.quote(request.params.symbol, accessOf(request)));
        cacheFor(reply, 15);
        return result;
      },
    );

    app.get(
      contract.search.path,
      {
        schema: {
          querystring: contract.search.querystring,
          response: { 200: contract.search.response },
        },
      },
      async (request, reply) => {
        const results = await upstream(
          service.search(request.query.q, request.query.limit, accessOf(request)),
        );
        cacheFor(reply, 60);
        return { results };
      },
    );

    app.get(
      contract.profile.path,
      {
        schema: {
          params: contract.profile.params,
          querystring: noQuery,
          response: { 200: contract.profile.response },
        },
      },
      async (request, reply) => {
        const profile = await upstream(service.profile(request.params.symbol, accessOf(request)));
        cacheFor(reply, 300);
        return { profile };
      },
    );

    app.get(
      contract.history.path,
      {
        schema: {
          params: contract.history.params,
          querystring: contract.history.querystring.strict(),
          response: { 200: contract.history.response },
        },
      },
      async (request, reply) => {
        const history = await upstream(
          service.history(request.params.symbol, request.query.timeframe, accessOf(request)),
        );
        cacheFor(reply, 60);
        return history;
      },
    );

    app.get(
      contract.stats.path,
      {
        schema: {
          params: contract.stats.params,
          querystring: noQuery,
          response: { 200: contract.stats.response },
        },
      },
      async (request, reply) => {
        const stats = await upstream(service.stats(request.params.symbol, accessOf(request)));
        cacheFor(reply, 300);
        return stats;
      },
    );

    app.get(
      contract.news.path,
      {
        schema: {
          querystring: contract.news.querystring,
          response: { 200: contract.news.response },
        },
      },
      async (request, reply) => {
        const items = await upstream(service.news(request.query.limit, accessOf(request)));
        cacheFor(reply, 60);
        return { items };
      },
    );

    app.get(
      contract.overview.path,
      { schema: { response: { 200: contract.overview.response } } },
      async (_request, reply) => {
        cacheFor(reply, 15);
        return service.overview();
      },
    );

    app.get(
      contract.sectors.path,
      { schema: { response: { 200: contract.sectors.response } } },
      async (_request, reply) => {
        cacheFor(reply, 15);
        return service.sectors();
      },
    );

    app.get(
      contract.status.path,
      { schema: { response: { 200: contract.status.response } } },
      async (_request, reply) => {
        cacheFor(reply, 30);
        return service.marketStatus();
      },
    );
  };
