// Calendar days as integers (days since 1970-01-01, UTC), the unit of the daily series.

const DAY_MS = 86_400_000;

export const dayOf = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
