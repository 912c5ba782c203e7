import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ecbXml, startFakeEcb, type FakeEcb } from '#tests/fake-ecb/index.ts';
import { ProviderError } from '../../provider.ts';
import { createEcbProvider } from './index.ts';

// The ecb provider against a local ECB serving its files as the real one writes them
// (tests/fake-ecb). "Today" is Thursday 4 April 2024, before that day's publication.

const now = () => Date.parse('2024-04-04T12:00:00Z');
let fake: FakeEcb;
const ecb = () => createEcbProvider({ baseUrl: fake.baseUrl, now, timeoutMs: 2_000 });

beforeAll(async () => {
  fake = await startFakeEcb({ now });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.setFault(null);
  fake.setBody(null);
});

describe('the ecb provider', () => {
  it('reads the full history for an old range: oldest first, no rows on holidays, currencies as published each day', async () => {
    const before = fake.requestCount('eurofxref-hist.xml');
    const days = await ecb().fxRates('2008-10-01', '2023-01-31');
    expect(fake.requestCount('eurofxref-hist.xml')).toBe(before + 1);
    expect(days.map((day) => day.date)).toEqual([
      '2008-10-08',
      '2008-10-09',
      '2008-10-10',
      '2022-12-23',
      '2022-12-27',
      '2022-12-30',
      '2023-01-02',
    ]);
    expect(days[0]?.rates).toEqual({ USD: '1.3662', GBP: '0.78370', JPY: '136.07', ISK: '305.00' });
    expect(days[1]?.rates.ISK).toBeUndefined();
    expect(days[5]?.rates.HRK).toBe('7.5365');
    expect(days[6]?.rates.HRK).toBeUndefined();
  });

  it('asks the 90-day file for a recent range and the daily file for the latest day alone', async () => {
    const ninety = fake.requestCount('eurofxref-hist-90d.xml');
    const days = await ecb().fxRates('2024-03-27', '2024-04-04');
    expect(fake.requestCount('eurofxref-hist-90d.xml')).toBe(ninety + 1);
    // Good Friday, the weekend and Easter Monday have no rows; today's comes after 16:00 CET.
    expect(days.map((day) => day.date)).toEqual([
      '2024-03-27',
      '2024-03-28',
      '2024-04-02',
      '2024-04-03',
    ]);
    const daily = fake.requestCount('eurofxref-daily.xml');
    const latest = await ecb().fxRates('2024-04-03', '2024-04-03');
    expect(fake.requestCount('eurofxref-daily.xml')).toBe(daily + 1);
    expect(latest).toEqual([
      {
        date: '2024-04-03',
        rates: { USD: '1.0780', GBP: '0.85670', JPY: '163.57', ISK: '149.70' },
      },
    ]);
  });

  it.each([
    ['a negative rate', { USD: '-1.0811' }, /USD: not a decimal rate/],
    ['a rate that is not a number', { USD: 'N/A' }, /USD: not a decimal rate/],
    ['a zero rate', { USD: '0.0000' }, /USD: not a positive rate/],
    ['an unknown currency', { USD: '1.0811', XYZ: '2.5' }, /Unknown currency XYZ/],
  ])('refuses an answer with %s, naming it', async (_, rates, message) => {
    fake.setBody(ecbXml([{ date: '2024-03-28', rates }]));
    const refused = ecb().fxRates('2024-03-01', '2024-03-31');
    await expect(refused).rejects.toBeInstanceOf(ProviderError);
    await expect(refused).rejects.toMatchObject({ kind: 'bad-response', message });
  });

  it('refuses a row it cannot read and a body that is no envelope', async () => {
    fake.setBody(
      ecbXml([{ date: '2024-03-28', rates: { USD: '1.0811' } }]).replace(
        "<Cube currency='USD'",
        "<Cube rate='1.0811' currency='GBP'/>\n\t\t\t<Cube currency='USD'",
      ),
    );
    await expect(ecb().fxRates('2024-03-01', '2024-03-31')).rejects.toMatchObject({
      kind: 'bad-response',
      message: /unreadable row on 2024-03-28/,
    });
    fake.setFault('html');
    await expect(ecb().fxRates('2024-03-01', '2024-03-31')).rejects.toMatchObject({
      kind: 'bad-response',
      message: /not a gesmes:Envelope/,
    });
  });

  it('reports an outage as unavailable', async () => {
    fake.setFault('500');
    await expect(ecb().fxRates('2024-03-01', '2024-03-31')).rejects.toMatchObject({
      kind: 'unavailable',
    });
    fake.setFault('down');
    await expect(ecb().fxRates('2024-03-01', '2024-03-31')).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});
