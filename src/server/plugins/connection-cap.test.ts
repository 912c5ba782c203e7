import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';

// 600 slow sockets from one address all stayed open. Past MAX_CONNECTIONS_PER_ADDRESS
// a new connection from that address is closed at once; others, and its earlier ones, go on.
// Every address here is loopback (127.0.0.0/8): 127.0.0.2 stands in for another client and
// 127.0.0.3 for a trusted proxy.

const CAP = 5;
const PROXY = '127.0.0.3';

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
const opened: Socket[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    config: testConfig({ MAX_CONNECTIONS_PER_ADDRESS: String(CAP), TRUST_PROXY: PROXY }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of opened) socket.destroy();
  await app.close();
  await database.dispose();
});

interface Opened {
  socket: Socket;
  closed: () => boolean;
}

/** A raw connection from `from`, once connected; `closed()` says whether the server closed it. */
async function open(from: string): Promise<Opened> {
  const socket = connect({ host: '127.0.0.1', port, localAddress: from });
  opened.push(socket);
  let closed = false;
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, closed: () => closed };
}

/** An HTTP request over an open connection: the answer's status line. */
function ask(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\r\n')[0] ?? ''));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('open connections per address', () => {
  it('closes connections past the cap and keeps the earlier ones serving', async () => {
    const first: Opened[] = [];
    for (let n = 0; n < CAP; n++) first.push(await open('127.0.0.1'));
    const extra: Opened[] = [];
    for (let n = 0; n < 3; n++) extra.push(await open('127.0.0.1'));
    await expect.poll(() => extra.every((connection) => connection.closed())).toBe(true);
    await settled();
    expect(first.map((connection) => connection.closed())).toEqual(Array(CAP).fill(false));
    for (const connection of first) expect(await ask(connection.socket)).toBe('HTTP/1.1 200 OK');

    // Another address has its own share.
    const other = await open('127.0.0.2');
    await settled();
    expect(other.closed()).toBe(false);
    expect(await ask(other.socket)).toBe('HTTP/1.1 200 OK');

    // A closed connection frees its place.
    first[0]?.socket.destroy();
    await expect.poll(() => first[0]?.closed()).toBe(true);
    await settled();
    const again = await open('127.0.0.1');
    await settled();
    expect(again.closed()).toBe(false);
    expect(await ask(again.socket)).toBe('HTTP/1.1 200 OK');
  });

  it('does not cap a trusted proxy, whose connections carry many clients', async () => {
    const proxied: Opened[] = [];
    for (let n = 0; n < CAP + 3; n++) proxied.push(await open(PROXY));
    await settled();
    expect(proxied.map((connection) => connection.closed())).toEqual(Array(CAP + 3).fill(false));
  });
});
