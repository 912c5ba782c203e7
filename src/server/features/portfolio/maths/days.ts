// Calendar days as integers (days since 1970-01-01, UTC), the unit of the daily series.

const DAY_MS = 86_400_000;

// A ledger names a few thousand distinct dates many times over (15,000 transactions, each read
// by sort, calendar and series): parsing each once saved a measurable share of a request's CPU
// (decision 029). Bounded so a long-lived worker thread cannot grow it without limit.
const parsed = new Map<string, number>();
const PARSED_MAX = 50_000;

export const dayOf = (date: string): number => {
  const known = parsed.get(date);
  if (known !== undefined) return known;
  const day = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(date, day);
  return day;
};

export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
