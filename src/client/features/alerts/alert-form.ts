import {
  createAlertBodySchema,
  needsValue,
  PRICE_CONDITIONS,
  REARM_HYSTERESIS_PERCENT,
  type AlertCondition,
  type AlertRepeat,
  type CreateAlertBody,
} from '#shared/alerts/alerts.ts';
import { formatNumber } from '#shared/platform/format.ts';
import { decimal } from '#shared/platform/money.ts';
import { ApiRequestError } from '../../lib/api-client.ts';

/** The choices of the condition field, in the order the dialog lists them. */
export const CONDITION_LABELS: Record<AlertCondition, string> = {
  above: 'Price rises to or above',
  below: 'Price falls to or below',
  'up-percent': 'Up by a percent today',
  'down-percent': 'Down by a percent today',
  'high-52w': 'New 52-week high',
  'low-52w': 'New 52-week low',
};

export const REPEAT_LABELS: Record<AlertRepeat, string> = { once: 'Once', rearm: 'Re-arm' };

export const REARM_HINT = `Arms again after the price moves back ${formatNumber(REARM_HYSTERESIS_PERCENT)} % and notifies at most once a trading day.`;

/** When alerts are evaluated, said in the dialog and on the Alerts page (docs/decisions/072). */
export const EVALUATION_NOTE =
  'Alerts are checked against the last price while the US market is open (9:30 AM to 4:00 PM ET ' +
  'on trading days), and once when you save one. Outside those hours the last price is the ' +
  'latest close: a condition that is already true fires at the next check.';

export interface AlertDraft {
  condition: AlertCondition;
  value: string;
  repeat: AlertRepeat;
  note: string;
}

export type DraftErrors = Partial<Record<'value' | 'note' | 'form', string>>;

export const isPriceCondition = (condition: AlertCondition) => PRICE_CONDITIONS.includes(condition);

/** The current price to the cent, as the price field's starting text ('200.10'). */
export const centsText = (price: number) => decimal(price).toDecimalPlaces(2).toFixed(2);

/**
 * Checks the draft with the shared schema (the server runs the same one) and gives the body to
 * send, or each field's first message.
 */
export function checkDraft(
  symbol: string,
  draft: AlertDraft,
): { body: CreateAlertBody; errors: null } | { body: null; errors: DraftErrors } {
  const body: CreateAlertBody = {
    symbol,
    condition: draft.condition,
    repeat: draft.repeat,
    note: draft.note,
    ...(needsValue(draft.condition)
      ? { value: draft.value.trim() === '' ? null : draft.value }
      : {}),
  };
  const parsed = createAlertBodySchema.safeParse(body);
  if (parsed.success) return { body, errors: null };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'value' || issue.path[0] === 'note' ? issue.path[0] : 'form';
    errors[field] ??= issue.message;
  }
  return { body: null, errors };
}

/** What to tell the user when saving failed: the server's own words for a refusal. */
export function saveFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    if (error.status === 429) return 'Too many requests. Please wait a moment and try again.';
    return error.error.message;
  }
  return 'Could not save the alert. Please try again.';
}
