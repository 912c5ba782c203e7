import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '#server/market-data/create-provider.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInUser } from './accounts.ts';
import { buildTestApp, testConfig, testMarketData } from './app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startFakeFinnhub, type FakeFinnhub } from './fake-finnhub/index.ts';

// A DEGIRO file names its securities by ISIN only: against the (fake) Finnhub, whose search
// answers `q=<ISIN>` with the listing as the real one does, each distinct ISIN is looked up once
// and its rows import under the ticker found; an ISIN nobody knows says what to do.

const HEADER =
  'Datum,Uhrzeit,Produkt,ISIN,Referenzbörse,Anzahl,,Kurs,,Wert in Lokalwährun,,Wert,Wechselkurs,,Transaktionskost,,Gesamt,Order-ID';
const FILE = [
  HEADER,
  '05-01-2024,15:31,APPLE INC,US0378331005,NDQ,3,USD,185.5000,USD,-556.50,USD,-556.50,,USD,-1.00,USD,-557.50,aa11',
  '08-01-2024,15:31,APPLE INC,US0378331005,NDQ,2,USD,181.0000,USD,-362.00,USD,-362.00,,USD,-1.00,USD,-363.00,bb22',
  '09-01-2024,10:05,EXAMPLE SA,FR0000000003,EPA,4,EUR,10.0000,EUR,-40.00,EUR,-40.00,,EUR,-1.00,EUR,-41.00,cc33',
].join('\n');

// A DEGIRO account statement (newest first), in the languages DEGIRO writes: NVIDIA bought in
// French and sold in German, each with its costs in dollars; Microsoft bought in Dutch (its Order
// Id wrapped onto the next line) with its costs in euros and the FX legs that paid for it; a
// dividend and its withholding; a deposit; and ASML, whose ISIN the market data does not know.
const STATEMENT = [
  'Datum,Tijd,Valutadatum,Product,ISIN,Omschrijving,FX,Mutatie,,Saldo,,Order Id',
  '20-03-2024,15:40,20-03-2024,NVIDIA CORP,US67066G1040,"Verkauf 2 NVIDIA CORP@900 USD (US67066G1040)",,USD,"1800,00",USD,"1800,00",ord-4',
  '20-03-2024,15:40,20-03-2024,NVIDIA CORP,US67066G1040,DEGIRO Transaktionsgebühren und/oder Gebühren Dritter,,USD,"-1,00",USD,"-1,00",ord-4',
  '15-03-2024,08:10,14-03-2024,MICROSOFT CORP,US5949181045,Dividend,,USD,"7,50",USD,"7,50",',
  '15-03-2024,08:10,14-03-2024,MICROSOFT CORP,US5949181045,Dividendbelasting,,USD,"-1,13",USD,"6,37",',
  '12-03-2024,10:00,12-03-2024,ASML HOLDING,NL0010273215,"Koop 1 @ 905,4 EUR",,EUR,"-905,40",EUR,"94,60",ord-5',
  '11-03-2024,15:31,11-03-2024,NVIDIA CORP,US67066G1040,"Achat 5 NVIDIA CORP@850,5 USD (US67066G1040)",,USD,"-4252,50",USD,"-4252,50",ord-3',
  '11-03-2024,15:31,11-03-2024,NVIDIA CORP,US67066G1040,Frais DEGIRO de courtage et/ou de parties tierces,,USD,"-2,00",USD,"-2,00",ord-3',
  '08-03-2024,15:31,08-03-2024,MICROSOFT CORP,US5949181045,"Koop 10 @ 400,5 USD",,USD,"-4005,00",USD,"-4005,00",ord-2-',
  ',,,,,,,,,,,wrapped',
  '08-03-2024,15:31,08-03-2024,MICROSOFT CORP,US5949181045,DEGIRO Transactiekosten en/of kosten van derden,,EUR,"-1,00",EUR,"999,00",ord-2-wrapped',
  '08-03-2024,15:31,08-03-2024,MICROSOFT CORP,US5949181045,Valuta Creditering,"1,0900",USD,"4005,00",USD,"0,00",ord-2-wrapped',
  '08-03-2024,15:31,08-03-2024,MICROSOFT CORP,US5949181045,Valuta Debitering,,EUR,"-3674,31",EUR,"1000,00",ord-2-wrapped',
  '01-03-2024,09:00,01-03-2024,,,Deposit,,USD,"10000,00",USD,"10000,00",',
].join('\n');

