import type { Decimal } from 'decimal.js';
import { canonical, decimal, sum } from '#shared/platform/money.ts';
import type { AccountKind } from '#shared/portfolio/portfolio-accounts.ts';
import { TAX_ADVANTAGED_KINDS, type Realized, type Term } from '#shared/portfolio/portfolio-tax.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import { dayOf } from './days.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import type { PositionBook, Sale } from './lots.ts';

// Realized gains by tax year, lot by lot (docs/decisions/089). Every figure is in the base
// currency: a lot's cost at the rate of the day it was paid, a sale's proceeds at the sale's.
// A sale's proceeds are shared among the lots it closed by their shares (the last lot takes the
// remainder, so the lines add up to the sale exactly).

/** The US rule: more than one year held is long-term (a sale on the anniversary is not). */
export function termOf(acquired: string, sold: string): Term {
  const [year = '0', month = '01', day = '01'] = acquired.split('-');
  // A lot bought on 29 February has its anniversary on 28 February.
  const anniversary = `${Number(year) + 1}-${month}-${month === '02' && day === '29' ? '28' : day}`;
  return sold > anniversary ? 'long' : 'short';
}

/** The US wash-sale window: 30 days before or after the sale. */
const WASH_SALE_DAYS = 30;

export interface AccountInfo {
  id: string;
  name: string;
  kind: AccountKind;
}

export interface RealizedInput {
  books: readonly PositionBook[];
  /** Every entry of the ledger: buys in any account can be a wash sale's replacement. */
  entries: readonly LedgerEntry[];
  method: CostBasisMethod;
  year: number | null;
  account: string | null;
  accounts: readonly AccountInfo[];
  baseCurrency: string;
}

interface Line {
  buyId: string;
  acquired: string;
  quantity: Decimal;
  costBasis: Decimal;
  proceeds: Decimal;
  term: Term;
  /** The part of this lot's loss a wash sale would disallow. */
  washSaleDisallowed: Decimal | null;
}

interface SaleLines {
  sale: Sale;
  book: PositionBook;
  lines: Line[];
  costBasis: Decimal;
  gain: Decimal;
  washSale: { disallowedLoss: Decimal; replacementBuyIds: string[] } | null;
}

/** A sale's lines: each closed lot with its share of the proceeds and, by method, of the cost. */
function linesOf(sale: Sale, method: CostBasisMethod): Line[] {
  const lines: Line[] = [];
  let proceedsLeft = sale.proceedsBase;
  let costLeft = sale.costBase;
  sale.lots.forEach((lot, i) => {
    const last = i === sale.lots.length - 1;
    const share = lot.quantity.dividedBy(sale.quantity);
    const proceeds = last ? proceedsLeft : sale.proceedsBase.times(share);
    const costBasis =
      method === 'fifo' ? lot.costBase : last ? costLeft : sale.costBase.times(share);
    proceedsLeft = proceedsLeft.minus(proceeds);
    costLeft = costLeft.minus(costBasis);
    lines.push({
      buyId: lot.buyId,
      acquired: lot.date,
      quantity: lot.quantity,
      costBasis,
      proceeds,
      term: termOf(lot.date, sale.date),
      washSaleDisallowed: null,
    });
  });
  return lines;
}

/**
 * Flags each lot sold at a loss that replacement shares would disallow (a lot is its own sale
 * for the rule): buys of the symbol within 30 days of the sale, in any of the user's accounts,
 * other than the lots the sale closed. A buy replaces shares once: losses are matched in date
 * order and use up what they match.
 */
