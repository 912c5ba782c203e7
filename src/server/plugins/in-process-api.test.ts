import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '#shared/platform/contract.ts';
import { route } from './contract-route.ts';
import { registerErrorHandling } from './errors.ts';
import { inProcessRoutes, type InProcessAnswer } from './in-process-api.ts';

// The server renderer reads a page's data through the API's GET handlers in-process
// (docs/performance.md): the same parsing and checks as over HTTP, and nothing the handler does
// reaches the page's own response.

const contract = defineContract({
  thing: {
    method: 'GET',
    path: '/api/things/:id',
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    query: z.object({ limit: z.coerce.number().int().min(1).max(5).default(2) }),
    response: z.object({ id: z.string(), limit: z.number() }),
    errors: [],
  },
  prepared: {
    method: 'GET',
    path: '/api/prepared',
    response: z.object({ ready: z.boolean() }),
    errors: [],
  },
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app with the three routes, and a "page" that reads one of them in-process. */
async function appWithPage() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(async (scope) => {
    route(scope, contract.thing, { auth: 'none' }, async ({ params, query }) => ({
      id: params.id,
      limit: query.limit,
    }));
    // Sends a pre-serialised answer itself, as the portfolio's routes do.
    route(scope, contract.prepared, { auth: 'none' }, async ({ reply }) =>
      reply
        .code(200)
        .header('cache-control', 'no-store')
        .type('application/json')
        .send('{"ready":true}'),
    );
  });
  app.get('/page', async (request, reply) => {
    const { path, params, query } = request.query as {
      path: string;
      params?: string;
      query?: string;
    };
    const read = inProcessRoutes(app).get(path);
    if (!read) return { missing: path };
    const answer: InProcessAnswer = await read(
      {
        params: params ? (JSON.parse(params) as object) : undefined,
        query: query ? (JSON.parse(query) as object) : undefined,
      },
      request,
      reply,
    );
    return { answer };
  });
  return app;
}

const readInProcess = async (
  app: FastifyInstance,
  path: string,
  params?: object,
  query?: object,
) => {
  const search = new URLSearchParams({ path });
  if (params) search.set('params', JSON.stringify(params));
  if (query) search.set('query', JSON.stringify(query));
  const page = await app.inject({ url: `/page?${search.toString()}` });
  expect(page.statusCode).toBe(200);
  return page.json<{ answer: InProcessAnswer }>().answer;
};

describe('reading a GET route in-process', () => {
  it("parses the input with the route's own schemas, as a URL carries it", async () => {
    const app = await appWithPage();
    expect(await readInProcess(app, '/api/things/:id', { id: '7' }, { limit: 3 })).toEqual({
      status: 200,
      body: { id: '7', limit: 3 },
    });
    // The default comes from the schema, as over HTTP.
    expect((await readInProcess(app, '/api/things/:id', { id: '7' })).body).toEqual({
      id: '7',
      limit: 2,
    });
    // Input the route refuses is the API's 400, never a 500.
    expect((await readInProcess(app, '/api/things/:id', { id: 'x' })).status).toBe(400);
    expect((await readInProcess(app, '/api/things/:id', { id: '7' }, { limit: 99 })).status).toBe(
      400,
    );
  });

  it("keeps what a handler sends itself, and never writes it to the page's response", async () => {
    const app = await appWithPage();
    const page = await app.inject({ url: `/page?path=${encodeURIComponent('/api/prepared')}` });
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    expect(page.headers['cache-control']).toBeUndefined();
    expect(page.json()).toEqual({ answer: { status: 200, body: { ready: true } } });
  });
});
