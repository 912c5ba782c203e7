import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '#shared/platform/contract.ts';
import { route } from './contract-route.ts';
import { HttpError, registerErrorHandling } from './errors.ts';
import { registerSecurityHeaders, securityHeaders } from './security.ts';
import { registerSharedAnswers } from './shared-answers.ts';

// The short path of a shared answer (docs/decisions/051): the route is asked once per version
// of its data, what it answers goes out with the long path's headers, and whatever the short
// path cannot answer takes the long one.

const contract = defineContract({
  price: {
    method: 'GET',
    path: '/api/price',
    query: z.object({ symbol: z.string().regex(/^[A-Z]{1,5}$/) }),
    response: z.object({ symbol: z.string(), price: z.number() }),
    errors: ['not-found'],
  },
});

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start() {
  const state = { version: 1, price: 1 as unknown, fail: false, calls: 0 };
  const headers = await securityHeaders({ https: false });
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSharedAnswers(app, headers);
  registerErrorHandling(app);
  registerSecurityHeaders(app, headers);
  await app.register(async (scope) => {
    const options = {
      auth: 'none',
      cache: 15,
      serialiseOnce: true,
      dataVersion: () => state.version,
    } as const;
    route(scope, contract.price, options, async ({ query }) => {
      state.calls++;
      if (state.fail) throw new HttpError(404, 'not-found', 'No such price.');
      return { symbol: query.symbol, price: state.price as number };
    });
  });
  const get = (url = '/api/price?symbol=AAPL', method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url });
  return { state, get };
}

describe('shared answers on the short path', () => {
  it('asks the route once per version of the data and sends its JSON again in between', async () => {
    const { state, get } = await start();
    const first = await get();
    expect(first.body).toBe('{"symbol":"AAPL","price":1}');
    const again = await get();
    expect(again.body).toBe(first.body);
    expect(state.calls).toBe(1);
    expect(again.statusCode).toBe(200);
    // Every header but the date and the request id, which the app's own hook adds on the long
    // path (serialised-quotes.routes.test.ts checks the app's).
    const without = (headers: object, ...names: string[]) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
    expect(without(again.headers, 'date', 'x-request-id')).toEqual(without(first.headers, 'date'));
    expect(again.headers['x-request-id']).toMatch(/^req-/);

    state.version++;
    expect((await get()).body).toBe(first.body);
    expect(state.calls).toBe(2);
    expect((await get()).body).toBe(first.body);
    expect(state.calls).toBe(2);
  });

  it('sends a changed answer as new JSON checked by the contract, and a failure as the long path would', async () => {
    const { state, get } = await start();
    await get();
    state.version++;
    state.price = 2;
    expect((await get()).body).toBe('{"symbol":"AAPL","price":2}');

    state.version++;
    state.fail = true;
    const failed = await get();
    expect(failed.statusCode).toBe(404);
    expect(failed.json()).toMatchObject({ error: { code: 'not-found' } });
    expect(failed.headers['content-security-policy']).toContain("default-src 'self'");
    expect(failed.headers['x-frame-options']).toBe('DENY');
    expect(failed.headers['cache-control']).toBeUndefined();

    // The failure was not kept: the route is asked again, at the same version.
    state.fail = false;
    state.price = 'not a number';
    const refused = await get();
    expect(refused.statusCode).toBe(500);
    expect(refused.headers['cache-control']).toBeUndefined();
    expect(state.calls).toBe(4);
  });

  it('leaves to the long path a URL its validation refuses, and another method', async () => {
    const { state, get } = await start();
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/price?symbol=aapl')).statusCode).toBe(400);
    }
    expect(state.calls).toBe(0);
    await get();
    // The same symbol, another URL: parsed on the long path before the route is asked.
    expect((await get('/api/price?symbol=AAPL&')).statusCode).toBe(200);
    expect(state.calls).toBe(2);
    const head = await get(undefined, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(state.calls).toBe(3);
  });
});
