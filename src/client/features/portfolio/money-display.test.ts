import { describe, expect, it } from 'vitest';
import { formatPercent, formatUsd, formatUsdPerShare } from '#shared/platform/format.ts';
import { decimal } from '#shared/platform/money.ts';
import {
  chartCents,
  fractionText,
  indexFraction,
  indexPercent,
  moneyText,
  percentText,
  priceText,
  perShareText,
  sign,
  sumText,
  usdText,
} from './money-display.ts';

describe('the figures shown from the server’s decimal strings', () => {
  it('round money to cents half to even, as the ledger does', () => {
    // 0.125 is halfway: to the even cent 0.12; 0.135 to 0.14; 2.675 (not a float's 2.67499…) to 2.68.
    expect(usdText('0.125')).toBe('$0.12');
    expect(usdText('0.135')).toBe('$0.14');
    expect(usdText('2.675')).toBe('$2.68');
    expect(usdText('-1234.565')).toBe('-$1,234.56');
    expect(usdText('-0.004')).toBe('$0.00');
    expect(usdText('123456789012.345')).toBe('$123,456,789,012.34');
  });

  it('show money in any currency in its own sign, to its minor unit, rounded half to even', () => {
    expect(moneyText('1234.5', 'USD')).toBe('$1,234.50');
    expect(moneyText('1234.5', 'EUR')).toBe('€1,234.50');
    // 3.205 is halfway between 3.20 and 3.21: the even 3.20, not Intl's half away from zero.
    expect(moneyText('-3.205', 'GBP')).toBe('-£3.20');
    // Yen have no minor unit: 2850.5 is halfway, to the even 2850; 2851.5 to 2852.
    expect(moneyText('2850.5', 'JPY')).toBe('¥2,850');
    expect(moneyText('2851.5', 'JPY')).toBe('¥2,852');
    // Intl writes a code where a currency has no sign of its own, with a no-break space.
    expect(moneyText('84.2', 'CHF')).toBe('CHF\u00a084.20');
    // More digits than a double holds: rounded in decimal first, so the cent is right.
    expect(moneyText('1234567.0049999999999999', 'EUR')).toBe('€1,234,567.00');
  });

  it('show a price per share to its listing’s decimals', () => {
    // London's prices go to four places in pounds (pence to two).
    expect(priceText('0.72185', 'GBP')).toBe('£0.7218');
    expect(priceText('120', 'USD')).toBe('$120.00');
    expect(priceText('2850.4', 'JPY')).toBe('¥2,850');
  });

  it('show cash per share to six places and fractions and percents to two', () => {
    expect(perShareText('0.0123455')).toBe('$0.012346');
    expect(perShareText('0.25')).toBe('$0.25');
    // 0.123456 is 12.3456 %: +12.35 %.
    expect(fractionText('0.123456')).toBe('+12.35%');
    expect(fractionText('-0.00005')).toBe('0.00%');
    expect(percentText('12.345')).toBe('+12.34%');
  });

  it('add and subtract exactly, where floats would not', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(sumText('0.1', '0.2')).toBe('0.3');
    expect(sumText('1872.39', '-12.5', '0.000001')).toBe('1859.890001');
    expect(sumText('0.0000001')).toBe('0.0000001'); // never '1e-7'
    expect(indexFraction('1.0409')).toBe('0.0409');
    expect(indexFraction('0.9')).toBe('-0.1');
    expect(indexPercent('1.04095')).toBe(4.1); // 4.095 points, half to even
    expect(chartCents('3226.885')).toBe(3226.88);
  });

  it('tell the direction of a figure', () => {
    expect([sign('-0.01'), sign('0'), sign('-0'), sign('0.000001')]).toEqual([-1, 0, 0, 1]);
  });

  it('show what decimal.js showed, on many random figures', () => {
    // The ledger's decimal.js (money.ts) was the display's arithmetic before big.js (decision 063).
    let seed = 20261127;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const randomDecimal = () => {
      const whole = String(Math.floor(random() * 10 ** Math.floor(random() * 10)));
      const places = Math.floor(random() * 9);
      const fraction = Array.from({ length: places }, () => Math.floor(random() * 10)).join('');
      return `${random() < 0.3 ? '-' : ''}${whole}${places ? `.${fraction}` : ''}`;
    };
    for (let i = 0; i < 2000; i += 1) {
      const [a, b, c] = [randomDecimal(), randomDecimal(), randomDecimal()];
      const cents = (value: string) => decimal(value).toDecimalPlaces(2).toNumber();
      expect(usdText(a)).toBe(formatUsd(cents(a)));
      expect(perShareText(a)).toBe(formatUsdPerShare(decimal(a).toDecimalPlaces(6).toNumber()));
      expect(fractionText(a)).toBe(
        formatPercent(decimal(a).times(100).toDecimalPlaces(2).toNumber()),
      );
      expect(sign(a)).toBe(decimal(a).comparedTo(0));
      expect(sumText(a, b, c)).toBe(decimal(a).plus(b).plus(c).toFixed());
      expect(indexFraction(a)).toBe(decimal(a).minus(1).toFixed());
    }
  });
});
