import { test as base, expect, type Page } from '@playwright/test';

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
    const hydrationErrors = watchHydration(page);
    await use(page);
    // Every journey: a page the server rendered is taken over as it is, or the test fails.
    expect(hydrationErrors, 'React hydration errors in the browser console').toEqual([]);
  },
});

/**
 * What the browser reports of a failed hydration: main.tsx's own report (HYDRATION_ERROR_PREFIX)
 * and React's production errors for a mismatch (#418 text, #419 a boundary, #421-#425 the
 * tree), logged or thrown.
 */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  const hydration = /hydrat|Minified React error #4(18|19|21|22|23|25)\b/i;
  page.on('console', (message) => {
    if (message.type() === 'error' && hydration.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) errors.push(error.message);
  });
  return errors;
}

export { expect };