let database: TestDatabase;
let fake: FakeFinnhub;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeFinnhub({ perMinuteLimit: 100_000 });
  const env = {
    FINNHUB_API_KEY: fake.apiKey,
    FINNHUB_BASE_URL: fake.baseUrl,
    FINNHUB_WS_URL: fake.wsUrl,
    MARKET_DATA_PROVIDER: 'finnhub',
  };
  const providers = createProviders(testConfig(env), pino({ level: 'silent' }));
  const marketData = testMarketData(database, {
    provider: providers.primary,
    limits: { perMinute: 100_000 },
  });
  app = await buildTestApp(database, { marketData });
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await database.dispose();
});

describe('rows named by ISIN only', () => {
  it('import under the ticker Finnhub finds, one search per distinct ISIN, none the second time', async () => {
    const { browser } = await signedInUser(app, database);
    fake.resetCounts();
    const preview = await browser.upload(`${contract.previewImport.path}?dryRun=1`, FILE);
    expect(preview.statusCode, preview.body).toBe(200);
    // Two distinct ISINs in three rows: two searches.
    expect(fake.requestCount('/search')).toBe(2);
    const body = preview.json();
    expect(body.format.id).toBe('degiro-transactions');
    expect(
      body.transactions.map((row: { line: number; symbol: string }) => [row.line, row.symbol]),
    ).toEqual([
      [2, 'AAPL'],
      [3, 'AAPL'],
    ]);
    expect(body.errors).toEqual([
      { line: 4, message: expect.stringMatching(/^FR0000000003: no listing found.*Map it/) },
    ]);

    const committed = await browser.upload(contract.importTransactions.path, FILE);
    expect(committed.statusCode, committed.body).toBe(201);
    expect(committed.json()).toMatchObject({ imported: 2 });
    // The commit asked nothing upstream again: the answers are kept for the day.
    expect(fake.requestCount('/search')).toBe(2);
  });

  it('imports a DEGIRO account statement the same way, each line once', async () => {
    const { browser } = await signedInUser(app, database);
    fake.resetCounts();
    const preview = await browser.upload(`${contract.previewImport.path}?dryRun=1`, STATEMENT);
    expect(preview.statusCode, preview.body).toBe(200);
    // MSFT, NVDA and ASML's ISINs, none asked before: three searches for eleven product lines.
    expect(fake.requestCount('/search')).toBe(3);
    const body = preview.json();
    expect(body.format.id).toBe('degiro-account');
    expect(
      body.transactions.map((row: { line: number; type: string; symbol: string }) => [
        row.line,
        row.type,
        row.symbol,
      ]),
    ).toEqual([
      [2, 'sell', 'NVDA'],
      [4, 'dividend', 'MSFT'],
      [5, 'tax', 'MSFT'],
      [7, 'buy', 'NVDA'],
      [9, 'buy', 'MSFT'],
      [11, 'fee', 'MSFT'],
      [14, 'deposit', ''],
    ]);
    expect(body.errors).toEqual([
      { line: 6, message: expect.stringMatching(/^NL0010273215: no listing found.*Map it/) },
    ]);

    const committed = await browser.upload(contract.importTransactions.path, STATEMENT);
    expect(committed.statusCode, committed.body).toBe(201);
    // Skipped: NVDA's two cost lines (in their trades' fees) and Microsoft's two FX legs.
    expect(committed.json()).toMatchObject({ imported: 7, skipped: 4 });
    // The euro fee needs a reference rate (ECB style, dollars per euro) for the dollar totals.
    await database.pool.query(
      `INSERT INTO fx_rates (currency, date, rate) VALUES ('USD', '2024-03-01', 1.09)
         ON CONFLICT DO NOTHING`,
    );
    const answer = await browser.get(contract.holdings.path);
    expect(answer.statusCode, answer.body).toBe(200);
    const holdings = answer.json();
    const held = Object.fromEntries(
      holdings.holdings.map((row: { symbol: string; quantity: string; costBasis: string }) => [
        row.symbol,
        [row.quantity, row.costBasis],
      ]),
    );
    // MSFT: 10 × 400.50 = 4,005 (its 1 EUR of costs is a fee of its own, not in the cost).
    // NVDA: 5 × 850.50 + 2.00 costs = 4,254.50 for 5 shares; 2 sold leave 3 at 3/5 of it,
    // 2,552.70.
    expect(held).toEqual({ MSFT: ['10', '4005'], NVDA: ['3', '2552.7'] });
  });
});
