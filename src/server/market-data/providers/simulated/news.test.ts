import { describe, expect, it } from 'vitest';
import { newsItemSchema } from '#shared/market-data/market-data.ts';
import { SIMULATED_CATALOGUE } from './catalogue.ts';
import { simulatedNews } from './news.ts';

const NOW = Date.parse('2026-11-20T17:00:00Z');

describe('simulated news', () => {
  it('has a few valid items per day, newest first, none in the future', () => {
    const items = simulatedNews(NOW);
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(12);
    for (const item of items) {
      expect(newsItemSchema.parse(item)).toEqual(item);
      expect(Date.parse(item.datetime)).toBeLessThanOrEqual(NOW);
      expect(item.url).toMatch(/^https:\/\//);
      expect(item.image).toBeNull();
    }
    const times = items.map((item) => Date.parse(item.datetime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('announces an upcoming closure from the calendar', () => {
    const headlines = simulatedNews(NOW).map((item) => item.headline);
    expect(headlines).toContain('US markets: closed on Thursday, November 26, 2026');
    const beforeEarlyClose = simulatedNews(Date.parse('2026-12-21T15:00:00Z'));
    expect(beforeEarlyClose.map((item) => item.summary)).toContain(
      'US stock exchanges close at 1 p.m. Eastern Time that day (Early close: Christmas Eve).',
    );
  });

  it('never writes about a real company', () => {
    const text = simulatedNews(NOW)
      .map((item) => `${item.headline} ${item.summary}`)
      .join(' ');
    for (const entry of SIMULATED_CATALOGUE) {
      expect(text).not.toContain(entry.name);
      expect(text).not.toMatch(new RegExp(`\\b${entry.symbol.replace('.', '\\.')}\\b`));
    }
  });

  it('is the same for the same clock', () => {
    expect(simulatedNews(NOW)).toEqual(simulatedNews(NOW));
  });
});
