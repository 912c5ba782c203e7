import { z } from 'zod/mini';
import { formatNumber, formatUsd } from '../platform/format.ts';
import { symbolSchema } from '../platform/symbols.ts';
import { lazySchema } from '../platform/lazy-schema.ts';

// Price alerts and the notifications they leave (docs/decisions/032). Prices and percents travel
// as decimal strings like every other amount of the API.

export const ALERT_CONDITIONS = [
  'above',
  'below',
  'up-percent',
  'down-percent',
  'high-52w',
  'low-52w',
] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

export const ALERT_REPEATS = ['once', 'rearm'] as const;
export type AlertRepeat = (typeof ALERT_REPEATS)[number];

/** At most this many alerts per user (armed, triggered and paused together). */
export const MAX_ALERTS_PER_USER = 200;
/** A re-arming alert arms again once its condition has been false by this margin (percent). */
export const REARM_HYSTERESIS_PERCENT = 0.5;
export const ALERT_NOTE_MAX = 200;
export const PRICE_ALERT_MAX = 1_000_000;
export const PERCENT_ALERT_MAX = 100;

/** Conditions whose `value` is a price in dollars, or a percent move against the previous close. */
export const PRICE_CONDITIONS: readonly AlertCondition[] = ['above', 'below'];
export const PERCENT_CONDITIONS: readonly AlertCondition[] = ['up-percent', 'down-percent'];

export const needsValue = (condition: AlertCondition): boolean =>
  PRICE_CONDITIONS.includes(condition) || PERCENT_CONDITIONS.includes(condition);

const decimalText = lazySchema(() => z.string().check(z.regex(/^-?\d+(\.\d+)?$/)));

const priceValue = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.regex(/^\d{1,7}(\.\d{1,4})?$/, 'Price: a number with at most 4 decimal places'),
    z.refine((text) => Number(text) > 0, 'Price must be above 0'),
    z.refine((text) => Number(text) <= PRICE_ALERT_MAX, 'Price must be at most 1,000,000'),
  ),
);
const percentValue = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.regex(/^\d{1,3}(\.\d{1,2})?$/, 'Percent: a number with at most 2 decimal places'),
    z.refine((text) => Number(text) >= 0.1, 'Percent must be at least 0.1'),
    z.refine((text) => Number(text) <= PERCENT_ALERT_MAX, 'Percent must be at most 100'),
  ),
);

const noteSchema = lazySchema(() =>
  z.pipe(
    z
      .string()
      .check(z.trim(), z.maxLength(ALERT_NOTE_MAX, `Note: at most ${ALERT_NOTE_MAX} characters`)),
    z.transform((text: string) => (text === '' ? null : text)),
  ),
);

/** Checks `value` against the condition: a price, a percent, or nothing for 52-week alerts. */
function checkValue(
  condition: AlertCondition,
  value: string | null | undefined,
  context: z.core.$RefinementCtx,
) {
  if (!needsValue(condition)) {
    if (value != null) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A 52-week alert takes no value',
      });
    }
    return;
  }
  const schema = PRICE_CONDITIONS.includes(condition) ? priceValue : percentValue;
  const parsed = schema.safeParse(value ?? undefined);
  if (!parsed.success) {
    context.addIssue({
      code: 'custom',
      path: ['value'],
      message:
        value == null
          ? PRICE_CONDITIONS.includes(condition)
            ? 'Price is required'
            : 'Percent is required'
          : (parsed.error.issues[0]?.message ?? 'Invalid value'),
    });
  }
}

const createAlertFields = lazySchema(() =>
  z
    .strictObject({
      symbol: symbolSchema,
      condition: z.enum(ALERT_CONDITIONS),
      value: z.optional(z.nullable(z.string())),
      repeat: z._default(z.enum(ALERT_REPEATS), 'once'),
      note: z.optional(z.nullable(noteSchema)),
    })
    .check(z.superRefine((body, context) => checkValue(body.condition, body.value, context))),
);
export const createAlertBodySchema = lazySchema(() =>
  z.pipe(
    createAlertFields,
    z.transform((body: z.output<typeof createAlertFields>) => ({
      ...body,
      value: needsValue(body.condition) ? (body.value ?? '').trim() : null,
      note: body.note ?? null,
    })),
  ),
);
export type CreateAlertBody = z.input<typeof createAlertBodySchema>;
export type NewAlert = z.output<typeof createAlertBodySchema>;

