import { cellKey, parseNumber } from '../cells.ts';
import { inMajorUnit, rateText, rowCurrency } from '../row-currency.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';
import { REASONS, failed, skipped, tradeOutcome } from './row-outcomes.ts';

// Saxo's trades report (SaxoTrader: Account → Historic reports → Trades, its sheet saved as CSV;
// Saxo offers it as Excel): Trade ID, Trade Date, Buy/Sell (Bought, Sold), Quantity, Price,
// Trade Value (instrument currency), Booked Amount (account currency), Instrument Symbol
// ('AAPL:xnas', the exchange's MIC after the colon), Instrument Currency, Account Currency,
// Asset Type. Commissions are on the report's other sheet, so trades come without fees.

const ORDERS = ['YYYY-MM-DD', 'DD-MM-YYYY', 'DD/MM/YYYY'] as const;
type Read = (name: string) => string | undefined;

/** The exchange (ISO 10383 MIC) → the ledger's suffix for its listings. */
const EXCHANGES: Record<string, string> = {
  xnas: '',
  xnys: '',
  arcx: '',
  bats: '',
  xase: '',
  xlon: '.L',
  xetr: '.DE',
  xfra: '.F',
  xams: '.AS',
  xpar: '.PA',
  xbru: '.BR',
  xmil: '.MI',
  xmad: '.MC',
  xswx: '.SW',
  xcse: '.CO',
  xsto: '.ST',
  xosl: '.OL',
  xhel: '.HE',
  xtse: '.TO',
  xasx: '.AX',
  xhkg: '.HK',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** '16-Jan-2024' as '16-01-2024'; any other text as it is. */
function numericDate(text: string | undefined) {
  const match = /^(\d{1,2})-([a-z]{3})-(\d{4})/i.exec((text ?? '').trim());
  const month = match ? MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1 : 0;
  return match && month > 0 ? `${match[1]}-${String(month).padStart(2, '0')}-${match[3]}` : text;
}

function assetSkip(asset: string): string | null {
  if (['stock', 'etf', 'etn', 'etc', 'mutualfund', ''].includes(asset)) return null;
  if (asset.startsWith('cfd')) return 'CFD: contracts for difference are not holdings';
  if (asset.includes('option')) return REASONS.option;
  if (asset.includes('future')) return REASONS.future;
  if (asset.startsWith('fx')) return REASONS.fx;
  if (asset.includes('bond')) return REASONS.bond;
  return `${asset}: only stocks and funds are tracked`;
}

function row(read: Read): RowOutcome {
  const asset = assetSkip(cellKey(read('Asset Type')));
  if (asset) return skipped(asset);
  const side = cellKey(read('Buy/Sell'));
  const type = /^(bought|buy)$/.test(side) ? 'buy' : /^(sold|sell)$/.test(side) ? 'sell' : null;
  if (!type) return failed(`Buy/Sell: "${(read('Buy/Sell') ?? '').trim()}" is neither`);
  const [code = '', mic = ''] = (read('Instrument Symbol') ?? '').trim().split(':');
  const suffix = EXCHANGES[mic.toLowerCase()];
  if (suffix === undefined) {
    return failed(`Instrument Symbol: exchange "${mic}" is not one we map; add this trade by hand`);
  }
  const instrument = (read('Instrument Currency') ?? '').trim().toUpperCase();
  const account = (read('Account Currency') ?? '').trim().toUpperCase();
  const value = parseNumber(read('Trade Value'))?.abs();
  const booked = parseNumber(read('Booked Amount'))?.abs();
  const unit = rowCurrency(instrument);
  const major = unit.ok ? unit.code : instrument;
  const abroad = account !== '' && major !== account && value && booked && !value.isZero();
  // Account units per unit of the trade's currency as the ledger keeps it (pounds, not pence).
  const fxRate = abroad && unit.ok ? rateText(booked.dividedBy(inMajorUnit(value, unit))) : null;
  return tradeOutcome(
    type,
    {
      symbol: code ? `${code}${suffix}` : '',
      date: numericDate(read('Trade Date')),
      quantity: read('Quantity'),
      price: read('Price'),
      amount: read('Trade Value'),
      currency: instrument,
      sourceId: read('Trade ID'),
      ...(fxRate ? { fxRate, fxInto: account } : {}),
    },
    ORDERS,
  );
}

export const saxoFormats: BrokerFormat[] = [
  oneTableFormat({
    id: 'saxo-trades',
    broker: 'Saxo',
    label: 'Trades report (CSV)',
    columns: [
      'Trade ID',
      'Trade Date',
      'Buy/Sell',
      'Quantity',
      'Price',
      'Booked Amount',
      'Instrument Symbol',
    ],
    row,
  }),
];
