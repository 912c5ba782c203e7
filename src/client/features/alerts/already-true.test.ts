import { describe, expect, it } from 'vitest';
import type { AlertCondition } from '#shared/alerts/alerts.ts';
import { quote } from '../../testing/market-fixtures.ts';
import { alreadyTrueMessage } from './already-true.ts';

const at = (price: number, changePercent: number) => quote('AAPL', price, changePercent);
const check = (condition: AlertCondition, value: string, price = 200, change = 0) =>
  alreadyTrueMessage({ symbol: 'AAPL', condition, value }, at(price, change), {
    high: 210,
    low: 150,
  });

describe('alreadyTrueMessage', () => {
  it('says a price alert whose threshold is already reached fires on its first check', () => {
    expect(check('above', '200')).toBe(
      'AAPL is already at or above $200.00: this alert fires on its first check.',
    );
    expect(check('above', '200.01')).toBeNull();
    expect(check('below', '200')).toBe(
      'AAPL is already at or below $200.00: this alert fires on its first check.',
    );
    expect(check('below', '199.99')).toBeNull();
  });

  it("compares a percent alert with the day's change in its direction", () => {
    expect(check('up-percent', '5', 200, 5)).toMatch(/^AAPL is already up 5% today/);
    expect(check('up-percent', '5', 200, 4.99)).toBeNull();
    expect(check('down-percent', '2.5', 200, -3)).toMatch(/^AAPL is already down 2.5% today/);
    expect(check('down-percent', '2.5', 200, 3)).toBeNull();
  });

  it('uses the 52-week range when the opener knows it, and is silent when not', () => {
    expect(check('high-52w', '', 210)).toMatch(/52-week high/);
    expect(check('high-52w', '', 209)).toBeNull();
    expect(check('low-52w', '', 150)).toMatch(/52-week low/);
    expect(
      alreadyTrueMessage({ symbol: 'AAPL', condition: 'high-52w', value: '' }, at(999, 0)),
    ).toBeNull();
  });

  it('says nothing without a quote or with a value that is not a number yet', () => {
    expect(alreadyTrueMessage({ symbol: 'AAPL', condition: 'above', value: '1' }, null)).toBeNull();
    expect(check('above', '')).toBeNull();
    expect(check('above', 'abc')).toBeNull();
    expect(check('below', '0')).toBeNull();
  });
});
