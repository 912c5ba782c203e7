import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

/**
 * Every spec imports `test` from here. A first-time visitor is shown the sign-in dialog once
 * (SPEC §4); journeys that are not about that dialog start as returning visitors. Specs about
 * the dialog itself opt out with `test.use({ firstVisit: true })`.
 */
export const test = base.extend<{ firstVisit: boolean }, { browser: Browser }>({
  // Every page of every context: loading a page resolves once the app has taken it over.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) loadsUntilReady(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    loadsUntilReady(context);
    await use(context);
  },
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
 * The server renders every page (docs/performance.md): its content shows before the browser's
 * React has taken it over, and a click or a keystroke before then is lost, for a test as for a
 * person. Each page's goto and reload here resolve once the screen has rendered in the browser
 * (#root's data-ready, router.tsx), or at once for a page that is not the app's (the mailbox, an
 * API address). A test that names its own moment (`waitUntil`) waits for that alone. Any
 * hydration error the page reported by then fails the test.
 */
function loadsUntilReady(context: BrowserContext) {
  const patch = (page: Page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrationErrors = watchHydration(page);
    const ready = async () => {
      await appReady(page);
      expect(hydrationErrors, 'React hydration errors in the browser console').toEqual([]);
    };
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await ready();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await ready();
      return response;
    };
  };
  context.pages().forEach(patch);
  context.on('page', patch);
}

const appReady = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root === null || root.hasAttribute('data-ready');
  });

/**
 * What the browser reports of a failed hydration: main.tsx's own report ("Hydration error:")
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
