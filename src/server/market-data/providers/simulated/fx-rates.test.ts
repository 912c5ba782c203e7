import { describe, expect, it } from 'vitest';
import { easterSunday, isTargetDay } from '../../target-calendar.ts';
import { createSimulatedFxRates } from './fx-rates.ts';

const at = (iso: string) => () => Date.parse(iso);

describe('simulated euro reference rates', () => {
  it('publishes on TARGET days only: no weekends, New Year, Good Friday, Easter Monday, 1 May, Christmas', async () => {
    expect(easterSunday(2024)).toBe('03-31');
    expect(easterSunday(2025)).toBe('04-20');
    const rates = createSimulatedFxRates(at('2025-01-10T12:00:00Z'));
    const dates = (await rates('2024-03-27', '2024-04-03')).map((day) => day.date);
    // 29 March is Good Friday, 1 April Easter Monday, 30-31 a weekend.
    expect(dates).toEqual(['2024-03-27', '2024-03-28', '2024-04-02', '2024-04-03']);
    const christmas = (await rates('2024-12-23', '2025-01-03')).map((day) => day.date);
    expect(christmas).toEqual([
      '2024-12-23',
      '2024-12-24',
      '2024-12-27',
      '2024-12-30',
      '2024-12-31',
      '2025-01-02',
      '2025-01-03',
    ]);
    expect(isTargetDay('2024-05-01')).toBe(false);
    expect(isTargetDay('2024-05-02')).toBe(true);
  });

  it('starts on 4 January 1999 and publishes nothing of a day before 16:00 CET', async () => {
    const rates = createSimulatedFxRates(at('2025-01-10T12:00:00Z'));
    expect((await rates('1998-12-01', '1999-01-05')).map((day) => day.date)).toEqual([
      '1999-01-04',
      '1999-01-05',
    ]);
    expect((await rates('2025-01-09', '2025-01-10')).map((day) => day.date)).toEqual([
      '2025-01-09',
    ]);
    const later = createSimulatedFxRates(at('2025-01-10T15:30:00Z'));
    expect((await later('2025-01-09', '2025-01-10')).map((day) => day.date)).toEqual([
      '2025-01-09',
      '2025-01-10',
    ]);
  });

  it('gives a date the same rates whatever was asked before, in any instance', async () => {
    const first = createSimulatedFxRates(at('2025-06-01T00:00:00Z'));
    const second = createSimulatedFxRates(at('2026-01-01T00:00:00Z'));
    await second('1999-01-04', '2003-01-01');
    const [a] = await first('2024-06-28', '2024-06-28');
    const [b] = await second('2024-06-28', '2024-06-28');
    expect(a).toEqual(b);
    expect(a?.rates.BGN).toBe('1.9558');
  });

  it('keeps each currency near the levels of recent years over the whole history', async () => {
    const days = await createSimulatedFxRates(at('2026-01-01T00:00:00Z'))(
      '1999-01-04',
      '2025-12-31',
    );
    expect(days.length).toBeGreaterThan(6_900);
    const range = (code: 'USD' | 'GBP' | 'JPY' | 'DKK') => {
      const values = days.map((day) => Number(day.rates[code]));
      return [Math.min(...values), Math.max(...values)] as const;
    };
    const [usdLow, usdHigh] = range('USD');
    expect(usdLow).toBeGreaterThanOrEqual(1.05);
    expect(usdHigh).toBeLessThanOrEqual(1.2);
    expect(usdHigh - usdLow).toBeGreaterThan(0.08); // it moves
    const [gbpLow, gbpHigh] = range('GBP');
    expect(gbpLow).toBeGreaterThanOrEqual(0.84);
    expect(gbpHigh).toBeLessThanOrEqual(0.9);
    const [jpyLow, jpyHigh] = range('JPY');
    expect(jpyLow).toBeGreaterThanOrEqual(130);
    expect(jpyHigh).toBeLessThanOrEqual(166);
    const [dkkLow, dkkHigh] = range('DKK');
    expect(dkkLow).toBeGreaterThan(7.43);
    expect(dkkHigh).toBeLessThan(7.48);
  });
});
