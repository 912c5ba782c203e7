import { useId } from 'react';
import type { Preferences } from '#shared/preferences/preferences.ts';

// The profile's e-mail switches under SPEC's one heading (docs/decisions/072, 092).

function Toggle({
  label,
  hint,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  /** What the switch does, under its label (and its accessible description). */
  hint?: string;
  checked: boolean;
  /** Shown as set, but it cannot change and does nothing now (the hint says why). */
  disabled?: boolean;
  onChange: (next: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div>
        <span>{label}</span>
        {hint && (
          <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${checked ? 'bg-emerald-600' : 'bg-slate-300 dark:bg-slate-700'}`}
      >
        <span
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white transition-transform ${checked ? 'translate-x-5' : ''}`}
        />
      </button>
    </div>
  );
}

type EmailPreferences = Pick<
  Preferences,
  'emailNotifications' | 'dailySummary' | 'exDividendEmails'
>;

export function EmailNotifications({
  preferences,
  onChange,
}: {
  preferences: EmailPreferences;
  onChange: (patch: Partial<EmailPreferences>) => void;
}) {
  return (
    <section
      id="email-notifications"
      aria-labelledby="email-notifications-heading"
      className="scroll-mt-20 py-2"
    >
      <h3 id="email-notifications-heading" className="text-sm font-semibold">
        Email Notifications
      </h3>
      <Toggle
        label="Price alert e-mails"
        hint="An e-mail each time one of your alerts fires."
        checked={preferences.emailNotifications}
        onChange={(emailNotifications) => onChange({ emailNotifications })}
      />
      <Toggle
        label="Daily summary e-mail"
        hint="Your holdings and watchlist after each trading day's close."
        checked={preferences.dailySummary}
        onChange={(dailySummary) => onChange({ dailySummary })}
      />
      <Toggle
        label="Ex-dividend dates in the daily summary"
        hint={
          preferences.dailySummary
            ? 'Holdings that go ex-dividend the next trading day, with what your shares will receive.'
            : 'Part of the daily summary: turn the daily summary e-mail on to receive it.'
        }
        checked={preferences.exDividendEmails}
        disabled={!preferences.dailySummary}
        onChange={(exDividendEmails) => onChange({ exDividendEmails })}
      />
    </section>
  );
}
