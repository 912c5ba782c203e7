import { IMPORT_DATE_ORDERS, type ImportMapping } from '#shared/portfolio/portfolio-import.ts';

// The column mapping as the form edits it (a header cell per field, '' for none) and the
// ImportMapping the server takes, built from it once the required columns are chosen.

export const MAPPED_FIELDS = [
  'date',
  'symbol',
  'type',
  'quantity',
  'price',
  'fees',
  'amount',
  'currency',
  'note',
] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

export const FIELD_LABELS: Record<MappedField, string> = {
  date: 'Date',
  symbol: 'Symbol',
  type: 'Type (optional)',
  quantity: 'Quantity',
  price: 'Price',
  fees: 'Fees',
  amount: 'Amount',
  currency: 'Currency',
  note: 'Note',
};

export interface MappingDraft {
  columns: Record<MappedField, string>;
  dateOrder: ImportMapping['dateOrder'];
  decimalSeparator: '.' | ',';
}

/** Header words that usually name a field, for a first guess the user can correct. */
const USUAL_NAMES: Record<MappedField, RegExp> = {
  date: /^(trade |transaction |settlement )?date/i,
  symbol: /^(symbol|ticker|instrument)/i,
  type: /^(type|action|side|transaction type)$/i,
  quantity: /^(quantity|qty|shares|units)/i,
  price: /^(price|unit price|share price)/i,
  fees: /^(fees?|commission|fees & comm)/i,
  amount: /^(amount|total|net amount|value)/i,
  currency: /^(currency|ccy)/i,
  note: /^(note|notes|description|memo)/i,
};

/** A first draft: each field on the first header cell that usually names it. */
export function guessDraft(headers: string[]): MappingDraft {
  const columns = Object.fromEntries(
    MAPPED_FIELDS.map((field) => [
      field,
      headers.find((header) => USUAL_NAMES[field].test(header.trim())) ?? '',
    ]),
  ) as Record<MappedField, string>;
  return { columns, dateOrder: IMPORT_DATE_ORDERS[0], decimalSeparator: '.' };
}

/** A saved mapping back into the form. */
export function draftOf(mapping: ImportMapping): MappingDraft {
  const columns = Object.fromEntries(
    MAPPED_FIELDS.map((field) => [field, mapping.columns[field] ?? '']),
  ) as Record<MappedField, string>;
  return { columns, dateOrder: mapping.dateOrder, decimalSeparator: mapping.decimalSeparator };
}

/** The mapping to send, or null while Date or Symbol has no column (the server needs both). */
export function mappingOf(draft: MappingDraft): ImportMapping | null {
  const { date, symbol, ...optional } = draft.columns;
  if (!date || !symbol) return null;
  const chosen = Object.fromEntries(Object.entries(optional).filter(([, column]) => column));
  return {
    columns: { date, symbol, ...chosen },
    dateOrder: draft.dateOrder,
    decimalSeparator: draft.decimalSeparator,
  };
}
