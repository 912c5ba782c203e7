// General market news as Finnhub's /news?category=general returns it.

/** Shaped like Finnhub's general news; some items have no image, as real ones do. */
export function generalNews(nowSeconds: number): Record<string, unknown>[] {
  const stories = [
    [
      'Stocks & bonds rally as inflation cools',
      'Reuters',
      'https://www.reuters.com/markets/us/stocks-rally-2025-07-20/',
    ],
    [
      'Apple, Microsoft lead tech gains into earnings week',
      'CNBC',
      'https://www.cnbc.com/2025/07/20/tech-gains.html?utm_source=x&utm_medium=y',
    ],
    [
      'Oil slips on demand worries',
      'MarketWatch',
      'https://www.marketwatch.com/story/oil-slips-2025',
    ],
    [
      'Fed minutes: officials split on timing of cuts',
      'Bloomberg',
      'https://www.bloomberg.com/news/articles/2025-07-20/fed-minutes',
    ],
    [
      'Retail sales beat estimates',
      'Reuters',
      'https://www.reuters.com/business/retail-sales-2025-07-20/',
    ],
    ['Treasury yields edge higher', 'CNBC', 'https://www.cnbc.com/2025/07/20/treasury-yields.html'],
  ] as const;
  return stories.map(([headline, source, url], index) => ({
    category: 'top news',
    datetime: nowSeconds - 600 - index * 1800,
    headline,
    id: 7496000 + stories.length - index,
    image:
      index % 3 === 2
        ? ''
        : `https://static.example-news.com/images/${7496000 + index}.jpg?w=600&h=400`,
    related: '',
    source,
    summary:
      index === 4 ? '' : `${headline}. Markets & sectors moved as investors weighed the data.`,
    url,
  }));
}
