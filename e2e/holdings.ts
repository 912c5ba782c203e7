import type { Locator } from '@playwright/test';

/**
 * The main figure of a holding's Shares cell (the third: after the lots button and the symbol),
 * the number of shares held, with the average price under it.
 */
export const sharesHeld = (holdings: Locator, symbol: string, shares: string) =>
  holdings
    .getByRole('row', { name: new RegExp(symbol) })
    .getByRole('cell')
    .nth(2)
    .getByText(shares, { exact: true });
