import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { formatCalendarDate, formatPercent, formatUsd } from '#shared/platform/format.ts';
import type { Quote } from '#shared/market-data/market-data.ts';
import { regularSessionOn, type MarketHoliday } from '#shared/market-data/market-hours.ts';
import { decimal, sum } from '#shared/platform/money.ts';
import type { Position } from '#shared/portfolio/portfolio.ts';
import type { Db } from '../../db/database.ts';
import { notifications, user } from '../../db/schema/index.ts';
import type { SqlClient } from '../../db/transactions.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { exDividendLines, type DeclaredDividend } from './ex-dividend-section.ts';

// The daily close summary (docs/decisions/032): after the close of each trading day, one e-mail
// per user with the Daily summary e-mail on (docs/decisions/072) and at least one holding or watched symbol. The scheduled
// job claims (user, day) rows in PostgreSQL and queues one mail job per claimed row in the same
// transaction, so several processes, or a second run of the schedule, send nothing twice.

export const DAILY_SUMMARY_QUEUE = 'daily-summary';
export const SUMMARY_MAIL_QUEUE = 'summary-mail';
/** 16:20 New York time, Monday to Friday: after the close and the closing prints. */
export const DAILY_SUMMARY_CRON = '20 16 * * 1-5';
const MOVERS = 5;

export interface SummaryMailJob {
  userId: string;
  day: string;
}

export interface DailySummaryDeps {
  db: Db;
  transaction<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
  queueMail(client: SqlClient, job: SummaryMailJob): Promise<void>;
  quotes(symbols: string[]): Promise<Map<string, Quote>>;
  positions(userId: string): Promise<Position[]>;
  watchlist(userId: string): Promise<string[]>;
  /** A symbol's dividends as market data knows them (docs/decisions/092); [] when it fails. */
  dividends(symbol: string): Promise<readonly DeclaredDividend[]>;
  mailer: Mailer;
  baseUrl: string;
  holidays?: readonly MarketHoliday[];
}

export function createDailySummary(deps: DailySummaryDeps) {
  /** Claims today's summaries and queues their mail; returns how many were claimed. */
  async function claim(day: string): Promise<number> {
    if (!regularSessionOn(day, deps.holidays)) return 0;
    return deps.transaction(async (client) => {
      const claimed = (await client.query(
        `INSERT INTO daily_summaries (user_id, trading_day)
         SELECT p.user_id, $1::date
           FROM preferences p
          WHERE p.daily_summary
            AND (EXISTS (SELECT 1 FROM watchlist_items w WHERE w.user_id = p.user_id)
              OR EXISTS (SELECT 1 FROM portfolio_transactions t WHERE t.user_id = p.user_id))
         ON CONFLICT DO NOTHING
         RETURNING user_id`,
        [day],
      )) as { rows: Array<{ user_id: string }> };
      for (const { user_id: userId } of claimed.rows) await deps.queueMail(client, { userId, day });
      return claimed.rows.length;
    });
  }

  /** Writes and sends one user's summary of `day`. */
  async function send(job: SummaryMailJob): Promise<'sent' | 'skipped'> {
    const [account] = await deps.db
      .select({
        email: user.email,
        on: sql<boolean>`coalesce(p.daily_summary, false)`,
        exDividends: sql<boolean>`coalesce(p.ex_dividend_emails, true)`,
      })
      .from(user)
      .leftJoin(sql`preferences p`, sql`p.user_id = ${user.id}`)
      .where(eq(user.id, job.userId));
    if (!account?.on) return 'skipped';
    const [positions, watched] = await Promise.all([
      deps.positions(job.userId),
      deps.watchlist(job.userId),
    ]);
    const shares = new Map<string, ReturnType<typeof decimal>>();
    for (const position of positions) {
      shares.set(
        position.symbol,
        (shares.get(position.symbol) ?? decimal(0)).plus(position.shares),
      );
    }
    const symbols = [...new Set([...shares.keys(), ...watched])];
    const quotes = await deps.quotes(symbols);
    const lines: string[] = [];

    if (shares.size > 0) {
      const priced = [...shares].filter(([symbol]) => quotes.has(symbol));
      const value = sum(priced.map(([symbol, held]) => held.times(quotes.get(symbol)?.price ?? 0)));
      const change = sum(
        priced.map(([symbol, held]) => held.times(quotes.get(symbol)?.change ?? 0)),
      );
      const before = value.minus(change);
      const percent = before.isZero() ? null : change.div(before).times(100).toNumber();
      lines.push(`Portfolio value: ${formatUsd(value.toNumber())}`);
      lines.push(
        `Day change: ${change.gt(0) ? '+' : ''}${formatUsd(change.toNumber())}` +
          (percent === null ? '' : ` (${formatPercent(percent)})`),
      );
      if (priced.length < shares.size) {
        lines.push(`(${shares.size - priced.length} holding(s) without a price today left out)`);
      }
      lines.push('');
    }

    const movers = symbols
      .flatMap((symbol) => {
        const quote = quotes.get(symbol);
        return quote?.changePercent == null ? [] : [quote];
      })
      .sort((a, b) => Math.abs(b.changePercent ?? 0) - Math.abs(a.changePercent ?? 0))
      .slice(0, MOVERS);
    lines.push('Biggest movers among your symbols:');
    if (movers.length === 0) lines.push('  No prices today.');
    for (const quote of movers) {
      lines.push(
        `  ${quote.symbol.padEnd(6)} ${formatUsd(quote.price).padStart(11)}  ${formatPercent(quote.changePercent ?? 0)}`,
      );
    }
    lines.push('');

    if (account.exDividends && shares.size > 0) {
      const held = [...shares.keys()];
      const known = await Promise.all(held.map((symbol) => deps.dividends(symbol)));
      const dividends = new Map(held.map((symbol, i) => [symbol, known[i] ?? []]));
      lines.push(...exDividendLines(job.day, shares, dividends, deps.holidays));
    }

    const session = regularSessionOn(job.day, deps.holidays);
    const fired = session
      ? await deps.db
          .select({ title: notifications.title, body: notifications.body })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, job.userId),
              gte(notifications.createdAt, new Date(session.open.getTime() - 5.5 * 3600_000)),
              sql`${notifications.createdAt} < ${new Date(session.close.getTime() + 4 * 3600_000)}`,
            ),
          )
          .orderBy(asc(notifications.id))
      : [];
    lines.push(fired.length ? 'Alerts that fired today:' : 'No alerts fired today.');
    for (const notification of fired) lines.push(`  ${notification.title}: ${notification.body}`);
    lines.push('');
    lines.push(`Your portfolio: ${deps.baseUrl}/portfolio`);
    lines.push(`Your alerts: ${deps.baseUrl}/alerts`);
    lines.push('');
    lines.push(
      `You get this because the Daily summary e-mail is on in your profile (${deps.baseUrl}/profile#email-notifications).`,
    );

    await deps.mailer.sendMail({
      to: account.email,
      subject: `Your Tickerdeck close for ${formatCalendarDate(job.day)}`,
      text: lines.join('\n'),
      idempotencyKey: `daily-summary-${job.userId}-${job.day}`,
    });
    return 'sent';
  }

  return { claim, send };
}
