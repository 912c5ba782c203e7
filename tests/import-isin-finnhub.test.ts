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
});
