import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  ALERT_CONDITIONS,
  ALERT_NOTE_MAX,
  ALERT_REPEATS,
  needsValue,
  type Alert,
  type AlertCondition,
} from '#shared/alerts/alerts.ts';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { quoteQuery } from '../../lib/market-queries.ts';
import { Link } from '../../lib/routing.tsx';
import { useMe } from '../../lib/session.ts';
import {
  CONDITION_LABELS,
  EVALUATION_NOTE,
  REARM_HINT,
  REPEAT_LABELS,
  centsText,
  checkDraft,
  isPriceCondition,
  saveFailure,
  type AlertDraft,
  type DraftErrors,
} from './alert-form.ts';
import { alreadyTrueMessage, type Week52 } from './already-true.ts';
import { useCreateAlert, useUpdateAlert } from './api.ts';

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/**
 * Creates an alert for `symbol`, or edits `alert` (its value, repeat and note: the condition of
 * an alert never changes). Escape closes; focus goes back to the opener (Dialog).
 */
export function AlertDialog({
  open,
  onOpenChange,
  symbol,
  alert,
  week52,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  symbol: string;
  alert?: Alert | undefined;
  /** The 52-week range, where the opener knows it (the stock page), for the already-true hint. */
  week52?: Week52 | null | undefined;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={alert ? `Edit alert for ${symbol}` : `Create alert for ${symbol}`}
    >
      {/* Mounted only while open: each opening starts from a fresh draft. */}
      {open && (
        <AlertForm
          symbol={symbol}
          alert={alert}
          week52={week52}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

/** Whether a fired alert also comes by e-mail, with the way to change it (the profile's switch). */
function EmailState() {
  const preferences = useMe().data?.preferences;
  if (!preferences) return null;
  const link = (
    <Link
      to="/profile#email-notifications"
      className="font-medium text-emerald-800 underline dark:text-emerald-300"
    >
      {preferences.emailNotifications ? 'Change' : 'Turn on'} in your profile
    </Link>
  );
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {preferences.emailNotifications
        ? 'Alert e-mails are on: when it fires you get an e-mail and a notification here. '
        : 'Alert e-mails are off: when it fires you get a notification here only. '}
      {link}
    </p>
  );
}

/** The alert's fields for `symbol`: a new alert, or `alert`'s editable ones. */
export function AlertForm({
  symbol,
  alert,
  week52,
  onDone,
}: {
  symbol: string;
  alert?: Alert | undefined;
  week52?: Week52 | null | undefined;
  onDone: () => void;
}) {
  const quote = useQuery(quoteQuery(symbol)).data?.quote;
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const [condition, setCondition] = useState<AlertCondition>(alert?.condition ?? 'above');
  // null until the user types: a new price alert starts at the current price (to the cent),
  // which may arrive after the dialog opened.
  const [typedValue, setTypedValue] = useState<string | null>(alert?.value ?? null);
  const [repeat, setRepeat] = useState(alert?.repeat ?? 'once');
  const [note, setNote] = useState(alert?.note ?? '');
  const [errors, setErrors] = useState<DraftErrors>({});
  const conditionId = useId();
  const hintId = useId();

  const value = typedValue ?? (isPriceCondition(condition) && quote ? centsText(quote.price) : '');
  const draft: AlertDraft = { condition, value, repeat, note };
  const alreadyTrue = alreadyTrueMessage({ symbol, condition, value }, quote, week52);
  const saving = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(symbol, draft);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => setErrors({ form: saveFailure(error) });
    if (alert) {
      update.mutate(
        {
          id: alert.id,
          patch: { repeat, note, ...(needsValue(condition) ? { value: value.trim() } : {}) },
        },
        { onSuccess: onDone, onError },
      );
    } else {
      create.mutate(checked.body, { onSuccess: onDone, onError });
    }
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <div className="space-y-1">
        <label htmlFor={conditionId} className="block text-sm font-medium">
          Condition
        </label>
        <select
          id={conditionId}
          value={condition}
          disabled={Boolean(alert)}
          onChange={(event) => {
            const next = event.target.value as AlertCondition;
            // A price typed for a price alert means nothing as a percent, and the reverse.
            if (isPriceCondition(next) !== isPriceCondition(condition)) setTypedValue(null);
            setCondition(next);
            setErrors({});
          }}
          className={inputClass}
        >
          {ALERT_CONDITIONS.map((option) => (
            <option key={option} value={option}>
              {CONDITION_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      {needsValue(condition) && (
        <Field
          label={isPriceCondition(condition) ? 'Price ($)' : 'Percent (%)'}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setTypedValue(event.target.value)}
          error={errors.value ? { type: 'custom', message: errors.value } : undefined}
          hint={isPriceCondition(condition) ? undefined : 'Against the previous close'}
        />
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Repeat</legend>
        <div className="flex flex-wrap gap-4">
          {ALERT_REPEATS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="repeat"
                value={option}
                checked={repeat === option}
                onChange={() => setRepeat(option)}
                aria-describedby={hintId}
                className="size-4 accent-emerald-700"
              />
              {REPEAT_LABELS[option]}
            </label>
          ))}
        </div>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {repeat === 'rearm' ? REARM_HINT : 'Notifies once, then stays triggered.'}
        </p>
      </fieldset>
      <Field
        label="Note (optional)"
        autoComplete="off"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note ? { type: 'custom', message: errors.note } : undefined}
        hint={`Up to ${ALERT_NOTE_MAX} characters`}
      />
      {alreadyTrue && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
        >
          {alreadyTrue}
        </p>
      )}
      <EmailState />
      <p className="text-sm text-slate-600 dark:text-slate-400">{EVALUATION_NOTE}</p>
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {alert ? 'Save' : 'Create alert'}
        </Button>
      </div>
    </form>
  );
}
