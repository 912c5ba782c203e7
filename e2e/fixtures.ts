import { test as base, expect } from '@playwright/test';

/**
 * Every spec imports `test` from here. A first-time visitor is shown the sign-in dialog once
 * (SPEC §4); journeys that are not about that dialog start as returning visitors. Specs about
 * the dialog itself opt out with `test.use({ firstVisit: true })`.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, use) => {
    if (!firstVisit) {
      await page.addInitScript(() => window.localStorage.setItem('tickerdeck:has-visited', '1'));
    }
    await use(page);
  },
});

export { expect };
