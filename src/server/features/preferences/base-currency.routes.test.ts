import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '#shared/platform/user-events.ts';
import { preferencesContract as contract } from '#shared/preferences/preferences.contract.ts';
import { Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { createUserEventBus } from '../../live/user-events.ts';

// The base currency preference (docs/decisions/083): USD until the user picks one of
// BASE_CURRENCIES; anything else is refused with a 400 naming the field, and nothing changes.

const setup = appPerTestFile();
const path = contract.setBaseCurrency.path;

describe('the base currency preference', () => {
  it('is USD until chosen, takes a code in any case and tells the other tabs', async () => {
    const { browser, userId } = await signedInUser(setup.app, setup.database);
    const otherProcess = createUserEventBus({ database: setup.database, log: setup.app.log });
    await otherProcess.ready();
    const heard: UserEvent[] = [];
    otherProcess.subscribe((id, event) => id === userId && heard.push(event));

    expect((await browser.get(contract.baseCurrency.path)).json()).toEqual({ baseCurrency: 'USD' });
    const set = await browser.request('PUT', path, { baseCurrency: 'eur' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ baseCurrency: 'EUR' });
    expect((await browser.get(contract.baseCurrency.path)).json()).toEqual({ baseCurrency: 'EUR' });
    await expect.poll(() => heard.map((event) => event.type)).toEqual(['preferences-changed']);
    // The other preferences are untouched.
    expect((await browser.get(accountContract.me.path)).json().preferences).toEqual({
      theme: 'system',
      emailNotifications: false,
      dailySummary: false,
      exDividendEmails: true,
    });
    await otherProcess.close();
  });

  it.each([
    ['an unknown code', 'XYZ', 'Unknown currency "XYZ"'],
    ['a currency no one may pick as base', 'THB', 'THB cannot be a base currency'],
    ['a number', 840, ''],
  ])('refuses %s with a 400 naming the field, and keeps the choice', async (_, value, words) => {
    const { browser } = await signedInUser(setup.app, setup.database);
    await browser.request('PUT', path, { baseCurrency: 'GBP' });
    const refused = await browser.request('PUT', path, { baseCurrency: value });
    expect(refused.statusCode).toBe(400);
    const { message } = refused.json().error;
    expect(message).toContain('baseCurrency');
    expect(message).toContain(words);
    expect((await browser.get(contract.baseCurrency.path)).json()).toEqual({ baseCurrency: 'GBP' });
  });

  it('refuses a missing field and a visitor', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    expect((await browser.request('PUT', path, {})).statusCode).toBe(400);
    expect((await browser.request('PUT', path, { baseCurrency: 'USD', extra: 1 })).statusCode).toBe(
      400,
    );
    const visitor = new Browser(setup.app);
    expect((await visitor.get(contract.baseCurrency.path)).statusCode).toBe(401);
  });
});
