import type { Page } from '@playwright/test';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { seriousViolations } from './axe.ts';
import { expect } from './fixtures.ts';

// A screen checked as people see it: at a desktop's 1280 px and a phone's 390 px, in the light
// and the dark theme, with nothing scrolling sideways, nothing serious for axe, and a screenshot
// in .tmp/screens/ for a person to look at.

export const WIDTHS = [1280, 390] as const;

/** The viewport of a desktop or a phone of that width. */
export const viewportOf = (width: number) => ({ width, height: width > 800 ? 900 : 844 });

/** A signed-in user's theme, saved through the preferences contract (as the profile saves it). */
export async function savedTheme(page: Page, dark: boolean) {
  const origin = new URL(page.url()).origin;
  const saved = await page.request.fetch(preferencesContract.updatePreferences.path, {
    method: 'PATCH',
    headers: { origin },
    data: { theme: dark ? 'dark' : 'light' },
  });
  expect(saved.ok()).toBe(true);
}

/** A visitor's theme: the system's colour scheme, which the app follows until one is saved. */
export async function systemTheme(page: Page, dark: boolean) {
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
}

/** The page has taken the theme: <html> carries `dark` exactly when it should. */
export async function expectTheme(page: Page, dark: boolean) {
  await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/**
 * The page as it is, in the system's light then dark scheme (motion reduced): once the page has
 * followed, nothing serious or critical for axe, then `each` (a screenshot, say). Leaves light set.
 * For a visitor or a user who saved no theme.
 */
export async function inBothThemes(
  page: Page,
  each: (scheme: 'light' | 'dark') => Promise<unknown> = async () => undefined,
) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expectTheme(page, scheme === 'dark');
    expect(await seriousViolations(page), scheme).toEqual([]);
    await each(scheme);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

export interface EveryWidthOptions {
  /** How the theme is set: saved for a signed-in user (the default), or the system's. */
  theme?: (page: Page, dark: boolean) => Promise<void>;
  /** Whether each width and theme loads the page again (the default), or the page stays as it is. */
  reload?: boolean;
  /** The whole page in the screenshot (the default), or the screen as it is (an open dialog). */
  fullPage?: boolean;
}

/** The page is as wide as the screen: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * At each width and theme (light first): the page loaded again, `ready` true of it, no sideways
 * scroll, a screenshot `.tmp/screens/<name>-<width>-<light|dark>.png`, and nothing
 * serious or critical for axe. Leaves the light theme set.
 */
export async function everyWidthAndTheme(
  page: Page,
  name: string,
  ready: () => Promise<void>,
  { theme = savedTheme, reload = true, fullPage = true }: EveryWidthOptions = {},
) {
  for (const dark of [false, true]) {
    await theme(page, dark);
    for (const width of WIDTHS) {
      await page.setViewportSize(viewportOf(width));
      if (reload) await page.reload();
      await expectTheme(page, dark);
      await ready();
      await expectNoSidewaysScroll(page, `${name} at ${width} px`);
      await page.screenshot({
        path: `.tmp/screens/${name}-${width}-${dark ? 'dark' : 'light'}.png`,
        fullPage,
      });
      expect(await seriousViolations(page), `${name} ${width} ${dark}`).toEqual([]);
    }
  }
  await theme(page, false);
}
