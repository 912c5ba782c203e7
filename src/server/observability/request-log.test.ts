import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

/** An app logging JSON lines at `level` into `lines`, with Fastify's request serializers. */
function appLogging(lines: Record<string, unknown>[], level = 'info') {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return Fastify({ logger: { level, stream }, logController: new RequestLog() });
}

describe('the request log', () => {
  it('writes one line per request, with the request and its answer', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    app.get('/page', async () => ({ ok: true }));
    await app.inject({ url: '/page?x=1', remoteAddress: '203.0.113.9' });
    await app.close();
    const requestLines = lines.filter((line) => 'req' in line || 'res' in line);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/page?x=1', remoteAddress: '203.0.113.9' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('still logs a failed handler as an error', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    await app.inject({ url: '/broken' });
    await app.close();
    expect(lines.find((line) => line.level === 50)).toMatchObject({ msg: 'boom' });
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({
      res: { statusCode: 500 },
    });
  });

  it('records a request whose client left before the answer', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    let reached: () => void = () => undefined;
    const handlerReached = new Promise<void>((resolve) => (reached = resolve));
    app.get('/slow', async () => {
      reached();
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { ok: true };
    });
    const url = new URL('/slow', await app.listen({ port: 0, host: '127.0.0.1' }));
    const client = httpRequest(url);
    client.on('error', () => undefined);
    client.end();
    await handlerReached;
    client.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.close();
    expect(lines.find((line) => line.msg === 'request closed before its answer')).toMatchObject({
      req: { method: 'GET', url: '/slow' },
    });
  });

  it('writes no request line when the level is above info', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines, 'warn');
    app.get('/page', async () => ({ ok: true }));
    const response = await app.inject({ url: '/page' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });
});
