import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  // Fail loudly: the e2e suite never downloads a browser and never skips silently.
  throw new Error(
    `No Chromium at ${CHROMIUM}. Install the system one (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${PORT}`;
// A second app on a fake Finnhub whose prices the journeys move (price alerts): its own port,
// data directory and embedded PostgreSQL (e2e/fake-finnhub-server.ts).
const ALERTS_PORT = PORT + 1;
const FAKE_FINNHUB_PORT = PORT + 2;
export const FAKE_CONTROL_URL = `http://127.0.0.1:${PORT + 3}`;
export const alertsBaseURL = `http://localhost:${ALERTS_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Two workers, the server, its PostgreSQL and two Chromiums share the CI machine's two cores:
  // an axe pass or a sign-in (real scrypt) can take several times what it takes on a quiet
  // laptop. The limits leave room for that load; a real hang still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace is for a developer to open (`npx playwright show-trace`); CI's log is all anyone
    // reads of a CI run, and recording costs every test a quarter of its time (decision 052).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The built app installs a service worker, which answers requests before page.route sees
    // them: specs that mock the API need it off. e2e/pwa*.spec.ts turn it on for themselves.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // The built app exactly as `npm start` serves it, on a throw-away data directory.
      command: 'rm -rf .tmp/e2e-data && node dist/server/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: '.tmp/e2e-data',
        LOG_LEVEL: 'warn',
        // Loopback is the proxy: each test user signs up from its own X-Forwarded-For address.
        TRUST_PROXY: '127.0.0.1,::1',
      },
    },
    {
      command: 'node --import tsx e2e/fake-finnhub-server.ts',
      url: `${FAKE_CONTROL_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_FINNHUB_PORT: String(FAKE_FINNHUB_PORT), FAKE_CONTROL_PORT: String(PORT + 3) },
    },
    {
      // The same built app on the fake Finnhub (the key is the fake's own).
      command: 'rm -rf .tmp/e2e-alerts-data && node dist/server/main.js',
      url: `${alertsBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(ALERTS_PORT),
        DATA_DIR: '.tmp/e2e-alerts-data',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1,::1',
        MARKET_DATA_PROVIDER: 'finnhub',
        FINNHUB_API_KEY: 'fake-finnhub-key',
        FINNHUB_BASE_URL: `http://127.0.0.1:${FAKE_FINNHUB_PORT}/api/v1`,
        FINNHUB_WS_URL: `ws://127.0.0.1:${FAKE_FINNHUB_PORT}/ws`,
      },
    },
  ],
});