/** Only the fields given change; the condition and symbol of an alert never do. */
export const updateAlertBodySchema = lazySchema(() =>
  z
    .strictObject({
      value: z.optional(z.string()),
      repeat: z.optional(z.enum(ALERT_REPEATS)),
      note: z.optional(z.nullable(noteSchema)),
      paused: z.optional(z.boolean()),
    })
    .check(z.refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' })),
);
export type AlertPatch = z.output<typeof updateAlertBodySchema>;

/** The value check of a patch, once the alert's condition is known (the service runs it). */
export function valueIssue(condition: AlertCondition, value: string): string | null {
  let issue: string | null = null;
  const context = {
    addIssue: (found: { message?: string }) => (issue ??= found.message ?? 'Invalid value'),
  } as unknown as z.core.$RefinementCtx;
  checkValue(condition, value, context);
  return issue;
}

export const ALERT_STATUSES = ['armed', 'triggered', 'paused'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const alertSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    symbol: symbolSchema,
    condition: z.enum(ALERT_CONDITIONS),
    /** A price ('200.00') or a percent ('5'); null for 52-week alerts. */
    value: z.nullable(decimalText),
    repeat: z.enum(ALERT_REPEATS),
    note: z.nullable(z.string()),
    /**
     * paused: the user paused it; triggered: it fired and waits (once: for good; rearm: until its
     * condition has been false by the hysteresis margin); armed: watching.
     */
    status: z.enum(ALERT_STATUSES),
    createdAt: z.iso.datetime(),
    /** The last time it fired, and at what price. */
    triggeredAt: z.nullable(z.iso.datetime()),
    triggeredPrice: z.nullable(decimalText),
    triggerCount: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = lazySchema(() =>
  z.object({
    alerts: z.array(alertSchema),
    limit: z.number().check(z.int(), z.positive()),
  }),
);
export type AlertList = z.infer<typeof alertListSchema>;

export const alertIdParamsSchema = lazySchema(() => z.object({ id: z.uuid('Unknown alert') }));

export const notificationSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^\d+$/)),
    alertId: z.nullable(z.uuid()),
    symbol: symbolSchema,
    /** 'AAPL rose above $200.00' */
    title: z.string(),
    /** 'Now $200.12 at 10:41 ET' */
    body: z.string(),
    price: decimalText,
    createdAt: z.iso.datetime(),
    read: z.boolean(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

/** The newest notifications (at most NOTIFICATIONS_PAGE) and how many are unread in all. */
export const NOTIFICATIONS_PAGE = 50;
export const notificationListSchema = lazySchema(() =>
  z.object({
    notifications: z.array(notificationSchema),
    unread: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markReadBodySchema = lazySchema(() =>
  z.union([
    z.strictObject({
      ids: z.array(z.string().check(z.regex(/^\d{1,18}$/))).check(z.minLength(1), z.maxLength(500)),
    }),
    z.strictObject({ all: z.literal(true) }),
  ]),
);
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

/** The link in an alert e-mail that turns the alert off (signed; no sign-in needed). */
export const alertTokenSchema = lazySchema(() =>
  z.string().check(z.regex(/^[\w-]{20,200}$/, 'This link is not valid')),
);
export const alertOffQuerySchema = lazySchema(() => z.object({ token: alertTokenSchema }));
export const alertOffBodySchema = lazySchema(() => z.strictObject({ token: alertTokenSchema }));
export const alertOffSchema = lazySchema(() =>
  z.object({
    symbol: symbolSchema,
    /** 'AAPL rises to or above $200.00' */
    description: z.string(),
    paused: z.boolean(),
  }),
);
export type AlertOff = z.infer<typeof alertOffSchema>;

/** 'AAPL rises to or above $200.00', 'MSFT makes a new 52-week high': what the alert waits for. */
export function describeAlert(alert: Pick<Alert, 'symbol' | 'condition' | 'value'>): string {
  const value = Number(alert.value ?? 0);
  switch (alert.condition) {
    case 'above':
      return `${alert.symbol} rises to or above ${formatUsd(value)}`;
    case 'below':
      return `${alert.symbol} falls to or below ${formatUsd(value)}`;
    case 'up-percent':
      return `${alert.symbol} is up ${formatNumber(value)}% or more on the day`;
    case 'down-percent':
      return `${alert.symbol} is down ${formatNumber(value)}% or more on the day`;
    case 'high-52w':
      return `${alert.symbol} makes a new 52-week high`;
    case 'low-52w':
      return `${alert.symbol} makes a new 52-week low`;
  }
}

/** 'AAPL rose above $200.00': the headline of the notification and of the e-mail. */
export function firedTitle(alert: Pick<Alert, 'symbol' | 'condition' | 'value'>): string {
  const value = Number(alert.value ?? 0);
  switch (alert.condition) {
    case 'above':
      return `${alert.symbol} rose above ${formatUsd(value)}`;
    case 'below':
      return `${alert.symbol} fell below ${formatUsd(value)}`;
    case 'up-percent':
      return `${alert.symbol} is up ${formatNumber(value)}% today`;
    case 'down-percent':
      return `${alert.symbol} is down ${formatNumber(value)}% today`;
    case 'high-52w':
      return `${alert.symbol} made a new 52-week high`;
    case 'low-52w':
      return `${alert.symbol} made a new 52-week low`;
  }
}
