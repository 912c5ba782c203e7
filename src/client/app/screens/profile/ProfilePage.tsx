import { useState } from 'react';
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
import { EmailNotifications } from './EmailNotifications.tsx';
import { ThemePicker } from './ThemePicker.tsx';

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
          <EmailNotifications
            preferences={preferences}
            onChange={(patch) => toggle.mutate(patch)}
          />
          <BaseCurrencySelect />
        </Card>
        <DangerZone onLeave={() => setLeaving(true)} />
        {logOut}
      </div>
    </>
  );
}
