import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { titledScreens } from './router.tsx';

afterEach(() => vi.unstubAllGlobals());

// While a screen's code arrives, the router shows its heading (decision 061). The screen's own
// heading must be the same, or the title would change as the screen appears.
describe("the router's screen titles", () => {
  it.each(titledScreens())(
    '$path: the loading heading "$title" is the screen\'s own',
    async ({ path, title, view }) => {
      // Nothing answers: every screen shows its heading before its data.
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => undefined)),
      );
      await view.preload();
      renderWithProviders(<view.Component />, { path, routePath: path });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    },
  );
});
