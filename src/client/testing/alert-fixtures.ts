import type { Alert, Notification } from '../../shared/alerts.ts';

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
