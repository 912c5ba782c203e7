import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { startFakeEcb, type FakeEcb } from '#tests/fake-ecb/index.ts';
import { createEcbProvider } from '../providers/ecb/index.ts';
import { createFxService, type FxSource } from './fx.ts';

// docs/decisions/083: rates per 1 EUR stored as published, cross rates through the euro, the
// last publication for a day without one. The fake ECB serves tests/fake-ecb/fixture.ts; every
// expected figure below is worked out by hand from those rows.

// Thursday 4 April 2024, before that day's publication.
const START = Date.parse('2024-04-04T12:00:00Z');
let clock = START;
const now = () => clock;
const DAY = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
let fake: FakeEcb;
let database: TestDatabase;
let warnings: string[];

beforeAll(async () => {
  fake = await startFakeEcb({ now });
});
afterAll(() => fake.close());
beforeEach(async () => {
  clock = START;
  fake.setFault(null);
  fake.setBody(null);
  fake.resetCounts();
  warnings = [];
  database = await createTestDatabase();
  return () => database.dispose();
});

function service(source: FxSource = createEcbProvider({ baseUrl: fake.baseUrl, now })) {
  return createFxService({
    source,
    db: database.db,
    log: { warn: (_, message) => void warnings.push(message) },
    now,
  });
}

describe('exchange rates', () => {
  it('crosses two currencies through the euro: 1 GBP = 1.0811 / 0.85520 USD on 28 March 2024', async () => {
    const fx = service();
    expect(await fx.rateOn('GBP', 'USD', '2024-03-28')).toBe('1.264148737');
    expect(await fx.rateOn('USD', 'EUR', '2024-03-28')).toBe('0.9249838128');
    expect(await fx.rateOn('EUR', 'USD', '2024-03-28')).toBe('1.0811');
    expect(await fx.rateOn('EUR', 'GBP', '2024-03-28')).toBe('0.8552');
  });

  it('gives a weekend or a holiday the last publication before it', async () => {
    const fx = service();
    // Good Friday, Saturday, Sunday and Easter Monday all take Thursday 28 March.
    for (const date of ['2024-03-29', '2024-03-30', '2024-03-31', '2024-04-01']) {
      expect(await fx.rateOn('EUR', 'USD', date), date).toBe('1.0811');
    }
    // 26 December 2022 (TARGET holiday) takes Friday the 23rd.
    expect(await fx.rateOn('EUR', 'GBP', '2022-12-26')).toBe('0.8807');
    // The kuna's last rate stays its last: on 2 January 2023 it was no longer published.
    expect(await fx.rateOn('EUR', 'HRK', '2023-01-02')).toBe('7.5365');
  });

  it('answers null before the first reference rates, and 1 for a currency in itself', async () => {
    const fx = service();
    expect(await fx.rateOn('USD', 'EUR', '1998-12-31')).toBeNull();
    expect(fake.requestCount()).toBe(0);
    expect(await fx.rateOn('JPY', 'JPY', '2024-03-28')).toBe('1');
  });

  it('lists a series per publication day, on the days both currencies were published', async () => {
    const fx = service();
    const gbpUsd = await fx.rateSeries('GBP', 'USD', '2024-03-27');
    expect([...gbpUsd.days]).toEqual(
      ['2024-03-27', '2024-03-28', '2024-04-02', '2024-04-03'].map(DAY),
    );
    expect([...gbpUsd.rates]).toEqual([
      1.0827 / 0.8571,
      1.0811 / 0.8552,
      1.0737 / 0.8555,
      1.078 / 0.8567,
    ]);
    expect(gbpUsd.days).toBeInstanceOf(Int32Array);
    expect(gbpUsd.rates).toBeInstanceOf(Float64Array);

    // ISK paused after 8 October 2008: the days without it are left out.
    const iskEur = await fx.rateSeries('ISK', 'EUR', '2008-10-01');
    expect([...iskEur.days].slice(0, 2)).toEqual([DAY('2008-10-08'), DAY('2022-12-23')]);
    expect(iskEur.rates[0]).toBe(1 / 305);

    const same = await fx.rateSeries('USD', 'USD', '2024-03-27');
    expect([...same.days]).toEqual(
      ['2024-03-27', '2024-03-28', '2024-04-02', '2024-04-03'].map(DAY),
    );
    expect([...same.rates]).toEqual([1, 1, 1, 1]);
  });

  it('fills a missing range with one fetch that concurrent callers share, then asks no more', async () => {
    const fx = service();
    const release = fake.hold();
    const answers = Promise.all([
      fx.rateSeries('GBP', 'USD', '2024-03-20'),
      fx.rateSeries('USD', 'EUR', '2024-03-25'),
      fx.rateOn('GBP', 'USD', '2024-04-02'),
      fx.rateOn('EUR', 'JPY', '2024-03-31'),
    ]);
    await expect.poll(() => fake.requestCount()).toBe(1);
    release();
    const [series, , gbpUsd, eurJpy] = await answers;
    expect(fake.requestCount('eurofxref-hist-90d.xml')).toBe(1);
    expect(series.days).toHaveLength(4);
    expect(gbpUsd).toBe('1.255055523');
    expect(eurJpy).toBe('163.45');

    await fx.rateSeries('GBP', 'USD', '2024-03-22');
    await fx.rateOn('GBP', 'USD', '2024-04-04');
    expect(fake.requestCount()).toBe(1);
    // Past the hour, today's publication is asked for once more.
    clock += 3_600_000;
    await fx.rateOn('GBP', 'USD', '2024-04-04');
    expect(fake.requestCount()).toBe(2);
  });

  it('keeps answering from stored rates while the provider fails, logging it once', async () => {
    await service().rateSeries('GBP', 'USD', '2024-03-27');
    const before = fake.requestCount();
    // A later process, a day on: the new day is missing and the ECB is down.
    clock = Date.parse('2024-04-05T16:00:00Z');
    fake.setFault('500');
    const fx = service();
    expect(await fx.rateOn('EUR', 'USD', '2024-04-05')).toBe('1.078');
    expect(await fx.rateOn('EUR', 'USD', '2024-04-05')).toBe('1.078');
    expect(fake.requestCount()).toBe(before + 1);
    clock += 10 * 60_000;
    expect((await fx.rateSeries('GBP', 'USD', '2024-03-27')).days).toHaveLength(4);
    expect(fake.requestCount()).toBe(before + 2);
    expect(warnings).toEqual([
      'fx rates: the provider failed; stored rates answer until it is back',
    ]);
  });

  it.each([
    ['a negative rate', { USD: '-1.0811' }],
    ['a rate that is not a number', { USD: 'abc' }],
    ['an unknown currency', { USD: '1.0811', XYZ: '3.1' }],
  ])('stores nothing of an answer with %s', async (_, rates) => {
    const source: FxSource = {
      name: 'test',
      fxRates: async () => [{ date: '2024-03-28', rates }] as never,
    };
    const fx = service(source);
    expect(await fx.rateOn('EUR', 'USD', '2024-03-28')).toBeNull();
    expect(warnings).toHaveLength(1);
    const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM fx_rates');
    expect(rows[0]).toEqual({ n: 0 });
  });
});
