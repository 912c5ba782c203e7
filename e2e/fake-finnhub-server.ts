import { createServer } from 'node:http';
import { startFakeFinnhub } from '#tests/fake-finnhub/index.ts';

// The fake Finnhub as a process of its own, for the e2e journeys that need prices they control
// (price alerts): the app under test talks to it as to Finnhub, and the journey moves a price
// through a small control server beside it. Started by playwright.config.ts.
//   FAKE_FINNHUB_PORT   the fake's REST and trade stream
//   FAKE_CONTROL_PORT   GET /health, GET /subscriptions, POST /trades {symbol, price}

const finnhub = await startFakeFinnhub({ port: Number(process.env.FAKE_FINNHUB_PORT) });

const control = createServer((request, response) => {
  const reply = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && request.url === '/health') return reply(200, { ok: true });
  if (request.method === 'GET' && request.url === '/subscriptions') {
    return reply(200, { subscriptions: finnhub.wsSubscriptions() });
  }
  if (request.method === 'POST' && request.url === '/trades') {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += String(chunk)));
    request.on('end', () => {
      const { symbol, price } = JSON.parse(raw) as { symbol: string; price: number };
      finnhub.sendTrades([{ s: symbol, p: price, t: Date.now(), v: 100 }]);
      reply(200, { sent: true });
    });
    return undefined;
  }
  return reply(404, { error: 'not found' });
});
control.listen(Number(process.env.FAKE_CONTROL_PORT), '127.0.0.1');

const stop = () => {
  control.close();
  void finnhub.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
