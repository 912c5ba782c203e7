import { describe, expect, it } from 'vitest';
import type { CsvRecord } from './format.ts';
import { findHeader, headerRule } from './header-spec.ts';

const records = (...rows: string[][]): CsvRecord[] =>
  rows.map((cells, index) => ({ line: index + 1, cells }));

const isHeader = headerRule({
  required: ['Date', 'Symbol', ['Qty', 'Quantity']],
  forbidden: ['Price ($)'],
});

describe('finding a header by its columns', () => {
  it('takes the columns in any order, loosely compared, one of several names where given', () => {
    expect(isHeader([' quantity ', 'SYMBOL', 'date', 'Notes'])).toBe(true);
    expect(isHeader(['Symbol', 'Date', 'Qty'])).toBe(true);
    expect(isHeader(['Symbol', 'Date'])).toBe(false);
  });

  it('refuses a header with a column the format never has', () => {
    expect(isHeader(['Date', 'Symbol', 'Quantity', 'Price ($)'])).toBe(false);
  });

  it('passes over titles, blank and comma-only rows above the header', () => {
    const file = records(
      ['Transactions for account X'],
      [''],
      ['', '', '', ''],
      ['', '', '', ''],
      ['Date', 'Symbol', 'Quantity'],
      ['2024-01-02', 'AAPL', '1'],
    );
    expect(findHeader(file, isHeader)).toBe(4);
  });

  it('looks at the first 20 rows with text only, however many empty rows come between', () => {
    const empty = Array.from({ length: 300 }, () => ['', '']);
    const titles = Array.from({ length: 19 }, (_, index) => [`title ${index}`]);
    const header = ['Date', 'Symbol', 'Quantity'];
    expect(findHeader(records(...empty, ...titles, header), isHeader)).toBe(319);
    expect(findHeader(records(...titles, ['one title too many'], header), isHeader)).toBe(-1);
  });
});
