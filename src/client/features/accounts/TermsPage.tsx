import { Link } from '../../lib/routing.tsx';
import { LegalText } from './LegalText.tsx';

const link = 'font-medium text-emerald-700 underline dark:text-emerald-400';

/** What using Tickerdeck means, in plain words (linked from the sign-up form). */
export function TermsPage() {
  return (
    <LegalText title="Terms of Service" updated="2026-11-29">
      <section>
        <h2>What Tickerdeck is</h2>
        <p>
          Tickerdeck shows market prices, news, a watchlist, a portfolio you record yourself and
          price alerts. It is information, not investment advice: it does not recommend buying or
          selling anything, and it cannot place orders.
        </p>
      </section>
      <section>
        <h2>Market data</h2>
        <p>
          Prices and news come from the market-data provider the operator of this site chose. They
          may be delayed, incomplete or wrong, and a site running on simulated data shows prices
          that are made up (a badge says so). Check a price with your broker before acting on it.
          Alerts are checked while the US market is open and may arrive late or not at all.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>You need a verified e-mail address, and you keep your password to yourself.</li>
          <li>What you record (transactions, notes, watchlists, alerts) is yours.</li>
          <li>
            You can delete your account at any time in your profile; everything stored for it goes
            with it.
          </li>
          <li>
            Do not use the site to overload it or its data provider, to get at other people&apos;s
            data, or for anything unlawful. An account that does may be closed.
          </li>
        </ul>
      </section>
      <section>
        <h2>No warranty</h2>
        <p>
          The site is provided as it is, without any warranty. To the extent the law allows, its
          operator is not liable for losses from decisions made with it, or from it being
          unavailable.
        </p>
      </section>
      <section>
        <h2>Your data</h2>
        <p>
          What is stored about you and why is in the{' '}
          <Link to="/privacy" className={link}>
            Privacy Policy
          </Link>
          .
        </p>
      </section>
    </LegalText>
  );
}
