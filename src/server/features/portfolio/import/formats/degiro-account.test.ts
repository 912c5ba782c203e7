import { describe, expect, it } from 'vitest';
import { readCsv } from '../read-csv.ts';
import { degiroAccountFormat } from './degiro-account.ts';
import type { RowOutcome } from './format.ts';
import { describeOutcome } from './fixtures/read-fixture.ts';

// DEGIRO's account statement, row kind by row kind and language by language. The descriptions
// follow the real statements in the research folder: 'Koop 1 @ 33,9 USD' (NL), 'Buy 5 HP
// Inc@21.31 USD (US40434L1052)' (EN), 'Compra 6 ISHARES MSCI WOR A@49,785 EUR (…)' (PT), 'Achat
// 6 QT GROUP OYJ@79,96 EUR (…)' (FR); Spanish and German are written the same way.

const HEADER = 'Datum,Tijd,Valutadatum,Product,ISIN,Omschrijving,FX,Mutatie,,Saldo,,Order Id';

/** One statement line: the cells a test cares about, the others as DEGIRO fills them. */
interface Line {
  date?: string;
  product?: string;
  isin?: string;
  text: string;
  currency: string;
  amount: string;
  order?: string;
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

function statement(lines: readonly Line[]) {
  const rows = lines.map((line) =>
    [
      line.date ?? '15-03-2024',
      '10:00',
      line.date ?? '15-03-2024',
      line.product ?? '',
      line.isin ?? '',
      line.text,
      '',
      line.currency,
      line.amount,
      line.currency,
      '100,00',
      line.order ?? '',
    ]
      .map(quote)
      .join(','),
  );
  return readCsv([HEADER, ...rows].join('\n'));
}

/** A fee's note (describeOutcome names only a trade's). */
const noteOf = (outcome: RowOutcome) =>
  outcome.kind === 'transaction' && outcome.transaction.type === 'fee' && outcome.transaction.note
    ? ` note "${outcome.transaction.note}"`
    : '';

/** Each data line's outcome, as 'line: outcome'. */
function outcomes(lines: readonly Line[]) {
  const records = statement(lines);
  const read = degiroAccountFormat.parse(records);
  expect(read).toHaveLength(records.length);
  expect(read[0]).toEqual({ kind: 'structure' });
  return read
    .slice(1)
    .map(
      (outcome, index) =>
        `${records[index + 1]?.line}: ${describeOutcome(outcome)}${noteOf(outcome)}`,
    );
}

const APPLE = { product: 'APPLE INC', isin: 'US0378331005' };
const WORLD = { product: 'ISHARES MSCI WOR A', isin: 'IE00B4L5Y983' };

describe('trades in each language', () => {
  it.each([
    ['Dutch', 'Koop 10 @ 150 USD', 'buy', '10 @ 150'],
    ['Dutch', 'Verkoop 1.000 @ 1,5 USD', 'sell', '1000 @ 1.5'],
    ['English', 'Buy 10 Apple Inc@150.25 USD (US0378331005)', 'buy', '10 @ 150.25'],
    ['English', 'Sell 1,000 Apple Inc@1.5 USD (US0378331005)', 'sell', '1000 @ 1.5'],
    ['Portuguese', 'Compra 6 APPLE INC@49,785 USD (US0378331005)', 'buy', '6 @ 49.785'],
    ['Portuguese', 'Venda 2 APPLE INC@50,1 USD (US0378331005)', 'sell', '2 @ 50.1'],
    ['French', 'Achat 6 APPLE INC@79,96 USD (US0378331005)', 'buy', '6 @ 79.96'],
    [
      'French',
      'Vente 1 046,3825 APPLE INC@0,9854 USD (US0378331005)',
      'sell',
      '1046.3825 @ 0.9854',
    ],
    ['Spanish', 'Compra 3 APPLE INC@62,10 USD (US0378331005)', 'buy', '3 @ 62.1'],
    ['Spanish', 'Venta 3 APPLE INC@63,5 USD (US0378331005)', 'sell', '3 @ 63.5'],
    ['German', 'Kauf 4 APPLE INC@1.234,5 USD (US0378331005)', 'buy', '4 @ 1234.5'],
    ['German', 'Verkauf 4 APPLE INC@170 USD (US0378331005)', 'sell', '4 @ 170'],
  ])('%s: "%s" is a %s of %s in the price’s currency, under the ISIN', (_, text, type, trade) => {
    expect(outcomes([{ ...APPLE, text, currency: 'USD', amount: '-1,00', order: 'o-1' }])).toEqual([
      `2: ${type} US0378331005 2024-03-15 ${trade} note "APPLE INC" #o-1`,
    ]);
  });

  it('turns a pence price into pounds, the row’s currency', () => {
    const aviva = { product: 'AVIVA', isin: 'GB00BPQY8M80', currency: 'GBP', order: 'o-2' };
    // 4 × 496 pence = 19.84 GBP, the row's Change.
    const text = 'Sell 4 AVIVA@496 GBX (GB00BPQY8M80)';
    expect(outcomes([{ ...aviva, text, amount: '19.84' }])).toEqual([
      '2: sell GB00BPQY8M80 2024-03-15 4 @ 4.96 note "AVIVA" GBP #o-2',
    ]);
  });

  it('says what to do with a trade on no ISIN, or on a cell that is not one', () => {
    const text = 'Koop 1 @ 10 EUR';
    expect(
      outcomes([
        { product: 'MYSTERY', text, currency: 'EUR', amount: '-10' },
        { product: 'CASH', isin: 'NLFLATEXACNT', text, currency: 'EUR', amount: '-10' },
      ]),
    ).toEqual([
      '2: error: DEGIRO names no ISIN for MYSTERY: add this buy by hand with its ticker',
      '3: error: "NLFLATEXACNT" is not an ISIN (CASH): add this buy by hand with its ticker',
    ]);
  });
});

describe('transaction costs', () => {
  it.each([
    ['Dutch', 'DEGIRO Transactiekosten en/of kosten van derden'],
    ['English', 'DEGIRO Transaction and/or third party fees'],
    ['Portuguese', 'Comissões de transação DEGIRO e/ou taxas de terceiros'],
    ['French', 'Frais DEGIRO de courtage et/ou de parties tierces'],
    ['Spanish', 'Costes de transacción y/o externos de DEGIRO'],
    ['German', 'DEGIRO Transaktionsgebühren und/oder Gebühren Dritter'],
  ])('%s: "%s" in the trade’s currency are its fees, the line says where', (_, text) => {
    const order = 'd4f45240-d763-4b95-8590-2ba158d38207';
    expect(
      outcomes([
        { ...WORLD, text, currency: 'EUR', amount: '-1,00', order },
        { ...WORLD, text: 'Koop 1 @ 42,53 EUR', currency: 'EUR', amount: '-42,53', order },
      ]),
    ).toEqual([
      '2: skipped: Transaction costs 1 EUR: in the fees of the buy on line 3',
      `3: buy IE00B4L5Y983 2024-03-15 1 @ 42.53 fees 1 note "ISHARES MSCI WOR A" EUR #${order}`,
    ]);
  });

  it('adds up several cost lines of one order, pounds into a pence-priced trade', () => {
    const tiny = { product: 'TINY PLC', isin: 'GB0000000002', order: 'o-3' };
    const fees = 'DEGIRO Transaction and/or third party fees';
    expect(
      outcomes([
        { ...tiny, text: fees, currency: 'GBP', amount: '-0.43' },
        { ...tiny, text: fees, currency: 'GBP', amount: '-0.02' },
        { ...tiny, text: 'Buy 100 TINY PLC@450 GBX', currency: 'GBP', amount: '-450.00' },
      ]),
    ).toEqual([
      '2: skipped: Transaction costs 0.43 GBP: in the fees of the buy on line 4',
      '3: skipped: Transaction costs 0.02 GBP: in the fees of the buy on line 4',
      // 0.43 + 0.02 = £0.45 of fees; 450 pence = £4.50 a share.
      '4: buy GB0000000002 2024-03-15 100 @ 4.5 fees 0.45 note "TINY PLC" GBP #o-3',
    ]);
  });

  it('keeps costs in another currency, or of an order not in the file, as a fee on the product', () => {
    const fees = 'DEGIRO Transactiekosten en/of kosten van derden';
    expect(
      outcomes([
        { ...APPLE, text: fees, currency: 'EUR', amount: '-2,00', order: 'o-4' },
        { ...APPLE, text: 'Koop 2 @ 168,5 USD', currency: 'USD', amount: '-337,00', order: 'o-4' },
        { ...APPLE, text: fees, currency: 'EUR', amount: '-0,50', order: 'o-elsewhere' },
        { ...APPLE, text: 'DEGIRO Corporate Action Kosten', currency: 'USD', amount: '-0,01' },
      ]),
    ).toEqual([
      '2: fee US0378331005 2024-03-15 2 EUR note "APPLE INC: costs of the buy on line 3, charged in EUR (the trade is in USD)"',
      '3: buy US0378331005 2024-03-15 2 @ 168.5 note "APPLE INC" #o-4',
      '4: fee US0378331005 2024-03-15 0.5 EUR note "APPLE INC: transaction costs"',
      '5: fee US0378331005 2024-03-15 0.01 note "APPLE INC: transaction costs"',
    ]);
  });

  it('joins the costs of a partly filled order to its first fill; the fills share no id', () => {
    const fees = 'DEGIRO Transaction and/or third party fees';
    expect(
      outcomes([
        { ...APPLE, text: fees, currency: 'USD', amount: '-1.00', order: 'o-5' },
        { ...APPLE, text: 'Buy 3 Apple@150 USD', currency: 'USD', amount: '-450', order: 'o-5' },
        { ...APPLE, text: 'Buy 2 Apple@150 USD', currency: 'USD', amount: '-300', order: 'o-5' },
      ]),
    ).toEqual([
      '2: skipped: Transaction costs 1 USD: in the fees of the buy on line 3',
      '3: buy US0378331005 2024-03-15 3 @ 150 fees 1 note "APPLE INC"',
      '4: buy US0378331005 2024-03-15 2 @ 150 note "APPLE INC"',
    ]);
  });

  it('skips a refund of costs with the reason', () => {
    const text = 'DEGIRO Transaction and/or third party fees';
    expect(outcomes([{ ...APPLE, text, currency: 'USD', amount: '1.00' }])).toEqual([
      '2: skipped: Cost refund: not imported; lower the fee of its trade by hand',
    ]);
  });
});

describe('dividends and their withholding', () => {
  it.each([
    ['Dutch', 'Dividend', 'Dividendbelasting'],
    ['English', 'Dividend', 'Dividend Tax'],
    ['Portuguese', 'Dividendo', 'Imposto sobre dividendo'],
    ['French', 'Dividende', 'Impôts sur dividende'],
    ['Spanish', 'Dividendo', 'Retención del dividendo'],
    ['German', 'Dividende', 'Dividendensteuer'],
  ])('%s: "%s" and "%s" are a dividend and tax withheld in their currency', (_, paid, tax) => {
    const ko = { product: 'COCA-COLA CO', isin: 'US1912161007', currency: 'USD' };
    expect(
      outcomes([
        { ...ko, text: paid, amount: '0,44' },
        { ...ko, text: tax, amount: '-0,07' },
      ]),
    ).toEqual(['2: dividend US1912161007 2024-03-15 0.44', '3: tax US1912161007 2024-03-15 0.07']);
  });

  it('keeps a dividend in yen in yen', () => {
    const toyota = { product: 'TOYOTA MOTOR CORP', isin: 'JP3633400001', currency: 'JPY' };
    expect(outcomes([{ ...toyota, text: 'Dividend', amount: '1500' }])).toEqual([
      '2: dividend JP3633400001 2024-03-15 1500 JPY',
    ]);
  });

  it('skips a reversal or a refund, and says what to do without an ISIN', () => {
    const ko = { product: 'COCA-COLA CO', isin: 'US1912161007', currency: 'USD' };
    expect(
      outcomes([
        { ...ko, text: 'Dividend', amount: '-0,44' },
        { ...ko, text: 'Dividendbelasting', amount: '0,07' },
        { product: 'COCA-COLA CO', text: 'Dividend', currency: 'USD', amount: '0,44' },
      ]),
    ).toEqual([
      '2: skipped: Dividend reversal: not imported; remove or edit the dividend by hand',
      '3: skipped: Withholding tax refund: not imported; lower the tax by hand',
      '4: error: DEGIRO names no ISIN for COCA-COLA CO: add this dividend by hand with its ticker',
    ]);
  });
});

describe('each line once', () => {
  it('counts a foreign trade once: the trade line, not its FX legs', () => {
    const order = '4046d050-7530-40c3-8544-4d0580cd1cea';
    const bns = { product: 'BANK NOVA SCOTIA HALIF', isin: 'CA0641491075', order };
    const fx =
      'FX conversion: not imported; add the trade it paid for with the rate in the FX column, so that it settles in the account’s currency';
    expect(
      outcomes([
        { ...bns, text: 'Valuta Debitering', currency: 'USD', amount: '-63,97' },
        { ...bns, text: 'Valuta Creditering', currency: 'EUR', amount: '54,57' },
        { ...bns, text: 'Verkoop 1 @ 63,97 USD', currency: 'USD', amount: '63,97' },
      ]),
    ).toEqual([
      `2: skipped: ${fx}`,
      `3: skipped: ${fx}`,
      `4: sell CA0641491075 2024-03-15 1 @ 63.97 note "BANK NOVA SCOTIA HALIF" #${order}`,
    ]);
  });

  it('books flatex’s withdrawal that gives the money back as the deposit it is', () => {
    expect(
      outcomes([
        { text: 'Processed Flatex Withdrawal', currency: 'EUR', amount: '15,10' },
        { text: 'flatex terugstorting', currency: 'EUR', amount: '-15,10' },
      ]),
    ).toEqual(['2: deposit  2024-03-15 15.1 EUR', '3: withdrawal  2024-03-15 15.1 EUR']);
  });
});

describe('shares that come without a trade', () => {
  it('offers a stock dividend as a scrip dividend to enter, asking its cost; skips a product change', () => {
    const prosus = { product: 'PROSUS NV', isin: 'NL0013654783', currency: 'EUR', amount: '0,00' };
    const fbr = { product: 'FBR LTD', isin: 'AU000000FBR4', currency: 'EUR', amount: '0' };
    const records = statement([
      { ...prosus, date: '14-09-2023', text: 'STOCK DIVIDEND: Koop 999 @ 0 EUR' },
      { ...fbr, text: 'PRODUCTWIJZIGING : Verkoop 500 @ 0,039 EUR' },
    ]);
    const [, stock, change] = degiroAccountFormat.parse(records);
    // 999 shares received on 2023-09-14; DEGIRO's price of 0 is no cost: the form asks it.
    expect(stock).toEqual({
      kind: 'suggestion',
      suggestion: {
        kind: 'scrip-dividend',
        entry: 'receive-shares',
        symbol: 'NL0013654783',
        date: '2023-09-14',
        quantity: '999',
        price: null,
        currency: 'EUR',
        ask: ['cost'],
        reason: 'Scrip dividend: PROSUS NV',
      },
    });
    expect(change).toEqual({
      kind: 'skipped',
      reason: 'Product change: not a trade; add it by hand if it changed your holding',
    });
  });
});
