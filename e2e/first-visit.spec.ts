import { expect, test } from './fixtures.ts';
import { seriousViolations } from './axe.ts';

// SPEC §4: a first-time visitor without a session is shown the login/signup dialog once.

test.use({ firstVisit: true });

test('the sign-in dialog opens on the first visit only', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Market Dashboard' })).toBeVisible();
  await page.goto('/markets');
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the dialog is modal: the page behind neither scrolls nor takes focus, the backdrop closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();

  // Tab and Shift+Tab go round the dialog's own fields and buttons and the browser's toolbar
  // (nothing in the page has focus then), never to the page behind (decision 057).
  for (const key of ['Tab', 'Shift+Tab']) {
    const visited = new Set<string>();
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press(key);
      const where = await dialog.evaluate((node) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'toolbar';
        return node.contains(active) ? active.outerHTML.slice(0, 60) : 'the page behind';
      });
      expect(where).not.toBe('the page behind');
      visited.add(where);
    }
    expect(visited.size, `${key} reaches the dialog's fields and buttons`).toBeGreaterThan(4);
  }

  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A press inside the dialog (on its title) keeps it open; one on the backdrop closes it.
  await dialog.getByRole('heading', { name: 'Sign In' }).click();
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  if (!box) throw new Error('the dialog has no box');
  await page.mouse.click(box.x + box.width / 2, Math.min(box.y + box.height + 40, 830));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a first visit straight to the login page does not stack the dialog on it', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a 360 px phone both panels fit the screen and pass axe (${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    for (const name of ['Sign In', 'Create Account']) {
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, `${name} within the screen`).toBe(true);
      expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await page.screenshot({
        path: `test-results/first-visit/${name.toLowerCase().replace(' ', '-')}-360-${colorScheme}.png`,
      });
      expect(await seriousViolations(page), `${name} (${colorScheme})`).toEqual([]);
      if (name === 'Sign In') await dialog.getByRole('button', { name: 'Create account' }).click();
    }
  });
}
