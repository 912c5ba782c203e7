import { serializerCompiler } from 'fastify-type-provider-zod';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { dividendCalendarOf } from './maths/dividend-calendar.ts';
import type { KnownDividend } from './maths/dividend-forecast.ts';
import type { Fx } from './maths/fx.ts';
import { incomeOf } from './maths/income.ts';
import type { LedgerEntry } from './maths/ledger-entry.ts';
import type { PositionBook } from './maths/lots.ts';

// The dividend calendar's and the income view's answers (docs/decisions/092), written in the
// portfolio pool's threads from the remembered ledger and books (decision 086) and the market
// data's dividends the service read on the event loop.

/** What the service hands the thread besides the currency scope. */
export interface IncomeTaskFields {
  userId: string;
  view: 'calendar' | 'income';
  /** The New York date the year ahead starts at. */
  today: string;
  known: [string, KnownDividend[]][];
  /** The latest close of each symbol, in its currency. */
  prices: [string, number][];
}

const serialise = {
  calendar: serializerCompiler({
    schema: portfolioContract.dividendCalendar.response,
    method: 'GET',
    url: portfolioContract.dividendCalendar.path,
  }),
  income: serializerCompiler({
    schema: portfolioContract.income.response,
    method: 'GET',
    url: portfolioContract.income.path,
  }),
};

export function incomeAnswer(
  task: IncomeTaskFields & { baseCurrency: string; account: string | null },
  ledger: { entries: LedgerEntry[]; books: PositionBook[] },
  context: { fx: Fx; accountCurrency(id: string): string },
): string {
  const input = {
    entries: ledger.entries,
    books: ledger.books,
    known: new Map(task.known),
    today: task.today,
    account: task.account,
    fx: context.fx,
    baseCurrency: task.baseCurrency,
    accountCurrency: context.accountCurrency,
    prices: new Map(task.prices),
  };
  return task.view === 'calendar'
    ? serialise.calendar(dividendCalendarOf(input))
    : serialise.income(incomeOf(input));
}
