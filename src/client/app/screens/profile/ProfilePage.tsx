import { useId, useState } from 'react';
import { useNavigate } from '#client/lib/routing.tsx';
import { LoginRedirect } from '#client/components/ui/LoginRedirect.tsx';
import { Button } from '#client/components/ui/Button.tsx';
import { Card } from '#client/components/ui/Card.tsx';
import { PageHeader } from '#client/components/ui/PageHeader.tsx';
import { signOut } from '#client/lib/sign-out.ts';
import { useClearUser, useMe, useSession } from '#client/lib/session.ts';
import { AccountInformation } from '#client/features/accounts/AccountInformation.tsx';
import { DangerZone } from '#client/features/accounts/DangerZone.tsx';
import { useTogglePreference } from '#client/features/preferences/api.ts';
import { BaseCurrencySelect } from '#client/features/preferences/BaseCurrencySelect.tsx';
import { ThemePicker } from './ThemePicker.tsx';

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

export function ProfilePage() {
  const session = useSession();
  const me = useMe();
  const navigate = useNavigate();
  const clearUser = useClearUser();
  const toggle = useTogglePreference();
  // Signing out or deleting the account from here goes to /login or /, not to the signed-out
  // redirect (/login?next=/profile), which would race the navigation.
  const [leaving, setLeaving] = useState(false);
  if (session.status === 'signed-out') return leaving ? null : <LoginRedirect />;
  // Offline the server's part of the session cannot end now; signOut() tells it later (070).
  const logOut = (
    <div>
      <Button
        onClick={async () => {
          await signOut();
          setLeaving(true);
          clearUser();
          void navigate('/login', { replace: true });
        }}
      >
        Log Out
      </Button>
    </div>
  );
  if (!me.data) {
    // Opened offline: the account's details are never kept, but Log Out must be at hand.
    return (
      <>
        <PageHeader title="Profile" />
        <div className="grid max-w-3xl gap-4 lg:gap-6">
          {me.fetchStatus === 'paused' && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Your account details show when you are back online.
            </p>
          )}
          {logOut}
        </div>
      </>
    );
  }
  const { preferences } = me.data;

  return (
    <>
      <PageHeader title="Profile" />
      <div className="grid max-w-3xl gap-4 lg:gap-6">
        <AccountInformation me={me.data} />
        <Card title="Preferences">
          <ThemePicker value={preferences.theme} onChange={(theme) => toggle.mutate({ theme })} />
          {/* Switches under SPEC's one heading (docs/decisions/072, 092). */}
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
              onChange={(emailNotifications) => toggle.mutate({ emailNotifications })}
            />
            <Toggle
              label="Daily summary e-mail"
              hint="Your holdings and watchlist after each trading day's close."
              checked={preferences.dailySummary}
              onChange={(dailySummary) => toggle.mutate({ dailySummary })}
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
              onChange={(exDividendEmails) => toggle.mutate({ exDividendEmails })}
            />
          </section>
          <BaseCurrencySelect />
        </Card>
        <DangerZone onLeave={() => setLeaving(true)} />
        {logOut}
      </div>
    </>
  );
}
