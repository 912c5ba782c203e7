import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTiingo, type FakeTiingo } from '#tests/fake-tiingo/index.ts';
import { ProviderError, type HistoryProvider } from '../../provider.ts';
import { createTiingoProvider } from './index.ts';

// The tiingo provider against the fake Tiingo, which answers as the research note records:
// rows dated by their trading date, dividends and splits on their ex-date rows, and each
// limit or refusal in Tiingo's own shape.

// Tuesday 2026-11-24, 15:00 UTC (10:00 in New York): the last published row is Monday's.
const NOW = Date.UTC(2026, 10, 24, 15, 0);
let fake: FakeTiingo;
let provider: HistoryProvider;
const seconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

beforeAll(async () => {
  fake = await startFakeTiingo({ now: () => NOW, perHourLimit: 1_000, perDayLimit: 10_000 });
  provider = createTiingoProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    plan: 'starter',
    timeoutMs: 1_000,
    now: () => NOW,
  });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.setFault(null);
  fake.resetCounts();
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${error}`);
  return error;
}

describe('the tiingo provider', () => {
  it('dates daily bars by the trading date in the row, not a New York conversion of its UTC midnight', async () => {
    const bars = await provider.dailyBars('AAPL', seconds('2026-11-16'), seconds('2026-11-24'));
    expect(bars).not.toBe('unsupported');
    if (bars === 'unsupported') return;
    expect(bars.map((bar) => bar.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-23',
    ]);
    expect(bars[0]?.time).toBe(seconds('2026-11-16'));
    expect(fake.requestCount('/tiingo/daily/AAPL/prices')).toBe(1);
  });

  it('keeps the dividend and the split factor of each ex-date row as decimal strings', async () => {
    const bars = await provider.dailyBars('AAPL', seconds('2020-08-27'), seconds('2023-02-13'));
    if (bars === 'unsupported') throw new Error('unsupported');
    const split = bars.find((bar) => bar.date === '2020-08-31');
    const before = bars.find((bar) => bar.date === '2020-08-28');
    expect(split?.splitFactor).toBe('4');
    expect(before?.splitFactor).toBe('1');
    // Raw prices: the day before the split is about four times the split day.
    expect((before?.close ?? 0) / (split?.close ?? 1)).toBeGreaterThan(3.5);
    expect(bars.find((bar) => bar.date === '2023-02-10')?.dividend).toBe('0.23');
    expect(bars.find((bar) => bar.date === '2023-02-09')?.dividend).toBe('0');
  });

  it('asks for a class share under its hyphenated ticker', async () => {
    const bars = await provider.dailyBars('BRK.B', seconds('2026-11-20'), seconds('2026-11-23'));
    expect(bars).toHaveLength(2);
  });

  it('answers an unknown ticker (404) and a range without trading days (200 []) with no bars', async () => {
    expect(await provider.dailyBars('ZZZZQ', seconds('2026-11-16'), seconds('2026-11-24'))).toEqual(
      [],
    );
    expect(await provider.dailyBars('AAPL', seconds('2026-11-21'), seconds('2026-11-22'))).toEqual(
      [],
    );
  });

  it('reads IEX bars as UTC bar starts within the asked span', async () => {
    const bars = await provider.intradayBars(
      'AAPL',
      seconds('2026-11-23'),
      seconds('2026-11-24'),
      5,
    );
    if (bars === 'unsupported') throw new Error('unsupported');
    expect(bars[0]?.time).toBe(Date.UTC(2026, 10, 23, 14, 30) / 1000);
    expect(bars.every((bar) => Number.isInteger(bar.volume))).toBe(true);
  });

  it('turns the hourly limit into a rate-limit that waits for the top of the hour', async () => {
    const limited = await startFakeTiingo({ now: () => NOW, perHourLimit: 1 });
    const tight = createTiingoProvider({
      apiKey: limited.apiKey,
      baseUrl: limited.baseUrl,
      plan: 'starter',
      now: () => NOW,
    });
    try {
      await tight.dailyBars('AAPL', seconds('2026-11-20'), seconds('2026-11-23'));
      const error = await failure(
        tight.dailyBars('MSFT', seconds('2026-11-20'), seconds('2026-11-23')),
      );
      expect(error.kind).toBe('rate-limited');
      expect(error.retryAfterMs).toBe(60 * 60_000); // 15:00 → 16:00
    } finally {
      await limited.close();
    }
  });

  it('reads the 200 text/plain symbol-cap message as this symbol refused, not as data or an outage', async () => {
    const capped = await startFakeTiingo({ now: () => NOW, symbolsPerMonth: 1 });
    const tight = createTiingoProvider({
      apiKey: capped.apiKey,
      baseUrl: capped.baseUrl,
      plan: 'starter',
      now: () => NOW,
    });
    try {
      await tight.dailyBars('AAPL', seconds('2026-11-20'), seconds('2026-11-23'));
      expect((await failure(tight.dailyBars('MSFT', 0, seconds('2026-11-23')))).kind).toBe(
        'forbidden',
      );
      // A symbol already counted this month is still served.
      expect(
        await tight.dailyBars('AAPL', seconds('2026-11-20'), seconds('2026-11-23')),
      ).toHaveLength(2);
    } finally {
      await capped.close();
    }
  });

  it('reports a refused token as unauthorized and outages as unavailable', async () => {
    const wrong = createTiingoProvider({ apiKey: 'nope', baseUrl: fake.baseUrl, plan: 'starter' });
    expect((await failure(wrong.dailyBars('AAPL', 0, seconds('2026-11-23')))).kind).toBe(
      'unauthorized',
    );
    for (const fault of ['500', 'html', 'down'] as const) {
      fake.setFault(fault);
      expect(
        (await failure(provider.dailyBars('AAPL', 0, seconds('2026-11-23')))).kind,
        fault,
      ).toBe('unavailable');
    }
  });
});