function flagWashSales(sales: SaleLines[], entries: readonly LedgerEntry[]) {
  const buys = new Map<string, { entry: LedgerEntry; left: Decimal }[]>();
  for (const entry of entries) {
    if (entry.type !== 'buy' || !entry.quantity) continue;
    const list = buys.get(entry.symbol) ?? [];
    list.push({ entry, left: entry.quantity });
    buys.set(entry.symbol, list);
  }
  for (const list of buys.values()) list.sort((a, b) => dayOf(a.entry.date) - dayOf(b.entry.date));
  const byDate = [...sales].sort((a, b) => dayOf(a.sale.date) - dayOf(b.sale.date));
  for (const sold of byDate) {
    const closed = new Set(sold.sale.lots.map((lot) => lot.buyId));
    const day = dayOf(sold.sale.date);
    const replacements = (buys.get(sold.book.symbol) ?? []).filter(
      (buy) => !closed.has(buy.entry.id) && Math.abs(dayOf(buy.entry.date) - day) <= WASH_SALE_DAYS,
    );
    const ids = new Set<string>();
    for (const line of sold.lines) {
      const gain = line.proceeds.minus(line.costBasis);
      if (!gain.isNegative()) continue;
      let wanted = line.quantity;
      for (const buy of replacements) {
        if (wanted.isZero()) break;
        if (buy.left.isZero()) continue;
        const matched = buy.left.lessThan(wanted) ? buy.left : wanted;
        buy.left = buy.left.minus(matched);
        wanted = wanted.minus(matched);
        ids.add(buy.entry.id);
      }
      const matched = line.quantity.minus(wanted);
      if (!matched.isZero()) {
        line.washSaleDisallowed = gain.negated().times(matched).dividedBy(line.quantity);
      }
    }
    const disallowed = sold.lines.flatMap((line) => line.washSaleDisallowed ?? []);
    if (disallowed.length > 0) {
      sold.washSale = { disallowedLoss: sum(disallowed), replacementBuyIds: [...ids] };
    }
  }
}

const text = (value: Decimal) => canonical(value.toDecimalPlaces(6));
const yearOf = (date: string) => Number(date.slice(0, 4));

function totalsOf(lines: readonly Line[]) {
  const proceeds = sum(lines.map((line) => line.proceeds));
  const costBasis = sum(lines.map((line) => line.costBasis));
  return {
    proceeds: text(proceeds),
    costBasis: text(costBasis),
    gain: text(proceeds.minus(costBasis)),
  };
}

export function realizedOf(input: RealizedInput): Realized {
  const sheltered = new Set<string>(TAX_ADVANTAGED_KINDS);
  const excluded = input.accounts.filter((account) => sheltered.has(account.kind));
  const excludedIds = new Set(excluded.map((account) => account.id));
  const all: SaleLines[] = [];
  for (const book of input.books) {
    if (excludedIds.has(book.accountId)) continue;
    const method = input.method === 'fifo' ? book.fifo : book.average;
    for (const sale of method.sales) {
      const lines = linesOf(sale, input.method);
      const costBasis = sum(lines.map((line) => line.costBasis));
      all.push({
        sale,
        book,
        lines,
        costBasis,
        gain: sale.proceedsBase.minus(costBasis),
        washSale: null,
      });
    }
  }
  flagWashSales(all, input.entries);
  const inScope = all.filter((s) => input.account === null || s.book.accountId === input.account);
  const years = [...new Set(inScope.map((s) => yearOf(s.sale.date)))].sort((a, b) => b - a);
  const year = input.year ?? years[0] ?? null;
  const sales = inScope
    .filter((s) => yearOf(s.sale.date) === year)
    .sort((a, b) =>
      a.sale.date !== b.sale.date
        ? a.sale.date < b.sale.date
          ? -1
          : 1
        : a.sale.sellId < b.sale.sellId
          ? -1
          : 1,
    );
  const lines = sales.flatMap((s) => s.lines);
  return {
    year,
    years,
    method: input.method,
    baseCurrency: input.baseCurrency,
    account: input.account,
    sales: sales.map((s) => ({
      sellId: s.sale.sellId,
      symbol: s.book.symbol,
      accountId: s.book.accountId,
      date: s.sale.date,
      quantity: text(s.sale.quantity),
      proceeds: text(s.sale.proceedsBase),
      costBasis: text(s.costBasis),
      gain: text(s.gain),
      lots: s.lines.map((line) => ({
        buyId: line.buyId,
        acquired: line.acquired,
        quantity: text(line.quantity),
        costBasis: text(line.costBasis),
        proceeds: text(line.proceeds),
        gain: text(line.proceeds.minus(line.costBasis)),
        term: line.term,
        washSaleDisallowed: line.washSaleDisallowed && text(line.washSaleDisallowed),
      })),
      washSale: s.washSale && {
        disallowedLoss: text(s.washSale.disallowedLoss),
        replacementBuyIds: s.washSale.replacementBuyIds,
      },
    })),
    totals: {
      shortTerm: totalsOf(lines.filter((line) => line.term === 'short')),
      longTerm: totalsOf(lines.filter((line) => line.term === 'long')),
      all: totalsOf(lines),
      washSaleDisallowed: text(sum(sales.map((s) => s.washSale?.disallowedLoss ?? decimal(0)))),
    },
    excludedAccounts: excluded.map(({ id, name, kind }) => ({ id, name, kind })),
  };
}
