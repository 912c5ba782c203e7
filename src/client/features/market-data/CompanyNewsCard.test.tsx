import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { news } from '../../testing/market-fixtures.ts';
import { failWith, mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { CompanyNewsCard } from './CompanyNewsCard.tsx';

// The stock page's News card shares the market news card's rendering and its safety rules:
// provider text is inert text, and only http(s) links reach an href.

afterEach(() => vi.unstubAllGlobals());

const url = '/api/stocks/AAPL/news?limit=5';

describe('CompanyNewsCard', () => {
  it("shows the company's first five items, each opening safely in a new tab", async () => {
    mockApi({ [url]: news });
    renderWithProviders(<CompanyNewsCard symbol="AAPL" />);
    const card = screen.getByRole('region', { name: 'News' });
    await within(card).findByText('Headline number 1');
    expect(within(card).queryByText('Headline number 6')).toBeNull();
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('shows markup in a headline as text, and refuses a script link', async () => {
    const [first] = news.items;
    if (!first) throw new Error('fixture has news items');
    mockApi({ [url]: { items: [{ ...first, headline: '<b onclick="x()">Hi</b>' }] } });
    const { container } = renderWithProviders(<CompanyNewsCard symbol="AAPL" />);
    expect(await screen.findByText('<b onclick="x()">Hi</b>')).toBeVisible();
    expect(container.querySelector('[onclick]')).toBeNull();
    vi.unstubAllGlobals();

    mockApi({ [url]: { items: [{ ...first, url: 'javascript:alert(1)' }] } });
    const second = renderWithProviders(<CompanyNewsCard symbol="AAPL" />);
    expect(await within(second.container).findByText('Failed to load news')).toBeVisible();
    expect(second.container.querySelector('a')).toBeNull();
  });

  it('says when there is no recent news, and offers Try again on failure', async () => {
    mockApi({ [url]: { items: [] } });
    renderWithProviders(<CompanyNewsCard symbol="AAPL" />);
    expect(await screen.findByText('No news about AAPL in the last week')).toBeVisible();
    vi.unstubAllGlobals();

    mockApi({ [url]: failWith(503) });
    const failed = renderWithProviders(<CompanyNewsCard symbol="AAPL" />);
    expect(
      await within(failed.container).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  });
});
