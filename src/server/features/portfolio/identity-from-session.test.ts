import { describe, expect, it } from 'vitest';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// docs/security.md, bad-input case 5: a user id in a body is ignored; whose data it is comes
// from the session alone.

const setup = appPerTestFile();

describe('identity comes from the session', () => {
  it("ignores a userId in the body: the position is the signed-in user's", async () => {
    const alice = await signedInUser(setup.app, setup.database);
    const mallory = await signedInUser(setup.app, setup.database);
    const aliceId = (await alice.browser.get('/api/me')).json().uid as string;
    expect(aliceId).toEqual(expect.any(String));
    const added = await mallory.browser.post('/api/portfolio/positions', {
      symbol: 'AAPL',
      shares: 2,
      purchasePrice: 10,
      userId: aliceId,
      uid: aliceId,
    });
    expect(added.statusCode).toBe(201);
    expect((await alice.browser.get('/api/portfolio')).json()).toEqual({ portfolio: [] });
    expect((await mallory.browser.get('/api/portfolio')).json().portfolio).toHaveLength(1);
  });
});
