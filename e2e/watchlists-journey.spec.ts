import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { signedInJourney } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

// Several watchlists (docs/decisions/033) through the real UI on the simulated provider: a second list, a symbol added from
// the page's own search, moved to the first list, the list renamed, sorted and deleted; at
// 390 px the list is cards with nothing scrolling sideways. axe in light and dark; screenshots
// in test-results/watchlists/ for people to look at.

const journey = signedInJourney('lists');

async function setDarkMode(page: Page, darkMode: boolean) {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.fetch(preferencesContract.updatePreferences.path, {
    method: 'PATCH',
    headers: { origin },
    data: { theme: darkMode ? 'dark' : 'light' },
  });
  expect(answer.ok()).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(darkMode ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** axe clean and a screenshot, light then dark. */
async function checkBothSchemes(page: Page, name: string, ready: string) {
  for (const darkMode of [false, true]) {
    await setDarkMode(page, darkMode);
    await expect(page.getByRole('region', { name: ready })).toBeVisible();
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    const width = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: join(
        test.info().project.outputDir,
        'watchlists',
        `${name}-${darkMode ? 'dark' : 'light'}-${width}.png`,
      ),
      fullPage: true,
    });
    expect(await seriousViolations(page), `${name} ${darkMode ? 'dark' : 'light'}`).toEqual([]);
  }
  await setDarkMode(page, false);
}

async function addFromSearch(page: Page, listName: string, text: string, symbol: string) {
  await page.getByLabel(`Add a stock to ${listName}`).fill(text);
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    .click();
}

test('a second list: create, add from search, move, rename, sort, delete (1280 px)', async () => {
  test.slow();
  const { page } = journey;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/watchlist');
  await expect(page.getByRole('region', { name: 'Your Watchlist' })).toBeVisible();

  await page.getByRole('button', { name: 'New list' }).click();
  const create = page.getByRole('dialog', { name: 'New watchlist' });
  await create.getByLabel('Name').fill('Tech');
  await create.getByRole('button', { name: 'Create' }).click();
  const tech = page.getByRole('region', { name: 'Tech' });
  await expect(tech).toBeVisible();

  await addFromSearch(page, 'Tech', 'microsoft', 'MSFT');
  await addFromSearch(page, 'Tech', 'apple', 'AAPL');
  const table = tech.getByRole('table');
  await expect(table.getByRole('link', { name: 'MSFT' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'AAPL' })).toBeVisible();
  // Every column and the row's buttons fit at 1280 px, without scrolling the table.
  await expect(table.getByRole('button', { name: 'Remove AAPL from Tech' })).toBeInViewport({
    ratio: 1,
  });

  const price = table.getByRole('columnheader', { name: /^Price/ });
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  await price.getByRole('button').click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');

  await table.getByLabel('Note for AAPL').fill('services margin');
  await table.getByLabel('Note for AAPL').press('Enter');
  await page.reload();
  await page.getByRole('button', { name: /^Tech/ }).click();
  await expect(page.getByRole('table').getByLabel('Note for AAPL')).toHaveValue('services margin');

  await page.getByRole('table').getByRole('button', { name: 'Move or copy MSFT' }).click();
  const move = page.getByRole('dialog', { name: 'Move or copy MSFT' });
  await move.getByLabel('To the list').selectOption({ label: 'Your Watchlist' });
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByRole('table').getByRole('link', { name: 'MSFT' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Tech' });
  await rename.getByLabel('Name').fill('Chips');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Chips' })).toBeVisible();

  await checkBothSchemes(page, 'watchlist-lists', 'Your Watchlist');
  // The reloads of the scheme check show the first list again.
  await page.getByRole('button', { name: /^Chips/ }).click();

  await page.getByRole('button', { name: 'Delete list' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Watchlist' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const first = page.getByRole('region', { name: 'Your Watchlist' });
  await expect(first).toBeVisible();
  await expect(page.getByRole('button', { name: /^Chips/ })).toHaveCount(0);
  await expect(first.getByRole('table').getByRole('link', { name: 'MSFT' })).toBeVisible();
});

test('on a phone the list is readable cards, with nothing scrolling sideways (390 px)', async () => {
  test.slow();
  const { page } = journey;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/watchlist');
  const first = page.getByRole('region', { name: 'Your Watchlist' });
  await expect(first).toBeVisible();
  await addFromSearch(page, 'Your Watchlist', 'nvidia', 'NVDA');
  const cards = first.getByRole('list', { name: 'Your Watchlist stocks' });
  await expect(cards.getByRole('link', { name: 'NVDA' })).toBeVisible();
  await expect(cards.getByRole('link', { name: 'MSFT' })).toBeVisible();
  await expect(first.getByRole('table')).toBeHidden();
  await expect(
    cards.getByRole('button', { name: 'Remove NVDA from Your Watchlist' }),
  ).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Price ↓' });
  await page.getByRole('button', { name: 'New list' }).click();
  const create = page.getByRole('dialog', { name: 'New watchlist' });
  await create.getByLabel('Name').fill('Phone picks');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('region', { name: 'Phone picks' })).toBeVisible();
  await page.getByLabel('Watchlist', { exact: true }).selectOption({ label: 'Your Watchlist (2)' });
  await checkBothSchemes(page, 'watchlist-cards', 'Your Watchlist');
});
