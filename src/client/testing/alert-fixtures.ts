import type { Alert, Notification } from '#shared/alerts/alerts.ts';

// Contract-valid alert and notification bodies for this feature's tests.

export const alertFixture = (overrides: Partial<Alert> = {}): Alert => ({
  id: '6f1c1b1e-7c55-4d2a-9a53-2d0f6a3c0001',
  symbol: 'AAPL',
  condition: 'above',
  value: '200',
  repeat: 'once',
  note: null,
  status: 'armed',
  createdAt: '2026-03-02T14:00:00.000Z',
  triggeredAt: null,
  triggeredPrice: null,
  triggerCount: 0,
  ...overrides,
});

/** One alert of each status: armed AAPL (with a note), triggered MSFT (re-arming), paused NVDA. */
export const alertsOfEachStatus = (note = 'Take profits before earnings') => ({
  armed: alertFixture({ note }),
  triggered: alertFixture({
    id: '6f1c1b1e-7c55-4d2a-9a53-2d0f6a3c0002',
    symbol: 'MSFT',
    condition: 'down-percent',
    value: '5',
    repeat: 'rearm',
    status: 'triggered',
    triggeredAt: '2026-03-02T15:41:00.000Z',
    triggeredPrice: '380.5',
    triggerCount: 3,
  }),
  paused: alertFixture({
    id: '6f1c1b1e-7c55-4d2a-9a53-2d0f6a3c0003',
    symbol: 'NVDA',
    condition: 'high-52w',
    value: null,
    status: 'paused',
  }),
});

export const notificationFixture = (overrides: Partial<Notification> = {}): Notification => ({
  id: '1',
  alertId: '6f1c1b1e-7c55-4d2a-9a53-2d0f6a3c0001',
  symbol: 'AAPL',
  title: 'AAPL rose above $200.00',
  body: 'Now $200.12 at 10:41 ET',
  price: '200.12',
  createdAt: '2026-03-02T15:41:00.000Z',
  read: false,
  ...overrides,
});

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
