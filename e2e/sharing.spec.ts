import { fillPath } from '#shared/platform/contract.ts';
import { watchlistContract } from '#shared/watchlist/watchlist.contract.ts';
import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';

// A read-only share link of a watchlist: the owner makes it on /watchlist, a visitor who is not
// signed in opens it (also without JavaScript: the server renders the list with its prices), and
// once the owner stops sharing, the link says it is no longer valid.

const journey = signedInJourney('sharing');

test('the owner shares a list, a visitor reads it, the owner stops sharing', async ({
  browser,
}) => {
  test.slow();
  const { page } = journey;
  const origin = new URL(page.url()).origin;
  const added = await page.request.put(
    fillPath(watchlistContract.addToWatchlist.path, { symbol: 'AAPL' }),
    { headers: { origin } },
  );
  expect(added.ok(), await added.text()).toBe(true);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

  await page.goto('/watchlist');
  const list = page.getByRole('region', { name: 'Your Watchlist' });
  await list.getByRole('button', { name: 'Share' }).click();
  await list.getByRole('button', { name: 'Create link' }).click();
  const linkBox = list.getByRole('textbox', { name: 'Share link' });
  await expect(linkBox).toHaveValue(new RegExp(`^${origin}/shared/[\\w-]{43}$`));
  const link = await linkBox.inputValue();
  await list.getByRole('button', { name: 'Copy' }).click();
  await expect(list.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'Your Watchlist' }),
  ).toBeVisible();
  const aapl = visitorPage.getByRole('listitem').filter({ hasText: 'AAPL' });
  await expect(aapl.getByRole('link', { name: 'AAPL' })).toHaveAttribute('href', '/stock/AAPL');
  await expect(aapl).toContainText(/\$\d[\d,]*\.\d\d/);

  // Without JavaScript: the server rendered the name and the price.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const noScriptPage = await noScript.newPage();
  await noScriptPage.goto(link);
  await expect(
    noScriptPage.getByRole('heading', { level: 1, name: 'Your Watchlist' }),
  ).toBeVisible();
  await expect(noScriptPage.getByRole('listitem').filter({ hasText: 'AAPL' })).toContainText(
    /\$\d[\d,]*\.\d\d/,
  );
  await noScript.close();

  await list.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(list.getByRole('button', { name: 'Share' })).toBeVisible();
  await visitorPage.reload();
  await expect(visitorPage.getByRole('alert')).toHaveText('This link is no longer valid.');
  await visitor.close();
});
