import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { news } from '../../testing/market-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { MarketNewsCard } from './MarketNewsCard.tsx';

// Provider news is untrusted text (docs/security.md, bad-input cases 23 and 24): it renders as
// text, and links or images that are not http(s) never reach an href or src.

afterEach(() => vi.unstubAllGlobals());

const hostile = '<img src=x onerror="window.pwned=1">Markets rally';

describe('MarketNewsCard with hostile provider text', () => {
  it('shows markup in a headline and summary as inert text', async () => {
    const item = news.items[1];
    if (!item) throw new Error('fixture has news items');
    mockApi({
      '/api/news': {
        items: [{ ...item, headline: hostile, summary: '<script>alert(1)</script>' }],
      },
    });
    const { container } = renderWithProviders(<MarketNewsCard />);
    const card = screen.getByRole('region', { name: 'Market News' });
    expect(await within(card).findByText(hostile)).toBeVisible();
    expect(within(card).getByText('<script>alert(1)</script>')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    // Only the provider's real image, with its http(s) src.
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([item.image]);
    expect(window).not.toHaveProperty('pwned');
  });

  it('renders no link to javascript:, data: or protocol-relative URLs', async () => {
    const [first] = news.items;
    if (!first) throw new Error('fixture has news items');
    const bad = ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x'];
    mockApi({
      '/api/news': { items: bad.map((url, i) => ({ ...first, id: 100 + i, url, image: url })) },
    });
    const { container } = renderWithProviders(<MarketNewsCard />);
    // The response breaks the contract (http(s) URLs only): the card shows its error state.
    expect(await screen.findByText('Failed to load market news')).toBeVisible();
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([]); // not even 'View all news': no market status was answered
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens every story in a new tab without opener or referrer', async () => {
    mockApi({ '/api/news': news });
    renderWithProviders(<MarketNewsCard />);
    const card = screen.getByRole('region', { name: 'Market News' });
    await within(card).findByText('Headline number 1');
    for (const link of within(card).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});
