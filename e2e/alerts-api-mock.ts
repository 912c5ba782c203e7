import { loadAsAppShell } from './app-shell.ts';
import type { Page, WebSocketRoute } from '@playwright/test';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import { LIVE_STREAM_PATH } from '#shared/platform/live.ts';
import { alertsOfEachStatus, notificationFixture } from '#client/testing/alert-fixtures.ts';

// Contract-valid answers for the alert routes, so the alert screens can be checked in a real
// browser before (or without) the server's alert routes (like market-api-mock.ts).

const { armed, triggered, paused } = alertsOfEachStatus();
export const alertsList = { alerts: [armed, triggered, paused], limit: 200 };

const notifications = {
  notifications: [
    notificationFixture({ id: '2' }),
    notificationFixture({
      id: '1',
      symbol: 'MSFT',
      title: 'MSFT is down 5% today',
      body: 'Now $380.50 at 11:41 ET',
      read: true,
    }),
  ],
  unread: 1,
};

export const OFF_TOKEN = 'e2e-token_0123456789abcdefghij';
const offPreview = { symbol: 'AAPL', description: 'AAPL rises to or above $200.00', paused: false };

/** Answers the alert routes from fixtures; the live stream is the test's to play. */
export async function mockAlertsApi(page: Page) {
  await loadAsAppShell(page);
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(`**${LIVE_STREAM_PATH}`, (socket) => {
    sockets.push(socket);
    socket.onMessage(() => undefined);
    socket.send(JSON.stringify({ type: 'hello', provider: 'simulated' }));
  });
  const answers: Record<string, unknown> = {
    [alertsContract.alerts.path]: alertsList,
    [alertsContract.notifications.path]: notifications,
    [alertsContract.alertOffPreview.path]: offPreview,
  };
  await page.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = answers[path];
    if (body === undefined) return route.fallback();
    await route.fulfill({ json: body });
  });
  return { sockets };
}
