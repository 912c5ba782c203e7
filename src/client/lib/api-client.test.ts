import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { ApiRequestError, apiGet, apiSend, answerInProcess, buildUrl } from './api-client.ts';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('buildUrl', () => {
  it('fills path parameters and drops undefined query values', () => {
    expect(buildUrl('/api/stocks/:symbol/history', { params: { symbol: 'BRK.B' } })).toBe(
      '/api/stocks/BRK.B/history',
    );
    expect(buildUrl('/api/search', { query: { q: 'a b', limit: 5, x: undefined } })).toBe(
      '/api/search?q=a+b&limit=5',
    );
  });

  it('refuses to build a URL with a missing parameter', () => {
    expect(() => buildUrl('/api/quotes/:symbol', {})).toThrow('symbol');
  });
});

describe('apiGet', () => {
  it('returns the body parsed with the contract', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, {
        isOpen: true,
        session: 'regular',
        holiday: null,
        provider: 'simulated',
        newsPageUrl: 'https://example.test/news',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet(marketDataContract.status)).resolves.toEqual({
      isOpen: true,
      session: 'regular',
      holiday: null,
      provider: 'simulated',
      newsPageUrl: 'https://example.test/news',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/market/status', expect.anything());
  });

  it("throws the server's error body on a non-2xx status", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Unknown symbol' } }),
    );
    const failure = await apiGet(marketDataContract.quote, { params: { symbol: 'ZZZZ' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } });
  });

  it('throws on a body that breaks the contract', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { isOpen: 'yes' }));
    await expect(apiGet(marketDataContract.status)).rejects.toMatchObject({
      error: { code: 'invalid-response' },
    });
  });

  it('turns a network failure into an ApiRequestError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiGet(marketDataContract.status)).rejects.toMatchObject({
      status: 0,
      error: { code: 'network-error' },
    });
  });
});

describe('apiSend', () => {
  it('sends a JSON body same-origin and parses the answer', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      jsonResponse(200, { watchlist: ['AAPL'] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { z } = await import('zod');
    const answer = await apiSend(
      {
        method: 'PATCH',
        path: '/api/x/:id',
        params: z.object({ id: z.string() }),
        body: z.object({ a: z.number() }),
        response: z.object({ watchlist: z.array(z.string()) }),
      },
      { params: { id: '1' }, body: { a: 1 } },
    );
    expect(answer).toEqual({ watchlist: ['AAPL'] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x/1');
    expect(init).toMatchObject({ method: 'PATCH', body: '{"a":1}', credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('gives undefined for a 204 and the server error for a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiSend({ method: 'DELETE', path: '/api/x' })).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { error: { code: 'email-not-verified', message: 'm' } })),
    );
    const { z } = await import('zod');
    const post = { method: 'POST', path: '/api/x', body: z.object({}) } as const;
    await expect(apiSend(post, { body: {} })).rejects.toMatchObject({
      status: 403,
      error: { code: 'email-not-verified' },
    });
  });
});

describe('calls typed by their contract entry', () => {
  it('sends what the entry takes, and does not compile with what it does not', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiSend(portfolioContract.removePosition, { params: { id: 'AAPL-1' } });
    // @ts-expect-error removing a position sends no body
    await apiSend(portfolioContract.removePosition, { params: { id: 'AAPL-1' }, body: {} });
    // @ts-expect-error the path parameter is required
    await expect(apiSend(portfolioContract.removePosition)).rejects.toThrow('id');
    // @ts-expect-error a position needs shares and a purchase price
    await apiSend(portfolioContract.addPosition, { body: { symbol: 'AAPL' } }).catch(
      () => undefined,
    );
    expect(fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'DELETE /api/portfolio/positions/AAPL-1',
      'DELETE /api/portfolio/positions/AAPL-1',
      'POST /api/portfolio/positions',
    ]);
  });
});

describe('answerInProcess', () => {
  afterEach(() => answerInProcess(undefined));

  it('reads through the in-process API of the server, parsed by the same contract, no fetch', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const asked: unknown[] = [];
    answerInProcess(async (entry, input) => {
      asked.push([entry.path, input.params]);
      return { status: 200, body: { symbol: 'AAPL', quote: null, freshness: null } };
    });
    await expect(apiGet(marketDataContract.quote, { params: { symbol: 'AAPL' } })).resolves.toEqual(
      {
        symbol: 'AAPL',
        quote: null,
        freshness: null,
      },
    );
    expect(asked).toEqual([[marketDataContract.quote.path, { symbol: 'AAPL' }]]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a failure status into the same ApiRequestError as over HTTP', async () => {
    answerInProcess(async () => ({
      status: 503,
      body: { error: { code: 'market-data-unavailable', message: 'Market data is unavailable' } },
    }));
    const failure = await apiGet(marketDataContract.status).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(503);
    expect((failure as ApiRequestError).error.code).toBe('market-data-unavailable');
  });

  it('never writes', async () => {
    answerInProcess(async () => ({ status: 200, body: {} }));
    await expect(apiSend({ method: 'DELETE', path: '/api/x' })).rejects.toThrow(
      'a page render only reads',
    );
  });
});
