import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { user } from '#server/db/schema/auth.ts';
import { portfolioAccounts, portfolioTransactions } from '#server/db/schema/portfolio.ts';

// bench/portfolio.ts's data: one user with a long, valid ledger over many symbols, and every
// symbol's (and the benchmark's) daily closes stored, generated deterministically.

export interface LedgerFixture {
  transactions: number;
  symbols: number;
  years: number;
  /** Accounts the symbols are spread over (symbol s in account s mod accounts). */
  accounts?: number;
  /** Trading currencies, symbol s's the (s mod n)th; the first is the base's. */
  currencies?: readonly string[];
}

/** Account currencies in turn: a USD brokerage, a EUR one, a GBP ISA, and so on. */
const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP'];

/**
 * Euro reference rates (units per 1 EUR, as the ECB publishes them) of `currencies` on every
 * weekday of the fixture, made in PostgreSQL: a slow wave around a plausible level.
 */
export async function seedRates(
  db: Db,
  currencies: readonly string[],
  from: string,
  years: number,
) {
  const days = tradingDays(from, years + 1);
  const levels: Record<string, number> = { USD: 1.12, GBP: 0.87, JPY: 145, CHF: 1.0 };
  for (const [c, currency] of currencies.entries()) {
    if (currency === 'EUR') continue;
    const level = levels[currency] ?? 1;
    await db.execute(sql`
      INSERT INTO fx_rates (currency, date, rate)
      SELECT ${currency}, d.date,
             round((${level} * (1 + 0.06 * sin(d.n / 90.0 + ${c})))::numeric, 5)
      FROM unnest(${sql.param(days)}::date[]) WITH ORDINALITY AS d(date, n)
      ON CONFLICT DO NOTHING`);
  }
}

const DAY_MS = 86_400_000;
/** Weekdays from `from` for `years` years, as 'YYYY-MM-DD'. */
function tradingDays(from: string, years: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days: string[] = [];
  for (let t = start; t < start + years * 365.25 * DAY_MS; t += DAY_MS) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The close the SQL below stores for symbol number `s` on trading day `n`. */
const closeOf = (s: number, n: number) =>
  Math.round(100 * Math.exp(0.0002 * n + 0.15 * Math.sin(n / 40 + s)) * 100) / 100;

/** A small deterministic generator, so every run books the same ledger. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export const FIXTURE_START = '2014-11-03';

export async function seedLedger(
  db: Db,
  fixture: LedgerFixture,
  benchmark: string,
  options: { closes?: boolean } = {},
) {
  const days = tradingDays(FIXTURE_START, fixture.years);
  const symbols = Array.from(
    { length: fixture.symbols },
    (_, i) => `B${String(i).padStart(3, '0')}`,
  );
  const all = [...symbols, benchmark];
  // Closes made in PostgreSQL: 750,000 rows without shipping them from here.
  if (options.closes !== false)
    await db.execute(sql`
    INSERT INTO daily_bar (symbol, date, time, open, high, low, close)
    SELECT sym.symbol, d.date, d.date + time '14:30', c.close, c.close, c.close, c.close
    FROM unnest(${sql.param(all)}::text[]) WITH ORDINALITY AS sym(symbol, s)
    CROSS JOIN unnest(${sql.param(days)}::date[]) WITH ORDINALITY AS d(date, n)
    CROSS JOIN LATERAL (
      SELECT round((100 * exp(0.0002 * (d.n - 1) + 0.15 * sin((d.n - 1) / 40.0 + (sym.s - 1))))::numeric, 2)::float8 AS close
    ) c`);
  const userId = randomUUID();
  await db.insert(user).values({
    id: userId,
    name: 'Bench User',
    email: `${userId}@example.test`,
    emailVerified: true,
  });
  const accountCount = fixture.accounts ?? 1;
  const currencies = fixture.currencies ?? ['USD'];
  const accounts = await db
    .insert(portfolioAccounts)
    .values(
      Array.from({ length: accountCount }, (_, a) => ({
        userId,
        name: a === 0 ? 'Brokerage' : `Account ${a + 1}`,
        kind: a % 2 === 0 ? ('brokerage' as const) : ('ira' as const),
        currency: ACCOUNT_CURRENCIES[a % ACCOUNT_CURRENCIES.length] ?? 'USD',
      })),
    )
    .returning();
  const rows: (typeof portfolioTransactions.$inferInsert)[] = [];
  const next = random(42);
  const perSymbol = Math.floor(fixture.transactions / fixture.symbols);
  for (const [s, symbol] of symbols.entries()) {
    let held = 0;
    // Distinct days: the ledger orders one day's entries by type, which would move a sell
    // ahead of the buy or split it depends on.
    const chosen = new Set<number>();
    while (chosen.size < Math.min(perSymbol, days.length)) {
      chosen.add(Math.floor(next() * days.length));
    }
    const picks = [...chosen].sort((a, b) => a - b);
    picks[0] = Math.min(picks[0] ?? 0, Math.floor(days.length / 10));
    for (const [k, n] of picks.entries()) {
      const date = days[n] ?? '';
      const price = closeOf(s, n).toFixed(2);
      const roll = next();
      const base = {
        id: `${userId.slice(0, 8)}-${symbol}-${s * 1000 + k}`,
        userId,
        accountId: accounts[s % accounts.length]?.id ?? '',
        currency: currencies[s % currencies.length] ?? 'USD',
        symbol,
        date,
        createdAt: new Date(k),
      };
      if (held === 0 || roll < 0.5) {
        const quantity = 1 + Math.floor(next() * 20);
        held += quantity;
        rows.push({ ...base, type: 'buy', quantity: String(quantity), price, fees: '1' });
      } else if (roll < 0.75) {
        const quantity = Math.max(1, Math.floor(held / 3));
        held -= quantity;
        rows.push({ ...base, type: 'sell', quantity: String(quantity), price, fees: '1' });
      } else if (roll < 0.97) {
        rows.push({ ...base, type: 'dividend', amount: (held * 0.2).toFixed(2) });
      } else if (roll < 0.99) {
        rows.push({ ...base, type: 'fee', amount: '2.5' });
      } else {
        held *= 2;
        rows.push({ ...base, type: 'split', splitFrom: 1, splitTo: 2 });
      }
    }
  }
  // Each account's money: a deposit at the start, and cash moved between neighbours each year.
  const first = days[0] ?? FIXTURE_START;
  for (const [a, account] of accounts.entries()) {
    rows.push({
      id: `${userId.slice(0, 8)}-D-${a}`,
      userId,
      accountId: account.id,
      currency: account.currency,
      type: 'deposit',
      date: first,
      amount: '50000',
      createdAt: new Date(0),
    });
    const next = accounts[(a + 1) % accounts.length];
    if (!next || next.id === account.id) continue;
    for (let year = 1; year < fixture.years; year++) {
      rows.push({
        id: `${userId.slice(0, 8)}-T-${a}-${year}`,
        userId,
        accountId: account.id,
        toAccountId: next.id,
        currency: account.currency,
        type: 'transfer-cash',
        date: days[Math.min(days.length - 1, year * 261)] ?? first,
        amount: '1000',
        createdAt: new Date(year),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(portfolioTransactions).values(rows.slice(i, i + 1000));
  }
  return {
    userId,
    transactions: rows.length,
    days: days.length,
    first: days[0],
    last: days.at(-1),
  };
}
