// The US equity market calendar (NYSE/Nasdaq regular session 09:30–16:00 America/New_York,
// weekends, holidays and early closes). Filled in by the market data service.

/** A day the US market is closed (hours null) or closes early (e.g. 09:30–13:00). */
export interface MarketHoliday {
  /** YYYY-MM-DD in America/New_York */
  date: string;
  name: string;
  hours: { open: string; close: string } | null;
}
