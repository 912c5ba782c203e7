import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { seedLargeLedger } from '#tests/large-ledger.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { HEAVY_WORK } from './heavy-work.ts';

// One user with a large ledger could run any number of exports, performance
// and holdings computations at once, and everyone else waited behind them. Each user now has
// one lane: one heavy request running, eight waiting, the rest refused with 429 before any work;
// other users are admitted beside them. Counted in answers and their order, never in time.

const setup = appPerTestFile();
const LEDGER_ROWS = 20_000;

const csvExport = contract.exportTransactions.path;
const jsonExport = accountContract.exportAccount.path;

async function userWithLargeLedger(browser?: Browser) {
  const user = await signedInUser(setup.app, setup.database);
  await seedLargeLedger(setup.database, user.userId, LEDGER_ROWS);
  if (!browser) return user.browser;
  // The same person's cookies in another browser object (another address, or the same one).
  for (const [name, value] of user.browser.cookies) browser.cookies.set(name, value);
  return browser;
}

const refused = (answers: LightMyRequestResponse[]) => answers.filter((a) => a.statusCode === 429);

// Ten exports of a 20,000-row ledger run one after another in the lane: about 20 s on a quiet
// two-core machine, several times that beside other work. The assertions count answers and
// their order, so a longer limit only keeps a busy machine from failing them.
describe('heavy work of one user', { timeout: 120_000 }, () => {
  it("answers 429 with Retry-After past one running and eight waiting heavy requests, while another user's request is served beside them", async () => {
    expect(HEAVY_WORK.perUser).toEqual({ running: 1, waiting: 8 });
    const heavy = await userWithLargeLedger();
    const neighbour = (await signedInUser(setup.app, setup.database)).browser;
    // Answers in the order they arrive.
    const order: string[] = [];
    const asked = (name: string, answer: Promise<LightMyRequestResponse>) =>
      answer.then((response) => {
        order.push(`${name} ${response.statusCode}`);
        return response;
      });
    const kinds = Array.from({ length: 10 }, (_, i) => (i % 2 ? jsonExport : csvExport));
    const heavyAnswers = Promise.all([
      ...kinds.map((path, i) => asked(`heavy${i}`, heavy.get(path))),
      asked('heavy-holdings', heavy.get(contract.holdings.path)),
      asked('heavy-performance', heavy.get(`${contract.performance.path}?range=MAX`)),
    ]);
    const neighbourAnswer = await asked('neighbour', neighbour.get(csvExport));
    const answers = await heavyAnswers;

    expect(neighbourAnswer.statusCode).toBe(200);
    const tooMany = refused(answers);
    expect(tooMany).toHaveLength(answers.length - 9);
    for (const answer of tooMany) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json().error.code).toBe('too-many-at-once');
    }
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(9);
    // The neighbour did not wait for the heavy user's queue: it was answered while at least
    // seven of the heavy user's admitted requests were still waiting or running.
    const servedBefore = order.slice(0, order.indexOf('neighbour 200'));
    expect(servedBefore.filter((entry) => entry.endsWith(' 200')).length).toBeLessThanOrEqual(2);
    // A whole export still arrives: every one of the ledger's rows, plus the header.
    const csv = answers.find((a) => a.statusCode === 200 && a.body.startsWith('\uFEFFdate'));
    expect(csv?.body.trim().split('\r\n')).toHaveLength(LEDGER_ROWS + 1);
  });

  it('counts the heavy requests of every user at one address together', async () => {
    expect(HEAVY_WORK.perAddress).toBe(16);
    const address = new Browser(setup.app).ip;
    const first = await userWithLargeLedger(new Browser(setup.app, address));
    const second = await userWithLargeLedger(new Browser(setup.app, address));
    const answers = await Promise.all([
      ...Array.from({ length: 9 }, () => first.get(csvExport)),
      ...Array.from({ length: 9 }, () => second.get(csvExport)),
    ]);
    // Nine admitted per user would be eighteen; the address has room for sixteen.
    expect(refused(answers)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(16);
    // Once they are answered, the address has its room back.
    expect((await first.get(csvExport)).statusCode).toBe(200);
  });

  it('gives the slot back when the client goes away before its turn is even asked for', async () => {
    // A real socket: the client sends the request and hangs up at once, so the connection
    // closes while the server is still reading the session. The lane must not keep that slot
    // (one running per user: a kept slot would leave every later heavy request waiting).
    const user = await signedInUser(setup.app, setup.database);
    const address = await setup.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = setup.app.server.address() as AddressInfo;
    const hangUp = () =>
      new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.end(
            `GET ${contract.holdings.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
              `Cookie: ${user.browser.cookieHeader()}\r\n\r\n`,
          );
          socket.destroy();
        });
        socket.on('close', () => resolve());
      });
    for (let i = 0; i < 20; i += 1) await hangUp();
    const answer = await fetch(`${address}${contract.holdings.path}`, {
      headers: { cookie: user.browser.cookieHeader() },
      signal: AbortSignal.timeout(5_000),
    });
    expect(answer.status).toBe(200);
  });
});
