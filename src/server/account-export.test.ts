import { describe, expect, it } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { sharingContract } from '#shared/sharing/sharing.contract.ts';
import { watchlistContract, watchlistsContract } from '#shared/watchlist/watchlist.contract.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// The account export is put together from every feature's part (docs/decisions/088); this
// golden body was recorded from the hand-composed export before that change (`shares` added
// with the sharing feature).

const setup = appPerTestFile();

const LEDGER = [
  'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source',
  '2024-01-02,buy,AAPL,Apple Inc.,10,150.25,1,,,,first lot,',
  '2024-03-15,dividend,AAPL,,,,,2.4,,,,',
].join('\r\n');

/** Times and ids change from run to run; everything else, bytes and order, must not. */
const normalised = (body: string) =>
  body
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')
    .replace(/"email":"[^"]+"/g, '"email":"<email>"')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');

const GOLDEN = [
  '{"format":"tickerdeck-account-export","version":1,"exportedAt":"<time>"',
  ',"profile":{"email":"<email>","displayName":"Ada Lovelace","createdAt":"<time>"}',
  ',"preferences":{"theme":"dark","emailNotifications":false,"dailySummary":false,"exDividendEmails":true,"costBasisMethod":"average","baseCurrency":"USD"}',
  ',"watchlists":[{"name":"Your Watchlist","symbols":["AAPL"],"notes":{"AAPL":"earnings in May"}}]',
  ',"shares":[{"listId":"<id>","createdAt":"<time>"}]',
  ',"importMappings":[{"id":"<id>","name":"My bank","mapping":{"columns":{"date":"Date","price":"Price","symbol":"Ticker","quantity":"Shares"},"dateOrder":"YYYY-MM-DD","decimalSeparator":"."},"createdAt":"<time>"}]',
  ',"alerts":[{"id":"<id>","symbol":"AAPL","condition":"above","value":"200","repeat":"once","note":"sell some","status":"armed","createdAt":"<time>","triggeredAt":null,"triggeredPrice":null,"triggerCount":0}]',
  // Each transaction in its account, named with its kind and currency (docs/decisions/085).
  ',"transactions":[{"id":"<id>","type":"buy","accountId":"<id>","symbol":"AAPL","name":"Apple Inc.","date":"2024-01-02","quantity":"10","price":"150.25","amount":null,"fees":"1","ratio":null,"currency":"USD","fxRate":null,"toAccountId":null,"acquiredOn":null,"lotMethod":null,"lots":null,"note":"first lot","createdAt":"<time>","source":"tickerdeck:ZhXnOSRGCwt2U2Fko9m0cnnM:1","account":{"name":"Brokerage","kind":"brokerage","currency":"USD"},"toAccount":null}',
  ',{"id":"<id>","type":"dividend","accountId":"<id>","symbol":"AAPL","name":null,"date":"2024-03-15","quantity":null,"price":null,"amount":"2.4","fees":null,"ratio":null,"currency":"USD","fxRate":null,"toAccountId":null,"acquiredOn":null,"lotMethod":null,"lots":null,"note":null,"createdAt":"<time>","source":"tickerdeck:zCQaJfGEhfXbPOQmrgiPeTBD:1","account":{"name":"Brokerage","kind":"brokerage","currency":"USD"},"toAccount":null}]}',
].join('');

describe('the account export', () => {
  it('writes every feature part in the same bytes and order as before', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const lists = (
      await browser.put(fillPath(watchlistContract.addToWatchlist.path, { symbol: 'AAPL' }))
    ).statusCode;
    expect(lists).toBe(200);
    const listId = (await browser.get(watchlistsContract.watchlists.path)).json().lists[0].id;
    const noted = await browser.patch(
      fillPath(watchlistsContract.setNote.path, { listId, symbol: 'AAPL' }),
      { note: 'earnings in May' },
    );
    expect(noted.statusCode, noted.body).toBe(200);
    const shared = await browser.post(fillPath(sharingContract.shareWatchlist.path, { listId }));
    expect(shared.statusCode, shared.body).toBe(201);
    await browser.patch(preferencesContract.updatePreferences.path, { theme: 'dark' });
    const method = await browser.request('PUT', preferencesContract.setCostBasisMethod.path, {
      method: 'average',
    });
    expect(method.statusCode, method.body).toBe(200);
    const alert = await browser.post(alertsContract.createAlert.path, {
      symbol: 'AAPL',
      condition: 'above',
      value: '200',
      note: 'sell some',
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const mapping = await browser.post(portfolioContract.saveImportMapping.path, {
      name: 'My bank',
      mapping: {
        columns: { date: 'Date', symbol: 'Ticker', quantity: 'Shares', price: 'Price' },
        dateOrder: 'YYYY-MM-DD',
      },
    });
    expect(mapping.statusCode, mapping.body).toBe(201);
    expect(
      (await browser.upload(portfolioContract.importTransactions.path, LEDGER)).statusCode,
    ).toBe(201);

    const exported = await browser.get(accountContract.exportAccount.path);
    expect(exported.statusCode).toBe(200);
    expect(normalised(exported.body)).toBe(GOLDEN);
  });
});
