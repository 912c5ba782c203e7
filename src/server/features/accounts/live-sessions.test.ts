import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { LIVE_CLOSE, LIVE_STREAM_PATH } from '#shared/platform/live.ts';
import { Browser, lastMailId, ORIGIN, signedInUser, waitForMail } from '#tests/accounts.ts';
import { buildTestApp } from '#tests/app.ts';
import { connectDatabase, type Database } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { openLiveSocket, type LiveClient } from '#tests/live-socket.ts';
import { createUserEventBus, type UserEventBus } from '../../live/user-events.ts';

// Two server processes on one database (docs/decisions/012-scale-out.md): a session ended
// through B closes the live streams it had open on A (docs/decisions/013-live-stream-abuse.md).

interface Instance {
  app: FastifyInstance;
  bus: UserEventBus;
  url: string;
}

let database: TestDatabase;
let secondPool: Database;
let a: Instance;
let b: Instance;
const sockets: WebSocket[] = [];

async function instance(on: Database): Promise<Instance> {
  const bus = createUserEventBus({ database: on, log: pino({ level: 'silent' }) });
  await bus.ready();
  const app = await buildTestApp(database, { database: on, userEvents: bus });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, bus, url: address.replace('http', 'ws') + LIVE_STREAM_PATH };
}

beforeAll(async () => {
  database = await createTestDatabase();
  secondPool = connectDatabase(database.url);
  a = await instance(database);
  b = await instance(secondPool);
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  for (const { app, bus } of [a, b]) {
    await app.close();
    await bus.close();
  }
  await secondPool.close();
  await database.dispose();
});

/** A live stream opened on A with this browser's session. */
async function streamOnA(browser: Browser): Promise<LiveClient> {
  const client = await openLiveSocket(
    a.url,
    { origin: ORIGIN, cookie: browser.cookieHeader() },
    sockets,
  );
  await client.next('hello');
  return client;
}

/** The same browser (cookies) talking to instance B. */
function onB(browser: Browser): Browser {
  const moved = new Browser(b.app, browser.ip);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

/** A user signed in twice (laptop, phone) on A, with a live stream open per session. */
async function userWithTwoStreams() {
  const user = await signedInUser(a.app, database);
  const phone = new Browser(a.app);
  const signIn = await phone.post('/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  expect(signIn.statusCode).toBe(200);
  return {
    ...user,
    laptop: user.browser,
    phone,
    laptopStream: await streamOnA(user.browser),
    phoneStream: await streamOnA(phone),
  };
}

async function expectSignedOutAndClosed(stream: LiveClient) {
  expect(await stream.closed).toMatchObject({ code: LIVE_CLOSE.signedOut });
  expect(stream.messages.at(-1)).toEqual({ type: 'user-event', event: { type: 'signed-out' } });
}

describe('live streams of ended sessions', () => {
  it('closes every stream of the user on A after "log out all devices" on B', async () => {
    const user = await userWithTwoStreams();
    const visitor = await openLiveSocket(a.url, { origin: ORIGIN }, sockets);
    const response = await onB(user.laptop).post('/api/me/logout-all');
    expect(response.statusCode).toBe(204);
    await expectSignedOutAndClosed(user.laptopStream);
    await expectSignedOutAndClosed(user.phoneStream);
    expect(visitor.socket.readyState).toBe(visitor.socket.OPEN);
  });

  it("closes only the signed-out session's stream; the user's other session keeps its own", async () => {
    const user = await userWithTwoStreams();
    const response = await onB(user.laptop).post('/api/auth/sign-out');
    expect(response.statusCode).toBe(200);
    await expectSignedOutAndClosed(user.laptopStream);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(user.phoneStream.socket.readyState).toBe(user.phoneStream.socket.OPEN);
    expect(user.phoneStream.messages.map((m) => m.type)).toEqual(['hello']);
  });

  it('closes every stream of the user when the account is deleted on B', async () => {
    const user = await userWithTwoStreams();
    const response = await onB(user.phone).delete('/api/me');
    expect(response.statusCode).toBe(204);
    await expectSignedOutAndClosed(user.laptopStream);
    await expectSignedOutAndClosed(user.phoneStream);
  });

  it('closes every stream of the user when the password is reset on B', async () => {
    const user = await userWithTwoStreams();
    const before = await lastMailId(database);
    await new Browser(b.app).post('/api/auth/request-password-reset', { email: user.email });
    const mail = await waitForMail(database, user.email, /Reset your Tickerdeck password/, before);
    const reset = await new Browser(b.app).post('/api/auth/reset-password', {
      token: new URL(mail.link).searchParams.get('token'),
      newPassword: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    await expectSignedOutAndClosed(user.laptopStream);
    await expectSignedOutAndClosed(user.phoneStream);
  });
});
