import { describe, expect, it } from 'vitest';
import { fixMojibake, parseAnyNumber, splitRatio } from './cells.ts';

describe('parseAnyNumber', () => {
  it.each([
    ['11,316.06 ', '11316.06'],
    [' 1 757,95 ', '1757.95'],
    ['(0,10)', '-0.1'],
    ['(6.97)', '-6.97'],
    ['0,76672417', '0.76672417'],
    ['1,5', '1.5'],
    ['1,000', '1000'],
    ['"1,500"', null],
    ['$1,234,567', '1234567'],
    ['1.234,50', '1234.5'],
    ['-$30.93', '-30.93'],
    ['€50', '50'],
    ['0,100', '0.1'],
    ['-', null],
    ['abc', null],
  ])('reads %j as %s', (text, value) => {
    expect(parseAnyNumber(text)?.toString() ?? null).toBe(value);
  });
});

describe('fixMojibake', () => {
  it('decodes text that was UTF-8 read as Latin-1 once more', () => {
    expect(fixMojibake('CrÃ©dito de divisa')).toBe('Crédito de divisa');
    expect(fixMojibake('Bar ETF â€“ Acc')).toBe('Bar ETF â€“ Acc');
  });

  it('leaves correct text, and text that does not decode, as it is', () => {
    expect(fixMojibake('Comissões de transação')).toBe('Comissões de transação');
    expect(fixMojibake('Variation Fonds Monétaires')).toBe('Variation Fonds Monétaires');
    expect(fixMojibake('Ã alone')).toBe('Ã alone');
    expect(fixMojibake('plain')).toBe('plain');
  });
});

describe('splitRatio', () => {
  it('reads "N for M" as M old shares becoming N', () => {
    expect(splitRatio('ABCD HOLDINGS 4 FOR 1 STOCK SPLIT')).toEqual({ from: 1, to: 4 });
    expect(splitRatio('1-for-10 reverse split')).toEqual({ from: 10, to: 1 });
    expect(splitRatio('3 for 2')).toEqual({ from: 2, to: 3 });
  });

  it('answers null when the text states no ratio or one that changes nothing', () => {
    expect(splitRatio('NVIDIA CORP')).toBeNull();
    expect(splitRatio(undefined)).toBeNull();
    expect(splitRatio('1 FOR 1')).toBeNull();
    expect(splitRatio('0 for 3')).toBeNull();
  });
});
