import { z } from 'zod';
import { parseOr } from './parse.ts';

// /calendar/earnings?symbol=&from=&to= (free keys get upcoming dates): `{"earningsCalendar":[…]}`,
// each row `{date, hour, symbol, quarter, year, epsEstimate, …}`; `[]` when none is announced.

const earningsBody = z.object({
  earningsCalendar: z.array(z.unknown()).nullish(),
});
const earningsRow = z.object({ date: z.iso.date(), symbol: z.string().optional() });

/** The first date in [from, to] announced for this symbol (rows naming another are ignored). */
export function parseNextEarnings(
  symbol: string,
  body: unknown,
  from: string,
  to: string,
): string | null {
  const rows = parseOr(earningsBody, body, '/calendar/earnings').earningsCalendar ?? [];
  let next: string | null = null;
  for (const raw of rows) {
    const row = earningsRow.safeParse(raw);
    if (!row.success) continue;
    const { date, symbol: named } = row.data;
    if (named !== undefined && named !== '' && named.toUpperCase() !== symbol) continue;
    if (date < from || date > to) continue;
    if (next === null || date < next) next = date;
  }
  return next;
}
