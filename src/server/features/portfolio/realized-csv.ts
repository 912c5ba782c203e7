import { stringify } from 'csv-stringify/sync';
import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import type { Realized } from '#shared/portfolio/portfolio-tax.ts';
import { FORMULA_TO_DEFUSE } from './import/formula-cells.ts';
import type { AccountInfo } from './maths/realized.ts';

// The tax-year report as CSV (docs/decisions/089): the columns of IRS Form 8949, one line per
// lot sold, in dollars and cents; or a plain table with the account and the currency. Excel reads
// both as UTF-8 (byte order mark) and runs no cell as a formula (an account name starting with
// '=' is written with a leading "'", as the ledger export does).

const BOM = '\uFEFF';
const cents = (value: Decimal) => value.toFixed(2);
/** Form 8949's dates: MM/DD/YYYY. */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const defused = (text: string) => (FORMULA_TO_DEFUSE.test(text) ? `'${text}` : text);

const FORM_8949_HEADER = [
  'Part',
  '(a) Description of property',
  '(b) Date acquired',
  '(c) Date sold or disposed of',
  '(d) Proceeds (sales price)',
  '(e) Cost or other basis',
  '(f) Code(s) from instructions',
  '(g) Amount of adjustment',
  '(h) Gain or (loss)',
];

/**
 * Part I (short-term) lines first, then Part II (long-term). A loss a wash sale disallows is
 * the one adjustment made here, with code W and the disallowed amount in (g), as the form asks.
 */
export function form8949Csv(report: Realized): string {
  const lines = report.sales.flatMap((sale) =>
    sale.lots.map((lot) => {
      const proceeds = decimal(lot.proceeds);
      const cost = decimal(lot.costBasis);
      const adjustment = lot.washSaleDisallowed ? decimal(lot.washSaleDisallowed) : null;
      const gain = proceeds.minus(cost).plus(adjustment ?? 0);
      return {
        term: lot.term,
        cells: [
          lot.term === 'short' ? 'I' : 'II',
          `${lot.quantity} sh. ${sale.symbol}`,
          usDate(lot.acquired),
          usDate(sale.date),
          cents(proceeds),
          cents(cost),
          adjustment ? 'W' : '',
          adjustment ? cents(adjustment) : '',
          cents(gain),
        ],
      };
    }),
  );
  const ordered = [
    ...lines.filter((line) => line.term === 'short'),
    ...lines.filter((line) => line.term === 'long'),
  ];
  return (
    BOM +
    stringify([FORM_8949_HEADER, ...ordered.map((line) => line.cells)], {
      eof: true,
      record_delimiter: '\r\n',
    })
  );
}

const PLAIN_HEADER = [
  'account',
  'account_kind',
  'symbol',
  'date_sold',
  'date_acquired',
  'quantity',
  'proceeds',
  'cost_basis',
  'gain',
  'term',
  'wash_sale_disallowed',
  'currency',
];

export function plainRealizedCsv(report: Realized, accounts: readonly AccountInfo[]): string {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const rows = report.sales.flatMap((sale) =>
    sale.lots.map((lot) => [
      defused(byId.get(sale.accountId)?.name ?? ''),
      byId.get(sale.accountId)?.kind ?? '',
      sale.symbol,
      sale.date,
      lot.acquired,
      lot.quantity,
      lot.proceeds,
      lot.costBasis,
      lot.gain,
      lot.term,
      lot.washSaleDisallowed ?? '',
      report.baseCurrency,
    ]),
  );
  return BOM + stringify([PLAIN_HEADER, ...rows], { eof: true, record_delimiter: '\r\n' });
}
