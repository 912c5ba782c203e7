import type { Decimal } from 'decimal.js';
import { canonical, decimal } from '#shared/platform/money.ts';

// Reading the cells of broker files (docs/decisions/030): numbers as brokers write them and dates
// in the orders they use. Each helper answers null for a cell it cannot read, so the format turns
// that into an error on the line instead of guessing.

export type DecimalSeparator = '.' | ',';

/**
 * A number as brokers print it: '1,234.50', '"1,000"', '-$3320.05', '($1,234.00)' (negative),
 * '$-12.5', '1.234,50' (with ','), '-2.637591265E-4', ' 399.9999', '.9232', '+5', '12 %'.
 * Empty, '-', '--' and 'N/A' are null (no number), as is anything else that is not a number.
 */
export function parseNumber(
  text: string | undefined,
  separator: DecimalSeparator = '.',
): Decimal | null {
  if (text === undefined) return null;
  let value = text.trim();
  if (value === '' || value === '-' || value === '--' || /^n\/?a$/i.test(value)) return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1).trim();
  }
  // Currency signs and codes, percent, spaces (incl. no-break and thin) around or inside.
  value = value
    .replace(/[$€£¥%\s\u00a0\u202f]/g, '')
    .replace(/^(USD|EUR|GBP|CHF)|(USD|EUR|GBP|CHF)$/i, '');
  if (/^[-−]/.test(value)) {
    negative = !negative;
    value = value.slice(1);
  } else if (value.startsWith('+')) value = value.slice(1);
  // A sign after the currency sign: '$-12.5'.
  if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1);
  }
  const thousands = separator === '.' ? /,/g : /\./g;
  value = value.replace(thousands, '');
  if (separator === ',') value = value.replace(',', '.');
  if (!/^(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value)) return null;
  const number = decimal(value);
  return negative ? number.negated() : number;
}

/** A decimal as the ledger's input wants it: positive, canonical, at most 6 places (half-even). */
export function decimalText(value: Decimal): string {
  return canonical(value.abs().toDecimalPlaces(6));
}

const PLAIN_POSITIVE = /^\d{1,15}(\.\d{1,6})?$/;

/**
 * A cell as the ledger's positive decimal text ('0150.50' → '150.5'), or null when it is not a
 * non-negative number. Plain text takes a fast path; anything else goes through parseNumber.
 */
export function positiveDecimalText(
  text: string | undefined,
  separator: DecimalSeparator = '.',
): string | null {
  const plain = text?.trim() ?? '';
  if (PLAIN_POSITIVE.test(plain)) return canonical(plain);
  const value = parseNumber(text, separator);
  return value === null || value.isNegative() ? null : decimalText(value);
}

export type DateOrder =
  'YYYY-MM-DD' | 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'DD-MM-YYYY' | 'DD.MM.YYYY' | 'YYYYMMDD';

const DATE_PATTERNS: Record<DateOrder, RegExp> = {
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})/,
  'MM/DD/YYYY': /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{4}|\d{2})\b/,
  'DD/MM/YYYY': /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{4}|\d{2})\b/,
  'DD-MM-YYYY': /^(?<d>\d{1,2})-(?<m>\d{1,2})-(?<y>\d{4})\b/,
  'DD.MM.YYYY': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{4})\b/,
  YYYYMMDD: /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})\b/,
};

/**
 * The calendar date at the start of a cell, as 'YYYY-MM-DD': '04/17/2023 as of 04/15/2023' →
 * '2023-04-17', '2021-01-11, 06:57:37' → '2021-01-11', '20240311;093000' → '2024-03-11'.
 * Two-digit years are 20xx. Null when the cell does not start with such a date or it does not
 * exist (2023-02-30).
 */
export function parseDate(text: string | undefined, order: DateOrder): string | null {
  const match = DATE_PATTERNS[order].exec((text ?? '').trim());
  if (!match?.groups) return null;
  const { y = '', m = '', d = '' } = match.groups;
  const year = y.length === 2 ? `20${y}` : y;
  const iso = `${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/** Cells compared loosely: trimmed, lower case, inner whitespace collapsed, BOM dropped. */
export const cellKey = (text: string | undefined) =>
  (text ?? '')
    .replace(/^\ufeff/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Whether a record has nothing in it (a blank line, or only empty cells: ',,,,,'). */
export const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Column positions by header name (loosely compared), for reading a data row by name.
 * `column(row, 'Amount')` is the cell or undefined when the header has no such column.
 */
export function headerIndex(header: readonly string[]) {
  const positions = new Map(header.map((name, index) => [cellKey(name), index] as const));
  return {
    has: (name: string) => positions.has(cellKey(name)),
    cell: (cells: readonly string[], name: string): string | undefined => {
      const index = positions.get(cellKey(name));
      return index === undefined ? undefined : cells[index];
    },
  };
}

/**
 * A number whose decimal separator is not known from the file: eToro mixes ' 1 757,95 ' and
 * '11,316.06 ' in one column, Revolut writes '0,76672417' among '1.63'. The last of '.' and ','
 * is the decimal point when both appear; a lone ',' is a decimal comma unless every group after
 * it has exactly three digits ('1,000' is a thousand, '0,10' and '1,5' are not).
 */
export function parseAnyNumber(text: string | undefined): Decimal | null {
  const compact = (text ?? '').replace(/[\s\u00a0\u202f]/g, '');
  const comma = compact.lastIndexOf(',');
  const dot = compact.lastIndexOf('.');
  if (comma === -1) return parseNumber(text, '.');
  if (dot !== -1) return parseNumber(text, comma > dot ? ',' : '.');
  const thousands = /^[^,]*[1-9]\d{0,2}(,\d{3})+\D*$/.test(compact) && !/^\D*0,/.test(compact);
  return parseNumber(text, thousands ? '.' : ',');
}

/**
 * Text that was UTF-8, read as Latin-1 and saved as UTF-8 again ('CrÃ©dito' for 'Crédito'),
 * decoded once more. Text that does not look like that, or does not decode, is returned as is.
 */
export function fixMojibake(text: string): string {
  if (!/[\u00c2-\u00f4][\u0080-\u00bf]/.test(text) || /[\u0100-\uffff]/.test(text)) return text;
  try {
    const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return text;
  }
}

/**
 * A split ratio stated in text: '4 FOR 1 STOCK SPLIT' → { from: 1, to: 4 } (one old share
 * becomes four), '1-for-10 reverse split' → { from: 10, to: 1 }. Null when the text states none
 * or states a ratio that changes nothing.
 */
export function splitRatio(text: string | undefined): { from: number; to: number } | null {
  const match = /\b(\d{1,7})\s*-?\s*for\s*-?\s*(\d{1,7})\b/i.exec(text ?? '');
  if (!match) return null;
  const to = Number(match[1]);
  const from = Number(match[2]);
  return to > 0 && from > 0 && to !== from ? { from, to } : null;
}
