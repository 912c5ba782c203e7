import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, fillPath } from '#shared/platform/contract.ts';
import { route } from './contract-route.ts';
import { HttpError, registerErrorHandling } from './errors.ts';

// route() registers a route from its contract entry alone (docs/decisions/018).

const contract = defineContract({
  addThing: {
    method: 'PUT',
    path: '/api/things/:id',
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    body: z.strictObject({ name: z.string().min(1) }),
    status: 201,
    response: z.object({ id: z.string(), name: z.string() }),
    errors: ['not-found'],
  },
  removeThing: { method: 'DELETE', path: '/api/things/:id', errors: [] },
});

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(fail: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(async (scope) => {
    route(scope, contract.addThing, { auth: 'none', cache: 60 }, async ({ params, body }) => {
      if (fail) throw new HttpError(404, 'not-found', 'No such thing.');
      return { id: params.id, name: body.name, secret: 'dropped by the response schema' };
    });
    route(scope, contract.removeThing, { auth: 'none' }, async () => undefined);
  });
  return app;
}

describe('routes registered from their contract entry', () => {
  it("uses the entry's method, path, schemas and success status", async () => {
    const app = await appWith(false);
    const added = await app.inject({ method: 'PUT', url: '/api/things/7', payload: { name: 'a' } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: '7', name: 'a' });
    const removed = await app.inject({ method: 'DELETE', url: '/api/things/7' });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await app.inject({ method: 'POST', url: '/api/things/7' })).statusCode).toBe(404);
  });

  it("refuses input the entry's schemas refuse, before the handler runs", async () => {
    const app = await appWith(false);
    const badId = await app.inject({ method: 'PUT', url: '/api/things/x', payload: { name: 'a' } });
    expect(badId.statusCode).toBe(400);
    const extra = await app.inject({
      method: 'PUT',
      url: '/api/things/7',
      payload: { name: 'a', admin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ error: { code: 'invalid-request' } });
  });

  it('lets browsers keep a success only, never a failure', async () => {
    const ok = await (
      await appWith(false)
    ).inject({ method: 'PUT', url: '/api/things/7', payload: { name: 'a' } });
    expect(ok.headers['cache-control']).toBe('public, max-age=60');
    const failed = await (
      await appWith(true)
    ).inject({ method: 'PUT', url: '/api/things/7', payload: { name: 'a' } });
    expect(failed.statusCode).toBe(404);
    expect(failed.headers['cache-control']).toBeUndefined();
  });

  it('serialises a serialiseOnce answer with the contract, refusing what it refuses', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    apps.push(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    let name: unknown = 'a';
    await app.register(async (scope) => {
      const options = { auth: 'none', cache: 60, serialiseOnce: true } as const;
      route(scope, contract.addThing, options, async ({ params }) => ({
        id: params.id,
        name: name as string,
        secret: 'dropped by the response schema',
      }));
    });
    const put = () =>
      app.inject({
        method: 'PUT',
        url: fillPath(contract.addThing.path, { id: '7' }),
        payload: { name: 'x' },
      });
    const ok = await put();
    expect(ok.statusCode).toBe(201);
    expect(ok.body).toBe('{"id":"7","name":"a"}');
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
    name = 42;
    const refused = await put();
    expect(refused.statusCode).toBe(500);
    expect(refused.headers['cache-control']).toBeUndefined();
  });

  it('sends an answer the handler sent itself once, without a warning', async () => {
    const lines: string[] = [];
    const logger: FastifyBaseLogger = pino(
      { level: 'warn' },
      { write: (line: string) => void lines.push(line) },
    );
    const app = Fastify({ loggerInstance: logger }).withTypeProvider<ZodTypeProvider>();
    apps.push(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(async (scope) => {
      route(scope, contract.addThing, { auth: 'none' }, async ({ reply }) =>
        reply.code(503).send({ unavailable: true }),
      );
    });
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/things/7',
      payload: { name: 'a' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ unavailable: true });
    // The second send came after the answer had gone out: give it the turn it would take.
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });
});
