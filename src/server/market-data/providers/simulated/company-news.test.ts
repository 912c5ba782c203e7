import { describe, expect, it } from 'vitest';
import { newsItemSchema } from '#shared/market-data/market-data.ts';
import { catalogueEntry } from './catalogue.ts';
import { simulatedCompanyNews } from './company-news.ts';

const NOW = Date.parse('2026-11-20T17:00:00Z');

function entry(symbol: string) {
  const found = catalogueEntry(symbol);
  if (!found) throw new Error(`${symbol} is not in the catalogue`);
  return found;
}

describe('simulated company news', () => {
  it('has one valid item for each of the last three trading days, newest first, none ahead', () => {
    const items = simulatedCompanyNews(entry('AAPL'), NOW);
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(newsItemSchema.parse(item)).toEqual(item);
      expect(Date.parse(item.datetime)).toBeLessThanOrEqual(NOW);
      expect(item.url).toMatch(/^https:\/\//);
    }
    const times = items.map((item) => Date.parse(item.datetime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
    // Across a weekend too (Monday 23rd, Friday 20th, Thursday 19th): three different notices.
    const monday = simulatedCompanyNews(entry('AAPL'), Date.parse('2026-11-23T17:00:00Z'));
    expect(new Set(monday.map((item) => item.headline)).size).toBe(3);
  });

  it('names the listing and says its prices are simulated, never an event', () => {
    const text = [0, 1, 2, 3, 4]
      .flatMap((day) => simulatedCompanyNews(entry('MSFT'), NOW - day * 86_400_000))
      .map((item) => `${item.headline} ${item.summary}`)
      .join(' ');
    expect(text).toContain('Microsoft Corporation');
    expect(text).toContain('simulated');
    expect(text).not.toMatch(/beat|miss|surge|plunge|acquire|lawsuit/i);
  });

  it('points a fund to its issuer rather than to company reports', () => {
    const headlines = [0, 1, 2]
      .flatMap((day) => simulatedCompanyNews(entry('SPY'), NOW - day * 86_400_000))
      .map((item) => item.headline);
    expect(headlines.some((headline) => headline.includes('from the issuer'))).toBe(true);
    expect(headlines.some((headline) => headline.includes('from the company'))).toBe(false);
  });

  it('differs between listings and is the same for the same clock', () => {
    const apple = simulatedCompanyNews(entry('AAPL'), NOW);
    expect(simulatedCompanyNews(entry('AAPL'), NOW)).toEqual(apple);
    expect(simulatedCompanyNews(entry('XOM'), NOW).map((item) => item.id)).not.toEqual(
      apple.map((item) => item.id),
    );
  });
});
