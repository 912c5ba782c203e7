// Child process of bench/live-fanout.ts: the app on a streaming test provider, so the
// server's memory and event loop are measured apart from the 2,000 benchmark clients.
import { buildApp } from '#server/app.ts';
import { connectDatabase } from '#server/db/database.ts';
import { createMarketDataService } from '#server/market-data/service/market-data.service.ts';
import { testConfig } from '#tests/app.ts';
import { BENCH_CONNECTIONS_PER_ADDRESS } from './built-server.ts';
import { createTestProvider } from '#tests/market-data/test-provider.ts';

const [databaseUrl = '', origin = 'http://localhost:3213'] = process.argv.slice(2);
const database = connectDatabase(databaseUrl);
const provider = createTestProvider({ withStream: true });
const app = await buildApp({
  config: testConfig({
    BASE_URL: origin,
    MAX_CONNECTIONS_PER_ADDRESS: BENCH_CONNECTIONS_PER_ADDRESS,
  }),
  database,
  marketData: createMarketDataService({
    provider,
    database,
    session: () => ({ isOpen: true, session: 'regular', holiday: null }),
    log: { warn: () => undefined },
    // 2,000 streams from one loopback address: this bench measures fan-out, not the
    // per-address cap (decision 013; bench/live-abuse.ts measures abuse with the caps on).
    live: { limits: { streamsPerAddress: 10_000 } },
  }),
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (message: { type: string; symbol?: string; price?: number }) => {
  if (message.type === 'rss') {
    process.send?.({ type: 'rss', rss: process.memoryUsage().rss });
  } else if (message.type === 'tick' && message.symbol && message.price) {
    provider.emitTrades([
      { symbol: message.symbol, price: message.price, time: Date.now(), volume: 1 },
    ]);
  } else if (message.type === 'stop') {
    void app.close().then(() => database.close().then(() => process.exit(0)));
  }
});
process.send?.({ type: 'ready', url });
