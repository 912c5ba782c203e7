import { Link } from '../../lib/routing.tsx';
import { LegalText } from './LegalText.tsx';

const link = 'font-medium text-emerald-700 underline dark:text-emerald-400';

/** What Tickerdeck stores about a person, and why (linked from the sign-up form). */
export function PrivacyPage() {
  return (
    <LegalText title="Privacy Policy" updated="2026-11-29">
      <section>
        <h2>What we store</h2>
        <ul>
          <li>Your e-mail address and display name, and your password as a salted hash.</li>
          <li>
            What you record: watchlists and their notes, transactions and accounts, price alerts,
            and your preferences (theme, e-mail switches, base currency).
          </li>
          <li>
            Your sessions: a cookie that keeps you signed in, and for each session its device
            description and address, so you can see and end them (Log Out All devices).
          </li>
        </ul>
      </section>
      <section>
        <h2>What we do not do</h2>
        <ul>
          <li>No advertising, no tracking scripts, no analytics sold or shared.</li>
          <li>
            Your data is never sent to the market-data provider: the server asks it for prices, not
            about you.
          </li>
        </ul>
      </section>
      <section>
        <h2>E-mail</h2>
        <p>
          We write to you to verify your address and to reset a password. Alert e-mails and the
          daily summary come only while their switches are on in your profile, and each says how to
          turn it off.
        </p>
      </section>
      <section>
        <h2>On your device</h2>
        <p>
          The installed app keeps a copy of the pages you opened, for offline use. Logging out
          deletes the copies of your data.
        </p>
      </section>
      <section>
        <h2>Deleting your account</h2>
        <p>
          Delete Account in your{' '}
          <Link to="/profile" className={link}>
            profile
          </Link>{' '}
          removes your account and everything stored for it at once, mail waiting to be sent
          included.
        </p>
      </section>
    </LegalText>
  );
}
